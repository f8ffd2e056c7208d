package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * ExclusiveChess (Exklusivschach): a mating move is legal only if it is its side's only one;
 * when a side has several moves that would mate, none of them may be played. Whether a move
 * mates is judged by the same rules (the opponent's replies under every condition, this one
 * included); the rival mating moves are counted with every condition but this one, so that the
 * question ends. Only the goal mate is built; the goal reaches this condition as its word "#"
 * ({@code feerie.solve.RuleSelection} adds it).
 */
public final class ExclusiveChess implements Condition {
    @Override
    public String name() { return "ExclusiveChess"; }

    /** Is the side to move mated? */
    private static boolean mated(Position p, ConditionSet conditions) {
        return p.inCheck(p.sideToMove()) && !conditions.hasLegalMove(p);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        ConditionSet conditions = ConditionSet.of(p);
        if (!mated(p, conditions)) return true;
        int move = p.lastMove();
        p.unmake(move);
        try {
            return matingMoves(p, conditions, mover) <= 1;
        } finally {
            p.make(move);
        }
    }

    /** The number of mating moves of the side to move (up to 2), legal by every other condition. */
    private int matingMoves(Position p, ConditionSet conditions, int us) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return 1;
        int found = 0;
        try {
            int end = MoveGenerator.generate(p, out, start);
            p.scratchTop = end;
            for (int i = start; i < end && found < 2; i++) {
                int m = out[i];
                p.make(m);
                if (conditions.legalExcept(p, us, this) && mated(p, conditions)) found++;
                p.unmake(m);
            }
        } finally {
            p.scratchTop = start;
        }
        return found;
    }

    @Override
    public String toString() { return name(); }
}
