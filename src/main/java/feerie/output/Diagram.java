package feerie.output;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

import feerie.geometry.Geometry;
import feerie.problem.Colour;
import feerie.problem.Language;
import feerie.problem.PieceSpec;

/**
 * The board picture of Popeye's output, for any board from 1x1 to 16x16.
 *
 * <p>Each file takes 4 columns; a piece's (last) code letter sits in the third column of its cell,
 * preceded by the second-to-last letter of a two-letter code and by the colour sign ({@code -}
 * black, {@code =} neutral, nothing for white). On 8x8 this is exactly Popeye's picture.
 * Generalisation: files are lettered a, b, c...; ranks of two digits take both columns of the left
 * label and are right-aligned in the right label, so every line keeps the width of the border.
 */
public final class Diagram {
    private Diagram() {
    }

    /** The board lines, each ending with a newline, starting with the top border. */
    public static String render(Collection<PieceSpec> pieces, Geometry geometry, Language language) {
        return render(pieces, geometry, language, java.util.Set.of(), java.util.Set.of());
    }

    /**
     * The board lines with an imitator's {@code I} on each of the {@code imitators} squares and the
     * squares in {@code holes} (by name) left blank, as Popeye draws them.
     */
    public static String render(Collection<PieceSpec> pieces, Geometry geometry, Language language,
                                java.util.Set<String> imitators, java.util.Set<String> holes) {
        return render(pieces, geometry, language, imitators, holes, null);
    }

    /**
     * The same with GridChess's lines drawn from the cell numbers {@code cells[file][rank]} (null:
     * none): a {@code |} left of a square in another cell than its left neighbour, {@code ---}
     * under a square in another cell than the one below, as Popeye draws them.
     */
    static String render(Collection<PieceSpec> pieces, Geometry geometry, Language language,
                         java.util.Set<String> imitators, java.util.Set<String> holes, int[][] cells) {
        Map<String, PieceSpec> bySquare = new HashMap<>();
        for (PieceSpec p : pieces) {
            bySquare.put(p.square(), p);
        }
        StringBuilder sb = new StringBuilder();
        String border = border(geometry.files);
        sb.append(border);
        sb.append("| ").append(" ".repeat(4 * geometry.files + 1)).append(" |\n");
        for (int rank = geometry.ranks; rank >= 1; rank--) {
            StringBuilder pieceLine = new StringBuilder(String.format("%-2d", rank));
            StringBuilder baseLine = new StringBuilder("| ");
            for (int file = 0; file < geometry.files; file++) {
                PieceSpec p = bySquare.get(SquareNames.name(file, rank));
                char[] cell = "    ".toCharArray();
                char[] base = "    ".toCharArray();
                if (imitators.contains(SquareNames.name(file, rank))) cell[2] = 'I';
                else if (!holes.contains(SquareNames.name(file, rank))) fillCell(p, language, cell, base);
                if (cells != null) {
                    if (file > 0 && cells[file][rank - 1] != cells[file - 1][rank - 1]) cell[0] = '|';
                    if (rank > 1 && cells[file][rank - 1] != cells[file][rank - 2]) base[1] = base[2] = base[3] = '-';
                }
                pieceLine.append(cell);
                baseLine.append(base);
            }
            pieceLine.append(String.format("%3d", rank));
            baseLine.append("  |");
            sb.append(pieceLine).append('\n').append(baseLine).append('\n');
        }
        sb.append(border);
        return sb.toString();
    }

    private static void fillCell(PieceSpec p, Language language, char[] cell, char[] base) {
        if (p == null) {
            cell[2] = '.';
            return;
        }
        int signAt;
        int slash = p.kind().indexOf('/');
        if (slash >= 0) {
            // A hunter: the part moving away from its side's home on the piece line, the homeward part below it.
            cell[3] = '/';
            signAt = writeRightToLeft(cell, Vocabulary.pieceCode(p.kind().substring(0, slash), language));
            writeRightToLeft(base, Vocabulary.pieceCode(p.kind().substring(slash + 1), language));
        } else {
            signAt = writeRightToLeft(cell, Vocabulary.pieceCode(p.kind(), language));
        }
        if (p.colour() == Colour.NEUTRAL) {
            cell[signAt] = '=';
        } else if (p.colour() == Colour.BLACK) {
            cell[signAt] = '-';
        }
    }

    /** Writes the code so that its last letter is in column 2; returns the column left of it. */
    private static int writeRightToLeft(char[] cell, String code) {
        int at = 2;
        for (int i = code.length() - 1; i >= 0 && at >= 0; i--) {
            cell[at--] = code.charAt(i);
        }
        return Math.max(at, 0);
    }

    static String border(int files) {
        StringBuilder sb = new StringBuilder("+--");
        for (int f = 0; f < files; f++) {
            sb.append('-').append((char) ('a' + f)).append("--");
        }
        return sb.append("-+\n").toString();
    }
}
