package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * #C (mate colour change): after a move that mates, every unit of the mover that observes the
 * mated king (kings and neutral units aside) changes colour, written {@code [d8=b]}; when that
 * would leave the mover in check, none does and the mate stands. So a mate stands only when
 * turning its checkers would be self-check (Popeye 4.104, TESTS-mate_C-01/-02). Whether the
 * move mates is judged by the same rules, after every other condition's effects.
 */
final class MateC implements Condition {
    @Override
    public String name() { return "#C"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The mate is judged on the position every other condition has shaped (a rebirth made). */
    @Override
    public boolean actsAfterOthers() { return true; }

    /** Popeye's generator of mating moves stays (py 4.104, h#2: the pawn's capture before its step). */
    @Override
    public boolean keepsMatingGenerator() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int mover = p.sideToMove();
        int mated = Side.opponent(mover);
        int king = p.king(mated);
        if (king < 0 || p.inCheck(mover) || !mates(p, mated)) return;
        ConditionSet conditions = ConditionSet.of(p);
        p.beginTrial();
        var g = p.geometry;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(sq) || Piece.side(unit) != mover) continue;
            if (conditions.observesFrom(p, sq, king, mover)) p.effectChange(sq, unit ^ 1, Effects.Style.COLOUR_BRACKETED);
        }
        // all or none: the colour changes that would check the mover are taken back together
        if (p.inCheck(mover)) p.rewindTrial();
        p.endTrial();
    }

    /** Is {@code mated} (not to move yet) mated by the move just played, under the problem's rules? */
    private static boolean mates(Position p, int mated) {
        if (!p.inCheck(mated)) return false;
        int mover = p.sideToMove();
        p.setSideToMove(mated);
        try {
            ConditionSet conditions = ConditionSet.of(p);
            ConditionSet test = conditions.inMateTest();
            return conditions.redefinesMate() ? !conditions.escapesMate(p, test) : !test.hasLegalMove(p);
        } finally {
            p.setSideToMove(mover);
        }
    }
}
