package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.position.Position;

/**
 * Black-/WhiteMustCapture: when the side can capture, it must (its other moves are dropped). With
 * {@code Ultra} the side may only capture: a side without a capture has no move (Popeye's ultra
 * measure starts at "a capture").
 */
public final class MustCapture implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;
    private final boolean ultra;

    public MustCapture(String name, int side) { this(name, side, false); }

    public MustCapture(String name, int side, boolean ultra) {
        this.name = name;
        this.side = side;
        this.ultra = ultra;
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return !ultra || mover != side || p.lastCaptured() != feerie.piece.Piece.EMPTY;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return p.sideToMove() == side; }

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
