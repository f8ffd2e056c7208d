package feerie.input;

/**
 * Splits Popeye input into tokens. Separators are blank, tab, newline, CR, ';' and ','; every
 * other character belongs to a token. Line-oriented commands (remark, author, ...) read the rest of
 * the current line instead.
 */
final class Tokenizer {
    private final String text;
    private int pos;
    private int line = 1;
    private Token pushedBack;

    Tokenizer(String text) {
        this.text = text;
    }

    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',' || c == '\f';
    }

    /** Next token, or null at the end of the input. */
    Token next() {
        if (pushedBack != null) {
            Token t = pushedBack;
            pushedBack = null;
            return t;
        }
        while (pos < text.length() && isSeparator(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
        if (pos >= text.length()) {
            return null;
        }
        int start = pos;
        while (pos < text.length() && !isSeparator(text.charAt(pos))) {
            pos++;
        }
        return new Token(text.substring(start, pos), line);
    }

    /** Next token without consuming it. */
    Token peek() {
        if (pushedBack == null) {
            pushedBack = next();
        }
        return pushedBack;
    }

    /** Gives a token back; the next call of {@link #next()} returns it again. */
    void pushBack(Token t) {
        if (pushedBack != null) {
            throw new IllegalStateException("only one token can be pushed back");
        }
        pushedBack = t;
    }

    /**
     * The rest of the current line after the last token read (trimmed), and moves to the next line.
     * Must not be called with a token pushed back.
     */
    String restOfLine() {
        if (pushedBack != null) {
            throw new IllegalStateException("restOfLine after pushBack");
        }
        int end = text.indexOf('\n', pos);
        if (end < 0) {
            end = text.length();
        }
        String rest = text.substring(pos, end).strip();
        pos = end;
        return rest;
    }

    /** True if the next token starts on the given line (false at the end of the input). */
    boolean nextIsOnLine(int lineNumber) {
        Token t = peek();
        return t != null && t.line() == lineNumber;
    }
}
