package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * AMU ("attacked mover unit"): a mate counts only when the unit that gave it was, before its
 * move, observed by exactly one unit of the other side. Facts from Popeye 4.104
 * (conditions/amu): the observers of the mover's square are counted before the move, each unit
 * once; only the goal mate (and so the {@code #} mark) is filtered.
 */
public final class Amu implements Condition {
    @Override
    public String name() { return "AMU"; }

    @Override
    public boolean redefinesMate() { return true; }

    @Override
    public boolean escapesMate(Position p, ConditionSet legality) {
        return !moverObservedOnce(p) || legality.hasLegalMove(p);
    }

    /** Was the unit that made the last move observed by exactly one enemy unit on its square before? */
    private static boolean moverObservedOnce(Position p) {
        if (p.ply() == 0) return false;
        int move = p.lastMove();
        // a pass moves no unit: no square observed
        if (Move.isPass(move)) return false;
        int from = Move.from(move);
        p.unmake(move);
        try {
            int[] out = p.scratch;
            int start = p.scratchTop;
            int end = p.observers(from, Side.opponent(p.sideToMove()), out, start);
            int first = -1;
            for (int i = start; i < end; i++) {
                int sq = out[i];
                if (sq == first) continue;
                if (first >= 0) return false;
                first = sq;
            }
            return first >= 0;
        } finally {
            p.make(move);
        }
    }

    @Override
    public String toString() { return name(); }
}
