package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.position.Position;

/** Black-/WhiteMustCapture: when the side can capture, it must (its other moves are dropped). */
public final class MustCapture implements Condition {
    private final String name;
    private final int side;

    public MustCapture(String name, int side) {
        this.name = name;
        this.side = side;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (p.sideToMove() != side) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (Captures.isCapture(p, out[i])) out[kept++] = out[i];
        return kept == start ? end : kept;
    }

    @Override
    public String toString() { return name; }
}
