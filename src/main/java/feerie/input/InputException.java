package feerie.input;

/** An error in the input of one problem, at a line. */
final class InputException extends Exception {
    private final int line;

    InputException(int line, String message) {
        super(message);
        this.line = line;
    }

    int line() {
        return line;
    }
}
