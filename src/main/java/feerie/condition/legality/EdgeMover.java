package feerie.condition.legality;

import feerie.geometry.Geometry;
import feerie.position.Position;

/** Black-/WhiteEdgeMover: the side's units move (and observe) only to squares on the board's edge. */
public final class EdgeMover implements GeometryRestriction {
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
    public boolean allowsGeometry(Position p, int from, int to, int side) { return side != this.side || onEdge(p.geometry, to); }

    @Override
    public String toString() { return name; }
}
