package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.position.Position;

/**
 * ChecklessChess (Ohneschach): a move that gives check is legal only if it mates. Whether it
 * mates is asked of the same rules, so a reply that would itself check is legal only if it mates
 * in turn (Popeye follows the nesting to its maximal depth; the position's scratch stack is the
 * limit here).
 */
public final class ChecklessChess implements Condition {
    @Override
    public String name() { return "ChecklessChess"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!p.inCheck(p.sideToMove())) return true;
        return !ConditionSet.of(p).hasLegalMove(p);
    }

    @Override
    public String toString() { return name(); }
}
