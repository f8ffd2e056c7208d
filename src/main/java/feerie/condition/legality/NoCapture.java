package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * NoCapture, NoWhiteCapture, NoBlackCapture: the side(s) may not capture. As in Popeye the
 * captures are only taken out of the moves played: a unit still observes, and checks, what it
 * could capture (so this is a legality test, not a generation filter, which observation uses).
 */
public final class NoCapture implements Condition {
    private final String name;
    private final boolean white, black;

    public NoCapture(String name, boolean white, boolean black) {
        this.name = name;
        this.white = white;
        this.black = black;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (p.lastCaptured() == Piece.EMPTY) return true;
        return mover == Side.WHITE ? !white : !black;
    }

    @Override
    public String toString() { return name; }

    /** Popeye's intelligent mode knows this condition. */
    @Override
    public boolean allowsIntelligentMode() { return true; }
}
