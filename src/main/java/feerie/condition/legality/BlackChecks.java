package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * BlackChecks: every move of Black must check White; a Black without such a move passes, a null
 * move written {@code 1... ...}. As in Popeye 4.104 (conditions/blackchecks.c, options/nullmoves.c):
 * the null move is Black's move of least measure, as under a mummer (a unit's move 1, the null
 * move 0), so it is played only when Black has no legal checking move; like any move it may not
 * leave Black's king in check; the immobility tests do not generate it, and the obligation binds in
 * neither the mate nor the stalemate test: a Black without a checking move is not thereby mated or
 * stalemated.
 */
public final class BlackChecks implements Condition {
    /** One measure of Black's moves ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << feerie.piece.Side.BLACK; }

    /** The null move among the conditions' passes. */
    private static final int NULL_MOVE = Move.conditionPass(2);

    @Override
    public String name() { return "BlackChecks"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (mover != Side.BLACK || Move.isPass(p.lastMove())) return true;
        // White, who has just moved, was not in check before Black's move: only the lines that
        // move opened or closed can check now (with conditions that change no attack)
        return p.kingAttackedAfterMove(Side.WHITE);
    }

    /**
     * Black's moves that the lines show give no check are illegal: when BlackChecks is the only
     * condition (no other one asks for Black's moves, legal or not), they are dropped as they are
     * generated, unplayed. The observation of a side never generates moves here (the position's
     * probes answer it), and the mate and stalemate tests generate without this condition.
     */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (side != Side.BLACK || p.sideToMove() != Side.BLACK || end == start || !alone(p) || !p.linesDecide(Side.BLACK))
            return end;
        int kept = start;
        for (int i = start; i < end; i++) if (p.givesCheck(out[i]) != 0) out[kept++] = out[i];
        return kept;
    }

    private boolean alone(Position p) {
        return p.conditions() instanceof feerie.condition.ConditionSet set && set.conditions().size() == 1
                && set.conditions().get(0) == this;
    }

    /** Most of Black's moves do not check: asking it first spares the test of Black's own king. */
    @Override
    public boolean judgesFirst() { return true; }

    @Override
    public boolean addsPasses() { return true; }

    @Override
    public int passMoves(Position p, int[] out, int n) {
        if (p.sideToMove() == Side.BLACK) out[n++] = NULL_MOVE;
        return n;
    }

    @Override
    public boolean passesLast() { return true; }

    /** The null move is chosen among the legal moves ({@link #passesLast}); no unit's move is dropped. */
    @Override
    public boolean selects() { return true; }

    /** Popeye writes the null move as three dots where a move would stand. */
    @Override
    public String passName(int move) { return move == NULL_MOVE ? "..." : null; }

    @Override
    public boolean bindsInMateTest() { return false; }

    @Override
    public boolean bindsInStalemateTest() { return false; }

    @Override
    public String toString() { return name(); }
}
