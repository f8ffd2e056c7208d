package feerie.problem;

/** A problem that could not be read; line is the line of the offending token. */
public record ProblemError(String sourceFile, int line, String message) implements ParseResult {
    public ProblemError {
        message = printable(message);
    }

    @Override
    public String toString() {
        return sourceFile + ":" + line + ": " + message;
    }

    /**
     * The text with every control, format or line-separator character written as {@code \\uXXXX}:
     * a message quotes words of the input, which may hold any byte, and must stay one line.
     */
    public static String printable(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            boolean odd = Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR || type == Character.UNASSIGNED
                    || type == Character.SURROGATE || type == Character.PRIVATE_USE;
            if (odd && sb == null) {
                sb = new StringBuilder(text.substring(0, i));
            }
            if (sb != null) {
                sb.append(odd ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return sb == null ? text : sb.toString();
    }
}
