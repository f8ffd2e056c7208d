package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Masand: a unit whose move gives check changes the colour of every unit it observes from where
 * it stands (kings, neutral units and the checking unit aside), written {@code [e4=w]}.
 */
final class Masand implements Condition {
    @Override
    public String name() { return "Masand"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int mover = p.sideToMove();
        int king = p.king(Side.opponent(mover));
        int pos = Move.kind(move) == Move.CASTLING ? -1 : p.lastArrival();
        if (king < 0 || pos < 0 || p.at(pos) == Piece.EMPTY || !seesByWalk(p, pos, king, mover)) return;
        var g = p.geometry;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (sq == pos || unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(sq)) continue;
            if (seesByWalk(p, pos, sq, mover)) p.effectChange(sq, unit ^ 1, Effects.Style.COLOUR_BRACKETED);
        }
    }

    /** Does the unit on {@code from} (of {@code side}) observe {@code target} by its walk? */
    static boolean seesByWalk(Position p, int from, int target, int side) {
        for (Component.Bound b : p.movement(p.at(from))) if (b.attacks(p, from, target, side)) return true;
        return false;
    }
}
