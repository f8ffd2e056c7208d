package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * AlphabeticChess (White-, Black-): of the units that have a legal move, the side must move the
 * one that stands first in the alphabetic order of squares (a1, a2 ... a8, b1 ...).
 */
final class Alphabetic implements Condition {
    /** One measure of the moves of its side or both ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return side < 0 ? 3 : 1 << side; }

    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    /** The side bound, or -1 for both. */
    private final int side;

    Alphabetic(String name, int side) {
        this.name = name;
        this.side = side;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return side < 0 || p.sideToMove() == side; }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (side >= 0 && p.sideToMove() != side || end - start < 2) return end;
        var g = p.geometry;
        int best = Integer.MAX_VALUE;
        for (int i = start; i < end; i++) best = Math.min(best, order(g, Move.from(out[i])));
        int kept = start;
        for (int i = start; i < end; i++) if (order(g, Move.from(out[i])) == best) out[kept++] = out[i];
        return kept;
    }

    private static int order(feerie.geometry.Geometry g, int square) { return g.file(square) * g.ranks + g.rank(square); }
}
