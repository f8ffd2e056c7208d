package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.position.Position;

/**
 * AntiKings: a king is in check when it is not attacked, so every move must leave its own king
 * attacked; a mate leaves the other king unattacked with no way to get it attacked again. A king
 * is never captured (an attacked king is the rule, not a threat), so moves onto the other king
 * are not moves. Checks are found by the plain observation; Popeye asks both sides for a king.
 */
final class AntiKings implements Condition {
    @Override
    public String name() { return "AntiKings"; }

    @Override
    public boolean redefinesCheck() { return true; }

    @Override
    public boolean inCheck(Position p, int side) {
        return p.king(side) >= 0 && !p.kingAttacked(side);
    }

    @Override
    public boolean legalAfter(Position p, int mover) { return KingsUncapturable.noKingTaken(p); }
}
