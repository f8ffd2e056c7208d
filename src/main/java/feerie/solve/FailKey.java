package feerie.solve;

import feerie.position.Position;

/**
 * The key under which the help solvers' fail tables remember a position: its hash, and where a
 * condition judges the moves by the move just played ({@link feerie.condition.ConditionSetUp#judgesByLastMove}:
 * Disparate, Synchron and Messigny), that move and its unit too. Two orders of the same moves
 * reach one board with different last moves, after which the side to move has different moves:
 * keyed by the board alone, a failure found after one order cut the other (EXAMPLES-disparate-04,
 * whose solution went missing once the first moves were shared among threads).
 */
public final class FailKey {
    private FailKey() {}

    /** Does a condition of {@code p} judge the moves by the last move? Asked once per solver. */
    public static boolean byLastMove(Position p) {
        return p.conditions() instanceof feerie.condition.ConditionSet cs
                && cs.conditions().stream().anyMatch(feerie.condition.Condition::judgesByLastMove);
    }

    /** The key of {@code p}: {@code lastMove} from {@link #byLastMove}. */
    public static long of(Position p, boolean lastMove) {
        if (!lastMove || p.ply() == 0) return p.hash();
        long z = p.lastMove() * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(p.lastMover() * 0xC2B2AE3D27D4EB4FL, 23);
        return p.hash() ^ z ^ z >>> 29;
    }
}
