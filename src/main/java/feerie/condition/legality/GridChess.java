package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * GridChess: the board is cut into cells of 2x2 squares (a1-b2, c1-d2, ...); a move, or an
 * observation, must cross a grid line: end in another cell than it started.
 */
public final class GridChess implements Condition {
    @Override
    public String name() { return "GridChess"; }

    private static boolean sameCell(Position p, int from, int to) {
        var g = p.geometry;
        return g.file(from) / 2 == g.file(to) / 2 && g.rank(from) / 2 == g.rank(to) / 2;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!sameCell(p, Move.from(m), Move.to(m))) out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean restrictsGeometry() { return true; }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return !sameCell(p, from, to); }

    @Override
    public String toString() { return name(); }
}
