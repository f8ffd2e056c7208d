package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.geometry.Geometry;
import feerie.piece.movement.Move;
import feerie.position.Position;

/** Black-/WhiteEdgeMover: the side's units move (and observe) only to squares on the board's edge. */
public final class EdgeMover implements Condition {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;

    public EdgeMover(String name, int side) {
        this.name = name;
        this.side = side;
    }

    @Override
    public String name() { return name; }

    static boolean onEdge(Geometry g, int sq) {
        int f = g.file(sq), r = g.rank(sq);
        return f == 0 || r == 0 || f == g.files - 1 || r == g.ranks - 1;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (side != this.side) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (onEdge(p.geometry, Move.to(out[i]))) out[kept++] = out[i];
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean restrictsGeometry() { return true; }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return side != this.side || onEdge(p.geometry, to); }

    @Override
    public String toString() { return name; }
}
