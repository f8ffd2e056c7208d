package feerie.condition;

import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Orthodox rules under fairy conditions: the king's safety as the position sees it (observation
 * through the conditions' hooks), then each condition's legality, then its selection among the
 * legal moves. Not {@link Rules} itself, so the solvers' orthodox shortcuts stay off.
 */
public final class ConditionRules extends Rules {
    private final ConditionSet conditions;

    private final ConditionRules mateTest;

    private final ConditionRules stalemateTest;

    /**
     * A mate or stalemate test's own set (other than the problem's): its moves are generated with
     * its conditions put on the position meanwhile, since a condition's test form may generate
     * differently (RepublicanChess Type1: the mated side inserts no king).
     */
    private final boolean testForm;

    public ConditionRules(ConditionSet conditions) { this(conditions, false); }

    private ConditionRules(ConditionSet conditions, boolean testForm) {
        this.conditions = conditions;
        this.testForm = testForm;
        ConditionSet inMateTest = conditions.inMateTest();
        this.mateTest = inMateTest == conditions ? this : new ConditionRules(inMateTest, true);
        ConditionSet inStalemateTest = conditions.inStalemateTest();
        this.stalemateTest = inStalemateTest == conditions ? this : new ConditionRules(inStalemateTest, true);
    }

    /** Is this a mate or stalemate test's set, whose moves are generated under its own conditions? */
    public boolean isTestForm() { return testForm; }

    @Override
    public boolean hasLegalMove(Position p, int[] scratch, int n) {
        // the units' moves: a condition's passes (RoleExchange) do not count, as in Popeye
        if (!testForm || p.conditions() == conditions) return unitLegalMoves(p, scratch, n) > n;
        var problemSet = p.conditions();
        p.setConditions(conditions);
        try {
            if (conditions.selects()) return super.hasLegalMove(p, scratch, n);
            int us = p.sideToMove();
            int end = MoveGenerator.generate(p, scratch, n);
            for (int i = n; i < end; i++) {
                p.make(scratch[i]);
                boolean ok = legalAfter(p, us);
                p.unmake(scratch[i]);
                if (ok) return true;
            }
            return false;
        } finally {
            p.setConditions(problemSet);
        }
    }

    /** The conditions that bind in the mate test (not UltraSchachZwang's obligation). */
    @Override
    public Rules mateTestRules() { return mateTest; }

    /** The conditions that bind in the stalemate test (not BlackChecks' obligation). */
    @Override
    public Rules stalemateTestRules() { return stalemateTest; }

    public ConditionSet conditions() { return conditions; }

    @Override
    public boolean redefinesMate() { return conditions.redefinesMate(); }

    @Override
    public boolean escapesMate(Position p, int[] scratch, int n) { return conditions.escapesMate(p, mateTest.conditions); }

    @Override
    public boolean redefinesStalemate() { return conditions.redefinesStalemate(); }

    @Override
    public boolean stalematedOtherwise(Position p) { return conditions.stalematedOtherwise(p); }

    @Override
    public String name() { return conditions.toString(); }

    /** Puts the conditions on a freshly set-up position. */
    @Override
    public void prepare(Position p) {
        p.setConditions(conditions);
        conditions.prepare(p);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return conditions.legal(p, mover);
    }

    @Override
    public boolean selectionMayLeaveNone(Position p) { return conditions.selects() && conditions.selectionMayLeaveNone(p); }

    @Override
    public boolean candidatesAreLegal() { return conditions.selects(); }

    /**
     * With a selection among legal moves, the solvers' candidates are the selected moves; where
     * no selection applies (the other side's moves), the generated ones, as without a selection.
     */
    @Override
    public int candidateMoves(Position p, int[] out, int n) {
        if (conditions.selectsNow(p)) return legalMoves(p, out, n);
        int end = MoveGenerator.generate(p, out, n);
        return conditions.addsPasses() ? conditions.passMoves(p, out, end) : end;
    }

    /** The legal moves the side to move plays: its units' and the conditions' passes (RoleExchange). */
    @Override
    public int legalMoves(Position p, int[] out, int n) {
        int end = unitLegalMoves(p, out, n);
        if (!conditions.addsPasses()) return end;
        return keepLegal(p, out, end, conditions.passMoves(p, out, n, end));
    }

    /** The legal moves of the side's units as any rule set finds them (legalAfter is this class's), then the selection. */
    private int unitLegalMoves(Position p, int[] out, int n) {
        return conditions.selectLegal(p, out, n, super.legalMoves(p, out, n));
    }
}
