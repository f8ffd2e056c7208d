package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * BlackChecks: every move of Black must check White. (Popeye also gives Black a null move when
 * it has no checking move; Féerie does not play null moves yet.) Like Popeye, the obligation does
 * not bind when a goal is tested: a Black without a checking move is not thereby mated or
 * stalemated.
 */
public final class BlackChecks implements Condition {
    @Override
    public String name() { return "BlackChecks"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (mover != Side.BLACK || p.lastMove() == Move.NULL) return true;
        return p.inCheck(Side.WHITE);
    }

    @Override
    public boolean bindsInMateTest() { return false; }

    @Override
    public boolean bindsInStalemateTest() { return false; }

    @Override
    public String toString() { return name(); }
}
