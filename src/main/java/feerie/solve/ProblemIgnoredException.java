package feerie.solve;

/**
 * Popeye refuses the problem as a whole and solves none of it: it writes why on its error
 * stream ("only one king allowed", then "problem ignored") and on its output only the closing
 * line. Thrown while a position is set up; the output writes what Popeye writes.
 */
public final class ProblemIgnoredException extends RuntimeException {
    public ProblemIgnoredException(String message) { super(message); }
}
