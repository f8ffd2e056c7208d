package feerie.input;

import java.util.ArrayList;
import java.util.List;

import feerie.problem.Colour;
import feerie.problem.Language;
import feerie.problem.PieceSpec;

/**
 * Popeye's Forsyth notation for an 8x8 board: ranks 8 to 1, numbers (1 or 2 digits) count empty
 * squares and may run over rank ends, a letter is a one-character piece code of the input
 * language (upper case white, lower case black), '.' introduces a two-character code, and a
 * prefix '=' / '+' / '-' makes the next unit neutral / white / black. As in Popeye, '/' between
 * ranks is optional and does not count (the squares are counted from a8 on), and empty squares
 * counted beyond h1 are ignored ("8/8/8/8/8/8/8/K7/", "....../16"); a unit beyond h1 is an error.
 *
 * <p>Féerie's extension: a text of eight ranks whose first rank counts more than eight squares
 * (12 for the Courier games) describes a board that many files wide.
 */
final class Forsyth {
    private static final int SIZE = 8;
    private static final int RANKS = 8;

    private Forsyth() {
    }

    static List<PieceSpec> parse(String text, Language language, int line) throws InputException {
        final int SIZE = width(text, language);
        List<PieceSpec> pieces = new ArrayList<>();
        int square = 0; // counts from a8 along the ranks downwards
        Colour forced = null;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '/') {
                i++;
            } else if (Character.isDigit(c)) {
                int end = i + 1;
                if (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                square += Integer.parseInt(text.substring(i, end));
                i = end;
            } else if (c == '=' || c == '+' || c == '-') {
                forced = c == '=' ? Colour.NEUTRAL : c == '+' ? Colour.WHITE : Colour.BLACK;
                i++;
            } else {
                int start = c == '.' ? i + 1 : i;
                int end = c == '.' ? i + 3 : i + 1;
                if (end > text.length()) {
                    throw new InputException(line, "bad Forsyth '" + text + "'");
                }
                String written = text.substring(start, end);
                String kind = PieceCodes.toEnglish(written, language);
                if (kind == null) {
                    throw new InputException(line, "unknown piece code '" + written + "' in Forsyth '" + text + "'");
                }
                if (square >= SIZE * RANKS) {
                    throw new InputException(line, "too many squares in Forsyth '" + text + "'");
                }
                Colour colour = forced != null ? forced
                        : Character.isUpperCase(written.charAt(0)) ? Colour.WHITE : Colour.BLACK;
                pieces.add(new PieceSpec(colour, kind, Squares.name(square % SIZE, RANKS - 1 - square / SIZE)));
                forced = null;
                square++;
                i = end;
            }
        }
        return pieces;
    }

    /** Files of the board: 8, or the square count of the first of eight ranks when it is larger (up to 16). */
    private static int width(String text, Language language) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != RANKS) {
            return SIZE;
        }
        int count = 0;
        String first = ranks[0];
        for (int i = 0; i < first.length(); i++) {
            char c = first.charAt(i);
            if (Character.isDigit(c)) {
                int end = i + 1 < first.length() && Character.isDigit(first.charAt(i + 1)) ? i + 2 : i + 1;
                count += Integer.parseInt(first.substring(i, end));
                i = end - 1;
            } else if (c == '.') {
                count++;
                i += 2;
            } else if (c != '=' && c != '+' && c != '-') {
                count++;
            }
        }
        return count > SIZE && count <= 16 ? count : SIZE;
    }

    /** The 32 units of the initial game array (InitialGameArray command). */
    static List<PieceSpec> initialGameArray() {
        List<PieceSpec> pieces = new ArrayList<>();
        String[] back = {"r", "s", "b", "q", "k", "b", "s", "r"};
        for (int f = 0; f < SIZE; f++) {
            pieces.add(new PieceSpec(Colour.WHITE, back[f], Squares.name(f, 0)));
            pieces.add(new PieceSpec(Colour.WHITE, "p", Squares.name(f, 1)));
            pieces.add(new PieceSpec(Colour.BLACK, "p", Squares.name(f, 6)));
            pieces.add(new PieceSpec(Colour.BLACK, back[f], Squares.name(f, 7)));
        }
        return pieces;
    }
}
