package feerie.output;

import feerie.condition.legality.GridChess;
import feerie.geometry.Geometry;
import feerie.problem.ConditionSpec;
import java.util.List;

/**
 * GridChess on paper: the cell number of each square (Popeye's numbers, which tell the cells
 * apart), from which the diagram draws the grid lines (a {@code |} left of a square in another
 * cell than its left neighbour, {@code ---} below one in another cell than the square below) and
 * option WriteGrid prints its board of numbers after the captions.
 */
final class GridPicture {
    private GridPicture() {}

    /** The cell numbers by file and rank ({@code [file][rank]}, from 0), or null without GridChess. */
    static int[][] cells(List<ConditionSpec> conditions, Geometry g) {
        for (ConditionSpec c : conditions) {
            if (!c.name().equals("GridChess")) continue;
            try {
                return cells(GridChess.of(c.name(), c.words()), g);
            } catch (feerie.condition.UnknownConditionException e) {
                return null; // a grid Féerie does not play (GridLine) is drawn without its lines
            }
        }
        return null;
    }

    /** The plain grid's numbers, which Popeye gives every square before it reads the conditions (WriteGrid without GridChess). */
    static int[][] plain(Geometry g) { return cells(new GridChess(), g); }

    private static int[][] cells(GridChess grid, Geometry g) {
        int[][] cells = new int[g.files][g.ranks];
        for (int f = 0; f < g.files; f++) for (int r = 0; r < g.ranks; r++) cells[f][r] = grid.cell(f, r, g.files);
        return cells;
    }

    /**
     * Option WriteGrid's board: a blank line, then the numbers (the last two digits) right-aligned
     * in the squares' columns between two borders, as Popeye prints it.
     */
    static String numbers(int[][] cells, Geometry g) {
        StringBuilder sb = new StringBuilder("\n");
        String border = Diagram.border(g.files);
        String blank = "| " + " ".repeat(4 * g.files + 1) + " |\n";
        sb.append(border).append(blank);
        for (int rank = g.ranks - 1; rank >= 0; rank--) {
            StringBuilder line = new StringBuilder(String.format("%-2d", rank + 1));
            for (int f = 0; f < g.files; f++) line.append(String.format("%3d ", cells[f][rank] % 100));
            line.append(String.format("%3d", rank + 1));
            sb.append(line).append('\n').append(blank);
        }
        return sb.append(border).toString();
    }
}
