package feerie.problem;

/**
 * Something in the input that was read as Popeye reads it but that the user should hear about
 * (e.g. a word after the twins that ends the input): the problems are still solved.
 */
public record InputWarning(String sourceFile, int line, String message) {
    public InputWarning {
        message = ProblemError.printable(message);
    }

    @Override
    public String toString() {
        return sourceFile + ":" + line + ": warning: " + message;
    }
}
