package feerie.solve.battle;

import feerie.solve.PlayedMove;
import feerie.solve.PopeyeOrder;
import feerie.solve.Search;
import feerie.solve.battle.BattleMove.Follow;
import feerie.solve.battle.BattleSolver.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The small pieces {@link BattleTree} builds its tree from: the legal moves put in Popeye's order,
 * the leaves (defences that reach the goal, refutations, the "?!?" moves a reflex attacker must
 * play) and the checks a try must pass before it is built (few refutations, the play not ended).
 * Kept apart so that the tree class holds only the shape of the play: keys, threats, variations.
 * One per tree (per thread): it owns the scratch of the ordering.
 */
final class BattleTreeLeaves {
    private final BattleSolver solver;
    private final Search search;
    private final BattleTree.Options options;

    BattleTreeLeaves(BattleSolver solver, BattleTree.Options options) {
        this.solver = solver;
        this.search = solver.search;
        this.options = options;
        var goalType = solver.goal.type();
        checkingGoal = goalType == feerie.stipulation.GoalType.MATE || goalType == feerie.stipulation.GoalType.CHECK
                || goalType == feerie.stipulation.GoalType.DOUBLE_MATE;
    }

    /**
     * The legal moves from {@code top}, as {@link Search#legal} writes them, put in the order in
     * which Popeye tries them ({@link PopeyeOrder}): keys, tries, threats, defences and
     * continuations are printed in that order, as Popeye prints them (its battle play lists a
     * king's defences down-left, down-right, up-right, up-left, down, left, up, right). Only the
     * tree printed is built this way; the search keeps its own order.
     */
    int inPopeyeOrder(int top) { return inPopeyeOrder(top, false); }

    /**
     * {@link #inPopeyeOrder(int)}, for the attacker's moves that must reach a goal only a check
     * reaches when {@code toGoal}: Popeye finds those with its generator of checking moves, which
     * runs through the board the other way where it applies ({@link PopeyeOrder}; py 4.104 writes
     * the keys of a #1, the mates after a defence and the "?!?" moves of a reflexmate from h8 down).
     */
    int inPopeyeOrder(int top, boolean toGoal) {
        int end = search.legal(top);
        boolean matingFinal = toGoal && checkingGoal && PopeyeOrder.matingGenerator(search.position);
        orderKeys = PopeyeOrder.sort(search.position, search.stack, top, end, orderKeys, matingFinal);
        return end;
    }

    /** Is the goal one only a check reaches (mate, check, double mate)? */
    private final boolean checkingGoal;

    /** Scratch for {@link #inPopeyeOrder}. */
    private long[] orderKeys;

    /** Counting before building: does the defender have at most the allowed number of refutations? */
    boolean fewRefutations(int m, int n, int top) {
        var p = search.position;
        p.make(m);
        int end = search.legal(top);
        int count = 0;
        for (int i = top; i < end && count <= options.maxRefutations(); i++) {
            int d = search.stack[i];
            p.make(d);
            boolean lost = (solver.kind == Kind.SELF && !solver.exact && search.reached(solver.goal, d, end))
                    || (solver.kind == Kind.DIRECT || n > 1) && solver.attack(n - 1, end);
            p.unmake(d);
            if (!lost) count++;
        }
        p.unmake(m);
        return count <= options.maxRefutations();
    }

    /**
     * A try must leave the defender a move: a move that stalemates or mates him is no try. A
     * condition's pass counts (BlackChecks' null move refutes: "1... ... !", py 4.104).
     */
    boolean endsPlay(int m, int top) {
        var p = search.position;
        p.make(m);
        boolean over = search.legal(top) == top;
        p.unmake(m);
        return over;
    }

    /**
     * The attacker's move {@code m} of reflex play that reaches the goal itself, which he must play
     * and which ruins the play: shown with the goal's symbol and "?!?" ("1.Ke5*d4 x ?!?", py 4.104
     * on an rx1).
     */
    BattleMove forcedGoalNode(int m, int number, int top) {
        var p = search.position;
        PlayedMove before = feerie.solve.Moves.describe(p, m);
        p.make(m);
        PlayedMove played = before.withSuffix(search.suffix(solver.goal, m, top, true));
        p.unmake(m);
        return new BattleMove(played, number, true, "?!?", Follow.NONE, List.of(), List.of(), List.of());
    }

    /**
     * After a refutation in reflex play, the attacker to move with {@code rem} moves: the moves
     * reaching the goal that he must play, which is why the defence refutes (py 4.104 on an r#2:
     * "1...Ke8-d7 !" and under it "2.Rb4-b7 # ?!?"); none otherwise.
     */
    List<BattleMove> forcedGoalMoves(int rem, int number, int top) {
        if (solver.kind != Kind.REFLEX || rem < 1) return List.of();
        if (!solver.attackerMustReachGoal(top, search.legal(top))) return List.of();
        int end = inPopeyeOrder(top, true);
        var p = search.position;
        List<BattleMove> forced = new ArrayList<>();
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean reaches = search.reached(solver.goal, m, end);
            p.unmake(m);
            if (reaches) forced.add(forcedGoalNode(m, number, end));
        }
        return forced;
    }

    /**
     * Must a selfmate's defender reach the goal with every move (Maximummer: its one longest move
     * mates)? Then the play ends there, before its full length, and Popeye shows it (set play of
     * BEISPIEL-exklohne-48: "1...Tc1-c8 #").
     */
    boolean allDefencesReachGoal(int top, int end) {
        for (int i = top; i < end; i++) if (!defenceReachesGoal(search.stack[i], end)) return false;
        return true;
    }

    boolean defenceReachesGoal(int d, int top) {
        var p = search.position;
        p.make(d);
        boolean r = search.reached(solver.goal, d, top);
        p.unmake(d);
        return r;
    }

    BattleMove defenderLeaf(int d, int number, int top, String mark) {
        var p = search.position;
        PlayedMove before = feerie.solve.Moves.describe(p, d);
        p.make(d);
        PlayedMove played = before.withSuffix(search.suffix(solver.goal, d, top, search.reached(solver.goal, d, top)));
        p.unmake(d);
        return new BattleMove(played, number, false, mark, Follow.NONE, List.of(), List.of(), List.of());
    }
}
