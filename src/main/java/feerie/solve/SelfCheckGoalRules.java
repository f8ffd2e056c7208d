package feerie.solve;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;
import feerie.stipulation.GoalType;

/**
 * Orthodox chess for the goals whose move leaves the mover's own king in check: double mate
 * ({@code ##}), counter-mate ({@code ##!}) and auto-mate ({@code !#}). Such a self-check is legal
 * only for the side that plays the goal move ({@code goalSide}) and only if the move reaches the
 * goal; every other move follows the orthodox rule. A king is never captured in play, but when
 * a side's immobility is tested, the capture of the opposite king counts as one of its moves.
 *
 * <p>The goals, as Popeye defines them, after the move of X, Y to move:
 * <ul>
 * <li>{@code !#}: X is in check and has no legal move;</li>
 * <li>{@code ##}: X and Y are both in check and neither has a legal move, and before the move X
 * had a legal move;</li>
 * <li>{@code ##!}: as {@code ##}, but before the move X was mated (in check without a legal move).</li>
 * </ul>
 * Being a subclass, it turns off the orthodox shortcuts ({@link Orthodox#applies}), which assume
 * that no move leaves its own king in check.
 */
public final class SelfCheckGoalRules extends Rules {
    /** The goals this rule set plays. */
    public static boolean handles(GoalType type) {
        return type == GoalType.DOUBLE_MATE || type == GoalType.COUNTER_MATE || type == GoalType.AUTO_MATE;
    }

    private final GoalType goal;
    /** The rules the goal is played under: orthodox, or conditions that only judge legality (Hole). */
    private final feerie.condition.ConditionRules conditions;
    private final int goalSide;
    private final boolean[] hadKing = new boolean[2];
    private final int[] scratch = new int[1 << 16];
    /** Above zero while a goal is being tested: plain orthodox legality then. */
    private int depth;

    /**
     * In series play the goal side plays every move but the goal move must be its last: a move
     * reaching the goal is illegal unless it is the last, so the side never plays on from a
     * position where it is mated, the diagram aside (Popeye tests the goal only after the last move).
     */
    private final boolean series;
    private final long diagramHash;

    /** Its scratch and depth are a search's own. */
    @Override
    public boolean sharedByThreads() { return false; }

    /**
     * {@code position}: the diagram (which kings exist); {@code goalSide}: the side that plays the
     * goal move; {@code series}: the goal side plays a series of moves ending with the goal move.
     */
    public SelfCheckGoalRules(GoalType goal, int goalSide, boolean series, Position position) {
        this(goal, goalSide, series, position, null);
    }

    /**
     * The same under {@code conditions} (null: none), which may only judge moves by their own
     * legality (no selection, no check or mate of their own): checked by {@link #playsUnder}.
     */
    public SelfCheckGoalRules(GoalType goal, int goalSide, boolean series, Position position,
            feerie.condition.ConditionRules conditions) {
        if (!handles(goal)) throw new IllegalArgumentException("goal " + goal);
        this.conditions = conditions;
        this.goal = goal;
        this.goalSide = goalSide;
        this.series = series;
        this.diagramHash = position.hash();
        hadKing[Side.WHITE] = position.king(Side.WHITE) >= 0;
        hadKing[Side.BLACK] = position.king(Side.BLACK) >= 0;
    }

    /** May the goal be played under these conditions' rules (legality of their own only)? */
    public static boolean playsUnder(feerie.condition.ConditionRules rules) {
        var set = rules.conditions();
        return !set.selects() && !set.redefinesMate() && !set.redefinesCheck() && rules.mateTestRules() == rules
                && rules.stalemateTestRules() == rules;
    }

    @Override
    public String name() { return (conditions == null ? "orthodox" : conditions.name()) + " (" + goal.symbol() + ")"; }

    @Override
    public void prepare(Position p) {
        if (conditions != null) conditions.prepare(p);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        // the conditions' own legality binds every move, the goal move too
        if (conditions != null && !conditions.conditions().legalAfter(p, mover)) return false;
        // a neutral king is both sides' king: capturing it takes the mover's own king, never a
        // move, not even when immobility is tested (REGRESSIONS-4_55_to_4_57-17: after nKa5*a4 ##!
        // neither side may take the king on a4)
        if (hadKing[mover] && p.king(mover) < 0) return false;
        int other = Side.opponent(mover);
        // in play a king is never captured; in the test of a side's immobility the capture of
        // the opposite king counts as a move (TESTS-help_play-05)
        if (depth == 0 && hadKing[other] && p.king(other) < 0) return false;
        if (!p.inCheck(mover)) return true;
        return depth == 0 && mover == goalSide && reached(p);
    }

    @Override
    public boolean won(Position p, int winner, int[] scratch, int n) {
        depth++;
        try {
            return p.sideToMove() != winner && p.inCheck(p.sideToMove()) && immobile(p, p.sideToMove());
        } finally {
            depth--;
        }
    }

    /** After a move, the side to move being the one that did not play it: is the goal reached? */
    public boolean reached(Position p) {
        int y = p.sideToMove();
        int x = Side.opponent(y);
        if (!p.inCheck(x)) return false;
        depth++;
        try {
            if (goal == GoalType.AUTO_MATE) {
                if (!immobile(p, x)) return false;
                if (!series) return true;
            } else if (!p.inCheck(y) || !immobile(p, y) || !immobile(p, x)) return false;
            int m = p.lastMove();
            p.unmake(m);
            boolean before;
            try {
                boolean mated = p.inCheck(x) && immobile(p, x);
                if (series && mated && p.hash() != diagramHash) before = false;
                else if (goal == GoalType.AUTO_MATE) before = true;
                else before = goal == GoalType.DOUBLE_MATE ? !immobile(p, x) : mated;
            } finally {
                p.make(m);
            }
            return before;
        } finally {
            depth--;
        }
    }

    /** Has {@code side} no legal move (as if it were to move)? */
    private boolean immobile(Position p, int side) {
        boolean swap = p.sideToMove() != side;
        if (swap) p.make(Move.NULL);
        try {
            return legalMoves(p, scratch, 0) == 0;
        } finally {
            if (swap) p.unmake(Move.NULL);
        }
    }
}
