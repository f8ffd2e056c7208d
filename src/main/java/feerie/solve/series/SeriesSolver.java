package feerie.solve.series;

import feerie.solve.FailTable;
import feerie.solve.Line;
import feerie.solve.Orthodox;
import feerie.solve.OrthodoxChecks;
import feerie.solve.OrthodoxStalemate;
import feerie.solve.RootSplit;
import feerie.solve.Search;

import feerie.piece.movement.Move;
import feerie.solve.intelligent.FinalPositionBound;
import feerie.solve.intelligent.IntelligentHelp;
import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Series play: one side makes all its moves in a row while the other passes; before the last
 * series move the opponent may never be put in check. Then, by kind:
 * DIRECT (ser-#n): the last series move reaches the goal;
 * HELP (ser-h#n): the other side then reaches the goal in one move;
 * SELF (ser-s#n): the other side then must reach the goal, with every one of its moves.
 */
public final class SeriesSolver implements Search.GoalMoves {
    public enum Kind { DIRECT, HELP, SELF }

    private final Search search;
    private final Goal goal;
    private final Kind kind;
    private final int[] path = new int[512];
    /** The legal move that last showed the other side not forced to the goal ({@link #forcedToGoal}), tried first next time. */
    private int missKiller = Move.NULL;
    private final List<int[]> found = new ArrayList<>();
    private FailTable failed;
    /** The intelligent-mode counting (orthodox ser-#, ser-h#, ser-h=, also with parries), or null. */
    private FinalPositionBound bound;

    /**
     * Series reflex play (ser-r): the series side too must reach the goal whenever it can, which
     * ruins its series; a position where it can is no way on.
     */
    private boolean seriesSideMustAvoidGoal;

    /** The goal depends on the units' history, not only on the position: the fail table's key follows them. */
    private final boolean unitsMatter;

    /** The fail table's key for the position: its hash, or with the units followed when they matter. */
    private long key() { return unitsMatter ? search.unitsKey() : search.position.hash(); }

    public void reflex() { seriesSideMustAvoidGoal = true; }

    /**
     * Reflex series (ser-r, ser-semi-r, pser-r): the other side must reach the goal as soon as it
     * can, so a series move after which it can ends the play there (a shorter solution, found at
     * its own length); the series never goes on through such a position (py 4.104: a ser-r#2
     * shows 1.Sd8 Ra1# but no 1.Sd8 2.g8=Q Ra1#).
     */
    public void otherSideBound() { otherSideBound = true; }

    private boolean otherSideBound;

    /**
     * A parry series ending in help play (pser-h) goes on by every way, not only by its shortest:
     * py 4.104 on a pser-h#3 with a shorter solution shows 1.Kc8-d7 2.h2-h1=S 3.Kd7-e8 Qb2-b5 #
     * beside 1.Kc8-d7 2.Kd7-e8 Qb2-b5 #, as in ser-h#3.
     */
    public void everyWay() { everyWay = true; }

    private boolean everyWay;

    /** After a series move, the other side to play: can it reach the goal at once? */
    private boolean otherSideCanReachGoal(int top) {
        int end = search.legal(top);
        return search.movesReachGoal(goal, top, end, false);
    }

    /** Parry series (pser-): a checking series move is allowed, the other side parries it. */
    private final boolean parry;
    /**
     * The parries cooperate (pser-h, phser-); else the other side chooses them and the series must
     * go on after each (pser-#, pser-s#, and pser-r#, which is solved as a help series but whose
     * parries are the opponent's: py 4.104 drops a check the knight parries by interposing).
     */
    private final boolean helpParries;

    public SeriesSolver(Search search, Goal goal, Kind kind) { this(search, goal, kind, false, false); }

    public SeriesSolver(Search search, Goal goal, Kind kind, boolean parry, boolean helpParries) {
        this.search = search;
        this.goal = goal;
        this.kind = kind;
        this.parry = parry;
        this.helpParries = helpParries;
        var type = goal.type();
        unitsMatter = SeriesGoals.unitsMatter(type, search);
        goalEndsSeries = kind == Kind.DIRECT && !SeriesGoals.impliesImmobility(type);
        // (under conditions only: the orthodox finish is cheap enough not to be worth a probe)
        finishByPosition = search.orthodox == null && !unitsMatter && !parry && SeriesGoals.decidedByPosition(type);
        if (search.orthodox != null && SeriesGoals.counted(type) && kind != Kind.SELF) bound = new FinalPositionBound(search.position);
    }

    /** Does reaching the goal before the last series move end the play (ser-x, ser-+, not ser-=)? */
    private final boolean goalEndsSeries;

    public Kind kind() { return kind; }

    /** Solutions with exactly {@code n} series moves, as paths without the passes. */
    public List<int[]> solve(int n) {
        found.clear();
        if (search.sideToPlayCanCaptureKing()) return found;
        if (search.intelligent && kind == Kind.HELP && !parry && !seriesSideMustAvoidGoal && n >= INTELLIGENT_FROM
                && IntelligentHelp.applies(search, goal)) {
            List<int[]> lines = IntelligentHelp.solveSeries(search, goal, n, longestPlans);
            if (lines != null) {
                found.addAll(lines);
                return found;
            }
        }
        // a proof game out of reach from the start (the shorter lengths): no table, no threads
        if (search.proofBound != null && !search.proofBound.possible(search.position, search.position.sideToMove(), n,
                (parry ? n : 0) + (kind == Kind.DIRECT ? 0 : 1))) return found;
        // a proof game's reasoning leaves few positions to remember
        int bits = search.proofBound != null ? Math.min(21, FailTable.bitsFor(n + 1)) : FailTable.bitsFor(n + 1);
        if (failed == null || failed.bits < bits) failed = new FailTable(bits);
        int threads = RootSplit.threadsFor(search, n, PARALLEL_FROM);
        if (threads > 1) return parallel(n, threads);
        series(n, 0, 0);
        return found;
    }

    /** Intelligent mode's plans kept for the shorter series (see {@link #longest}), or null. */
    private IntelligentHelp.SeriesPlans longestPlans;

    /**
     * The series will be solved at each length up to {@code n}: intelligent mode builds its plans
     * once, for the longest, and filters them for the others.
     */
    public void longest(int n) { longestPlans = new IntelligentHelp.SeriesPlans(n); }

    /** Below this many series moves the plain search is quick enough. */
    private static final int INTELLIGENT_FROM = 4;

    /** Series this long are worth threads. */
    private static final int PARALLEL_FROM = 5;

    /**
     * The first moves shared out among threads ({@link RootSplit}), each with its own copy of the
     * position and its own solver, all with the one fail table; the lines under one first move are
     * sorted, so that the answer does not depend on the threads.
     */
    private List<int[]> parallel(int n, int threads) {
        int end = rootMoves(n, 0);
        if (end < 0) return found;
        int[] firsts = Arrays.copyOfRange(search.stack, 0, end);
        List<List<int[]>> byFirst = RootSplit.run(firsts.length, threads, () -> {
            SeriesSolver worker = new SeriesSolver(search.copy(), goal, kind, parry, helpParries);
            worker.failed = failed;
            worker.seriesSideMustAvoidGoal = seriesSideMustAvoidGoal;
            worker.otherSideBound = otherSideBound;
            worker.everyWay = everyWay;
            int workerEnd = worker.search.legal(0);
            boolean predict = worker.predictChecks(n);
            int enemyKing = worker.search.position.king(Search.other(worker.search.position.sideToMove()));
            return i -> {
                worker.found.clear();
                worker.seriesMove(firsts[i], n, 0, workerEnd, predict, enemyKing);
                return new ArrayList<>(worker.found);
            };
        });
        found.addAll(RootSplit.sortedLines(byFirst, search.orthodox()));
        return found;
    }

    /**
     * The legal moves of the series side written at {@code top}, if the position is worth
     * searching with {@code remaining} series moves; else -1 (and the position is remembered).
     */
    private int rootMoves(int remaining, int top) {
        var p = search.position;
        if (failed.contains(key(), remaining)) return -1;
        // the series side mates in ser-#, the other side in ser-h# and ser-s#
        if (search.matingPiecesGone(kind == Kind.DIRECT ? p.sideToMove() : Search.other(p.sideToMove()))) return -1;
        if (bound != null && !SeriesGoals.inReach(bound, p, kind, goal.type() == feerie.stipulation.GoalType.MATE, parry, remaining)) {
            failed.add(key(), remaining);
            return -1;
        }
        // a proof game: the series side has its moves, the other side its parries and final move
        if (search.proofBound != null && !search.proofBound.possible(p, p.sideToMove(), remaining,
                (parry ? remaining : 0) + (kind == Kind.DIRECT ? 0 : 1))) {
            failed.add(key(), remaining);
            return -1;
        }
        int end = search.legal(top);
        if (seriesSideMustAvoidGoal && search.movesReachGoal(goal, top, end, false)) {
            failed.add(key(), remaining);
            return -1;
        }
        return end;
    }

    /** Orthodox, opponent not in check: a checking series move is known before it is played (and skipped, except in parry series where the other side parries it). */
    private boolean predictChecks(int remaining) {
        var p = search.position;
        return remaining > 1 && !parry && search.orthodox != null
                && !Orthodox.inCheck(p, search.orthodox, Search.other(p.sideToMove()));
    }

    private boolean series(int remaining, int depth, int top) {
        search.checkTime();
        var p = search.position;
        int end = rootMoves(remaining, top);
        if (end < 0) return false;
        boolean any = false;
        boolean predict = predictChecks(remaining);
        int enemyKing = p.king(Search.other(p.sideToMove()));
        for (int i = top; i < end; i++) any |= seriesMove(search.stack[i], remaining, depth, end, predict, enemyKing);
        if (!any) failed.add(key(), remaining);
        return any;
    }

    /** The series move {@code m} and what follows it; the moves from {@code end} on are scratch space. */
    private boolean seriesMove(int m, int remaining, int depth, int end, boolean predict, int enemyKing) {
        var p = search.position;
        if (predict && OrthodoxChecks.givesCheck(p, search.orthodox, m, enemyKing)) return false;
        boolean any = false;
        path[depth] = m;
        p.make(m);
        if (remaining == 1) any = finishRemembered(m, depth + 1, end);
        // a goal reached by a series move ends the series (the shorter solution is found at its
        // own length): py 4.104, ser-x2 and pser-+2, except the goals of immobility (ser-=2 goes on)
        else if (goalEndsSeries && search.reached(goal, m, end)) any = false;
        // ser-s: once the other side would be forced to reach the goal, the play stops there (a
        // shorter solution, found at its own length): TESTS-series_play-08, "stop solving when the
        // goal is reached"
        else if (kind == Kind.SELF && forcedToGoal(end)) any = false;
        else if (otherSideBound && otherSideCanReachGoal(end)) any = false;
        else if (predict || !search.inCheck()) {
            p.make(Move.NULL);
            // parry series: once past the first move, a series goes on only by its shortest way
            // to the goal (py 4.104, pser-x3: after 1.a7-a8=Q only 2.Qa8*a6, no 2.d3-d4 3.Qa8*a6)
            any = !(parry && !everyWay && remaining > 2 && shorterExists(remaining - 1, depth + 1, end))
                    && series(remaining - 1, depth + 1, end);
            p.unmake(Move.NULL);
        } else if (parry) {
            any = parries(remaining - 1, depth + 1, end);
        }
        p.unmake(m);
        return any;
    }

    /** Has the series side, to move, a solution in fewer than {@code remaining} moves here? Nothing is recorded. */
    private boolean shorterExists(int remaining, int depth, int top) {
        int mark = found.size();
        try {
            for (int k = 1; k < remaining; k++) if (series(k, depth, top)) return true;
            return false;
        } finally {
            found.subList(mark, found.size()).clear();
        }
    }

    /**
     * Parry series: the other side, in check, parries with a move and the series goes on. In
     * help play any parry may be chosen; otherwise the other side chooses, so every parry must
     * fail him (the lines found under a parry are dropped when another one refutes).
     */
    private boolean parries(int remaining, int depth, int top) {
        var p = search.position;
        int end = search.legal(top);
        if (end == top) return false;
        int mark = found.size();
        boolean any = false;
        for (int i = top; i < end; i++) {
            int d = search.stack[i];
            path[depth] = d | PARRY;
            p.make(d);
            boolean ok = false;
            // in a self series an answer to the check that reaches the goal ends the line, won
            // (py 4.104, pser-sx3: 2.Qh6-d6 + Ke5*d6 x beside 2...Ke5-f5 3.Qd6-f6 + Kf5*f6 x)
            if (kind == Kind.SELF && search.reached(goal, d, end)) {
                found.add(Arrays.copyOf(path, depth + 1));
                ok = true;
            } else if (helpParries) ok = series(remaining, depth + 1, end);
            // the other side chooses his parry, and after it the series side wins by its quickest
            // way, which may be shorter than the moves left (py 4.104, pser-#4: 1.Bb4-d6 + Kc7-d7
            // 2.Qf8-e7 + Kd7-c8 3.Qe7-c7 #, no fourth move there)
            else for (int k = 1; k <= remaining && !ok; k++) ok = series(k, depth + 1, end);
            p.unmake(d);
            any |= ok;
            if (!ok && !helpParries) {
                found.subList(mark, found.size()).clear();
                return false;
            }
        }
        return any;
    }

    /** Help finish with goal mate: only a checking move can mate (see {@link Search#checkingGoalMoves}). */
    private boolean mateInOne(int length, int top) {
        leafLength = length;
        return search.checkingGoalMoves(goal, top, this);
    }

    private int leafLength;

    @Override
    public boolean found(int move) {
        path[leafLength] = move;
        found.add(Arrays.copyOf(path, leafLength + 1));
        return true;
    }

    /** Marks a parry in a found path (move ints never use the sign bit). */
    public static final int PARRY = 1 << 31;

    /**
     * A found path of a parry series as a printable line: series moves numbered, parries and
     * the other side's final move (help, self) not.
     */
    public Line parryLine(int[] path) { return ParryLines.line(search, goal, kind != Kind.DIRECT, path); }

    private Goal goal() { return goal; }

    /** Self series: must the side to move (the other side) reach the goal with every move it has? */
    private boolean forcedToGoal(int top) {
        // the first legal move that misses the goal answers "no": the moves are tested for
        // legality one at a time, the one that answered last time first
        int missing = search.moveMissingGoal(goal, top, missKiller);
        if (missing >= 0) missKiller = missing;
        return missing == Search.ALL_REACH;
    }

    /**
     * The finish after the last series move, a finish that failed remembered in the fail table
     * (depth 0): many orders of the series moves reach one final position. Its key takes in the
     * last move and the unit that made it, on which a condition may judge the other side's
     * moves (Disparate); only goals that the position and that move decide are remembered.
     */
    private boolean finishRemembered(int last, int length, int top) {
        if (!finishByPosition) return finish(last, length, top);
        var p = search.position;
        long z = (last * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(p.lastMover() * 0xC2B2AE3D27D4EB4FL, 17);
        long k = key() ^ z ^ (z >>> 31);
        if (failed.contains(k, 0)) return false;
        boolean any = finish(last, length, top);
        if (!any) failed.add(k, 0);
        return any;
    }

    /** Is the finish decided by the position and the last series move alone (so that its failure may be remembered)? */
    private final boolean finishByPosition;

    private boolean finish(int last, int length, int top) {
        switch (kind) {
            case DIRECT:
                if (!search.reached(goal, last, top)) return false;
                found.add(Arrays.copyOf(path, length));
                return true;
            case HELP: {
                if (goal.type() == feerie.stipulation.GoalType.MATE) return mateInOne(length, top);
                // stalemate: two pieces that no single move stops leave nothing to try
                if (goal.type() == feerie.stipulation.GoalType.STALEMATE && search.orthodox != null
                        && OrthodoxStalemate.unstoppable(search.position, search.orthodox, Search.other(search.position.sideToMove())) == -2)
                    return false;
                int end = search.legal(top);
                boolean any = false;
                for (int i = top; i < end; i++) {
                    int m = search.stack[i];
                    search.position.make(m);
                    if (search.reached(goal, m, end)) {
                        path[length] = m;
                        found.add(Arrays.copyOf(path, length + 1));
                        any = true;
                    }
                    search.position.unmake(m);
                }
                return any;
            }
            default: {
                if (!forcedToGoal(top)) return false;
                int end = search.legal(top);
                for (int i = top; i < end; i++) {
                    path[length] = search.stack[i];
                    found.add(Arrays.copyOf(path, length + 1));
                }
                return true;
            }
        }
    }
}
