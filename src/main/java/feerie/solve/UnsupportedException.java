package feerie.solve;

/** A problem uses something Féerie cannot solve yet (a piece, a condition, an option, a play type). */
public final class UnsupportedException extends RuntimeException {
    public UnsupportedException(String message) { super(message); }
}
