package feerie.problem;

/** A problem that could not be read; line is the line of the offending token. */
public record ProblemError(String sourceFile, int line, String message) implements ParseResult {
    @Override
    public String toString() {
        return sourceFile + ":" + line + ": " + message;
    }
}
