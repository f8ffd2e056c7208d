package feerie.condition;

import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * {@link ConditionSet#hasLegalMove}: whether the side to move has a legal move, asked by conditions
 * from inside a legality test. Apart from the set's hook dispatch because of its own care with the
 * position's scratch stack (the king's moves first, nested questions cut off).
 */
final class LegalMoveProbe {
    private LegalMoveProbe() {}

    /** Scratch entries the outermost {@link #hasLegalMove} keeps for its king's moves (see there). */
    private static final int NESTING_RESERVE = 64;

    /**
     * Has the side to move a legal move? Asked by conditions from inside a legality test
     * (ChecklessChess: is the check a mate?), with the position's scratch stack for the moves.
     * Nested questions without end (checks answered by checks) are cut off when the stack runs
     * short: the side is then said to have a move.
     */
    static boolean hasLegalMove(ConditionSet set, Position p) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return true;
        int us = p.sideToMove();
        try {
            // the king's moves first, on their own: a king in check escapes by a step as a rule,
            // and then the other units' moves are not generated (the republican's mate squares,
            // searched for at every generation, ask this of every square around the mover)
            int king = p.king(us);
            if (king >= 0 && (set.unitsMoved() & 1) != 0 && start < NESTING_RESERVE) {
                int end = MoveGenerator.generateFrom(p, king, out, start);
                // only the outermost question does so: nested ones (checks answered by checks,
                // Ohneschach) generate every move, so that each takes its share of the stack and
                // the cut-off above comes before the ply stack runs out (BEISPIEL-exklohne-94)
                p.scratchTop = Math.max(end, start + NESTING_RESERVE);
                if (anyLegal(set, p, us, out, start, end)) return true;
                p.scratchTop = start;
            }
            int end = MoveGenerator.generate(p, out, start);
            p.scratchTop = end;
            return anyLegal(set, p, us, out, start, end);
        } finally {
            p.scratchTop = start;
        }
    }

    /** Is one of the moves {@code out[start..end)} of {@code us} legal (played and judged by {@link ConditionSet#legal})? */
    private static boolean anyLegal(ConditionSet set, Position p, int us, int[] out, int start, int end) {
        for (int i = start; i < end; i++) {
            int m = out[i];
            p.make(m);
            boolean ok = set.legal(p, us);
            p.unmake(m);
            if (ok) return true;
        }
        return false;
    }
}
