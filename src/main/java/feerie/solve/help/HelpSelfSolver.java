package feerie.solve.help;

import feerie.solve.FailKey;
import feerie.solve.FailTable;
import feerie.solve.RootSplit;
import feerie.solve.Search;

import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Help-self and help-reflex play (hs#n, hr#n): both sides cooperate for 2n-1 half-moves, White
 * starting (2n in hs#n.5, Black starting); then Black, to move, must reach the goal: with every one of his moves (hs#), or
 * with any move he has that reaches it (hr#, where he is obliged to). Each such final move ends
 * a solution line.
 */
public final class HelpSelfSolver {
    private final Search search;
    private final Goal goal;
    private final boolean reflex;
    /** An exact- stipulation: no short solution, a goal reached sooner ends nothing but the line. */
    private final boolean exact;
    private final int[] path = new int[512];
    private final List<int[]> found = new ArrayList<>();
    private FailTable failed = new FailTable(20);
    /** The fail table's key takes in the last move ({@link FailKey}). */
    private final boolean byLastMove;

    public HelpSelfSolver(Search search, Goal goal, boolean reflex) { this(search, goal, reflex, false); }

    public HelpSelfSolver(Search search, Goal goal, boolean reflex, boolean exact) {
        this.search = search;
        this.goal = goal;
        this.reflex = reflex;
        this.exact = exact;
        this.byLastMove = FailKey.byLastMove(search.position);
    }

    /** Solution paths for play in {@code n}, the side to move starting. */
    public List<int[]> solve(int n) { return solveAfter(2 * n - 1); }

    /**
     * Solution paths after {@code cooperative} half-moves of help play (2n - 1 in hs#n, 2n in
     * hs#n.5, where Black starts), the side to move starting.
     */
    public List<int[]> solveAfter(int cooperative) {
        found.clear();
        int threads = RootSplit.threadsFor(search, cooperative + 1, PARALLEL_FROM);
        if (threads > 1) return parallel(cooperative, threads);
        play(cooperative, 0, 0);
        return found;
    }

    /** Searches this deep (the finish counted) are worth threads. */
    private static final int PARALLEL_FROM = 5;

    /**
     * The first moves shared out among threads ({@link RootSplit}), each with its own copy of the
     * position and its own solver, all with the one fail table; what {@link #play} asks of the
     * first position itself is asked here first. The lines under one first move are sorted.
     */
    private List<int[]> parallel(int remaining, int threads) {
        int end = search.legal(0);
        // the first side bound to reach the goal at once (hr#): the plain search says what follows
        if (reflex && canReachGoal(0, end)) {
            play(remaining, 0, 0);
            return found;
        }
        if (!reflex && remaining % 2 == 0 && finish(0, end)) return found;
        int[] firsts = Arrays.copyOfRange(search.stack, 0, end);
        List<List<int[]>> byFirst = RootSplit.run(firsts.length, threads, () -> {
            HelpSelfSolver worker = new HelpSelfSolver(search.copy(), goal, reflex, exact);
            worker.failed = failed;
            int workerEnd = worker.search.legal(0);
            return i -> worker.afterFirst(firsts[i], remaining, workerEnd);
        });
        found.addAll(RootSplit.sortedLines(byFirst, search.orthodox()));
        return found;
    }

    /** The solutions that start with {@code first}, the moves below {@code top} kept. */
    private List<int[]> afterFirst(int first, int remaining, int top) {
        found.clear();
        var p = search.position;
        path[0] = first;
        p.make(first);
        play(remaining - 1, 1, top);
        p.unmake(first);
        return new ArrayList<>(found);
    }

    private boolean play(int remaining, int depth, int top) {
        search.checkTime();
        var p = search.position;
        if (remaining == 0) return finish(depth, top);
        long key = FailKey.of(p, byLastMove);
        if (failed.contains(key, remaining)) return false;
        int end = search.legal(top);
        // help-reflex: either side must reach the goal at once whenever it can (as in r#). The
        // side that is to reach it at the end doing so sooner is a short solution, which Popeye
        // prints (py 4.104: hr#3 shows its hr#1 and hr#2 lines), unless exact- (TESTS-help_play-07);
        // the other side ruins the play.
        if (reflex && canReachGoal(top, end)) {
            if (remaining % 2 == 0 && !exact) return finish(depth, top);
            failed.add(key, remaining);
            return false;
        }
        // Black to move already forced to reach the goal (every move of his reaches it): as in
        // Popeye the play stops there, a short solution (TESTS/help_play-10, hsx2: 1.h3-h4 a5*b4 x,
        // Black's only move). A help move of Black's that reaches the goal while others do not is
        // no solution (BEISPIEL-pieces-32, hs#2.5: no "1...De7-h4 #").
        // (its moves written above this node's, which the loop below still needs)
        if (!reflex && remaining % 2 == 0 && finish(depth, end)) return true;
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            path[depth] = m;
            p.make(m);
            any |= play(remaining - 1, depth + 1, end);
            p.unmake(m);
        }
        if (!any) failed.add(key, remaining);
        return any;
    }

    private boolean canReachGoal(int top, int end) { return search.movesReachGoal(goal, top, end, false); }

    /** The last move that missed the goal in a finish: the first one tried in the next. */
    private int missKiller = feerie.piece.movement.Move.NULL;

    private boolean finish(int depth, int top) {
        var p = search.position;
        if (!reflex) {
            // hs#: the first legal move that misses the goal answers "no", so the moves are
            // tested for legality one at a time, the one that answered last time first (most
            // finishes fail at once; generating every legal move first was nine tenths of the
            // time of EXAMPLES-anda-05)
            int missing = search.moveMissingGoal(goal, top, missKiller);
            if (missing >= 0) missKiller = missing;
            if (missing != Search.ALL_REACH) return false;
        }
        int end = search.legal(top);
        List<Integer> reaching = new ArrayList<>();
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean reached = search.reached(goal, m, end);
            p.unmake(m);
            if (reached) reaching.add(m);
            else if (!reflex) return false;  // hs#: every move must reach the goal
        }
        if (reaching.isEmpty() || !reflex && reaching.size() != end - top) return false;
        for (int m : reaching) {
            int[] line = Arrays.copyOf(path, depth + 1);
            line[depth] = m;
            found.add(line);
        }
        return true;
    }
}
