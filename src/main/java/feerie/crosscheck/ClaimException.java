package feerie.crosscheck;

/** A claim text that cannot be read: where and why. */
public final class ClaimException extends RuntimeException {
    private final String source;
    private final int line;

    public ClaimException(String source, int line, String message) {
        super(message);
        this.source = source;
        this.line = line;
    }

    /** "file:line: message", as Féerie reports input errors. */
    public String located() { return source + ":" + line + ": " + getMessage(); }
}
