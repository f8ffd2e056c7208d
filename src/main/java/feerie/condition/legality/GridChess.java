package feerie.condition.legality;

import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import feerie.position.Position;
import java.util.List;
import java.util.Locale;

/**
 * GridChess: the board is cut into cells; a move, or an observation, must cross a grid line: end
 * in another cell than it started. The plain grid has cells of 2x2 squares (a1-b2, c1-d2, ...);
 * its variants shift it by a rank and/or a file, draw lines after chosen files and ranks
 * ({@code Orthogonal ac16}) or list the cells ({@code Irregular a8a7b6 d8e8 ...}, the squares
 * listed in no cell forming one more).
 */
public final class GridChess implements GeometryRestriction {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    /**
     * The cell of a square, by file and rank on a board of {@code files} files, numbered as Popeye
     * numbers them (its option WriteGrid prints the numbers): the cells of the plain grid from a1
     * along the ranks, 4 to a row on 8x8.
     */
    interface Cells {
        int of(int file, int rank, int files);
    }

    private final Cells cells;

    public GridChess() { this((f, r, files) -> f / 2 + (files + 1) / 2 * (r / 2)); }

    private GridChess(Cells cells) { this.cells = cells; }

    @Override
    public String name() { return "GridChess"; }

    /** The number of the cell of the square on {@code file}, {@code rank} (from 0) of a board of {@code files} files. */
    public int cell(int file, int rank, int files) { return cells.of(file, rank, files); }

    /** GridChess with Popeye's variant words (any abbreviation, any of its languages). */
    public static GridChess of(String name, List<String> words) {
        if (words.isEmpty()) return new GridChess();
        List<String> variants = List.of("VerticalShift", "HorizontalShift", "DiagonalShift", "Orthogonal", "Irregular");
        String v = VariantWords.english(words.get(0), variants);
        List<String> rest = words.subList(1, words.size());
        Cells cells = v == null ? null : switch (v) {
            // Popeye's numbers of the shifted grids, which are the cells, halve the product: on 8x8
            // 4 * (r + 1) / 2 for the vertical shift, so that e1 and a2 are both 4, one cell (py
            // 4.104: no giraffe move e1-a2), and the diagonal shift's g1 and b2 are both 6
            case "VerticalShift" -> rest.isEmpty() ? (f, r, files) -> f / 2 + files / 2 * (r + 1) / 2 : null;
            case "HorizontalShift" -> rest.isEmpty() ? (f, r, files) -> (f + 1) / 2 + (files / 2 + 1) * (r / 2) : null;
            case "DiagonalShift" -> rest.isEmpty() ? (f, r, files) -> (f + 1) / 2 + (files / 2 + 1) * (r + 1) / 2 : null;
            case "Orthogonal" -> rest.size() == 1 ? orthogonal(rest.get(0)) : null;
            case "Irregular" -> irregular(name, rest);
            default -> null;
        };
        if (cells == null) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return new GridChess(cells);
    }

    /** Lines after the files and ranks named ("ac16": after files a and c, ranks 1 and 6). */
    private static Cells orthogonal(String word) {
        boolean[] afterFile = new boolean[32], afterRank = new boolean[32];
        for (char c : word.toLowerCase(Locale.ROOT).toCharArray()) {
            if (c >= 'a' && c <= 'p') afterFile[c - 'a'] = true;
            else if (c >= '1' && c <= '9') afterRank[c - '1'] = true;
            else return null;
        }
        // the cells of a row of cells first, as Popeye numbers them
        return (f, r, files) -> linesBefore(afterFile, f) + (linesBefore(afterFile, files - 1) + 1) * linesBefore(afterRank, r);
    }

    private static int linesBefore(boolean[] after, int n) {
        int lines = 0;
        for (int i = 0; i < n; i++) if (after[i]) lines++;
        return lines;
    }

    /** One cell per word of squares; the squares of no word make cell 0. */
    private static Cells irregular(String name, List<String> words) {
        int[] cell = new int[32 * 32];
        for (int k = 0; k < words.size(); k++) {
            int[] squares = LegalityConditions.squares(name, List.of(words.get(k)));
            for (int i = 0; i < squares.length; i += 2) cell[squares[i] * 32 + squares[i + 1]] = k + 1;
        }
        return (f, r, files) -> cell[f * 32 + r];
    }

    private boolean sameCell(Position p, int from, int to) {
        var g = p.geometry;
        return cells.of(g.file(from), g.rank(from), g.files) == cells.of(g.file(to), g.rank(to), g.files);
    }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return !sameCell(p, from, to); }

    @Override
    public String toString() { return name(); }
}
