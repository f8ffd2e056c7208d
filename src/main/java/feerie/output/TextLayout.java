package feerie.output;

/** Popeye's way of centring and right-aligning text within the width of the diagram. */
final class TextLayout {
    private TextLayout() {
    }

    /** Width of the diagram for a board with the given number of files (4 per file plus borders). */
    static int boardWidth(int files) {
        return 4 * files + 5;
    }

    /**
     * A line centred in {@code width}, without trailing blanks. Popeye measures the line together
     * with its newline and always writes at least one blank when the line is shorter than the width.
     */
    static String centred(String text, int width) {
        int used = text.length() + 1;
        if (width <= used) {
            return text;
        }
        int pad = Math.max(1, (width + 1 - used) / 2);
        return " ".repeat(pad) + text;
    }

    /** Text right-aligned in {@code width}; longer text is written as is. */
    static String rightAligned(String text, int width) {
        return width > text.length() ? " ".repeat(width - text.length()) + text : text;
    }
}
