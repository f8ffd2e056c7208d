package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * MasandGeneralised: after a move that leaves the other side in check, every unit of the mover
 * that observes the checked king (not only the one that moved) changes the colour of the units it
 * observes (kings, neutral units and itself aside), each unit at most once in the move, written
 * {@code [a2=b]}. The units are taken square by square; one recoloured before its turn counts as
 * of its new side (Popeye 4.104).
 */
final class MasandGeneralised implements Condition {
    @Override
    public String name() { return "MasandGeneralised"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int mover = p.sideToMove();
        int checked = Side.opponent(mover);
        int king = p.king(checked);
        if (king < 0 || !p.kingAttacked(checked)) return;
        int first = p.effects().top();
        var g = p.geometry;
        for (int pos = 0; pos < g.size; pos++) {
            int unit = p.at(pos);
            if (unit == Piece.EMPTY || p.isNeutral(pos) || Piece.side(unit) != mover) continue;
            if (!Masand.seesByWalk(p, pos, king, mover)) continue;
            for (int sq = 0; sq < g.size; sq++) {
                int other = p.at(sq);
                if (sq == pos || other == Piece.EMPTY || p.table.isRoyal(other) || p.isNeutral(sq)) continue;
                if (recoloured(p, first, sq) || !Masand.seesByWalk(p, pos, sq, mover)) continue;
                p.effectChange(sq, other ^ 1, Effects.Style.COLOUR_BRACKETED);
            }
        }
    }

    /** Has the unit on {@code sq} changed colour already in this move (since journal index {@code first})? */
    private static boolean recoloured(Position p, int first, int sq) {
        var e = p.effects();
        for (int i = first; i < e.top(); i++) if (e.kind(i) == Effects.Kind.CHANGE && e.square(i) == sq) return true;
        return false;
    }
}
