package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * NoWhitePromotion, NoBlackPromotion: that side's pawns may not promote, so they cannot step or
 * capture onto the last rank at all. As with NoCapture only the moves played are taken out: a
 * pawn on its seventh rank still observes, and checks, the squares it could capture on (py
 * 4.104: white Kc7 Pb6 Be3, black Ka8, #1 is 1.b6-b7 #).
 */
public final class NoPromotion implements Condition {
    private final String name;
    private final int side;

    public NoPromotion(String name, int side) {
        this.name = name;
        this.side = side;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return mover != side || Move.kind(p.lastMove()) != Move.PROMOTION;
    }

    @Override
    public String toString() { return name; }

    /** Popeye's intelligent mode knows this condition. */
    @Override
    public boolean allowsIntelligentMode() { return true; }
}
