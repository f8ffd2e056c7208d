package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * VogtlaenderChess: a side is in check when the other side's king is attacked (by its own units):
 * a move may not leave the other king attacked, and a side whose king is attacked has checked
 * its opponent, who must take the attack away. Kings are never captured
 * (Popeye's #2 BEISPIEL-vogt-01 needs it; its "+"/"#" marks after a ~1 move seem to let the
 * attacked king be taken, which is not followed here).
 */
final class Vogtlaender implements Condition {
    @Override
    public String name() { return "VogtlaenderChess"; }

    @Override
    public boolean redefinesCheck() { return true; }

    @Override
    public boolean inCheck(Position p, int side) { return p.kingAttacked(Side.opponent(side)); }

    @Override
    public boolean checkIsOnTheOpponentsKing() { return true; }

    @Override
    public boolean legalAfter(Position p, int mover) { return KingsUncapturable.noKingTaken(p); }
}
