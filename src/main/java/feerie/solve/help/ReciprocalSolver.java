package feerie.solve.help;

import feerie.solve.FailTable;
import feerie.solve.Line;
import feerie.solve.Replay;
import feerie.solve.RootSplit;
import feerie.solve.Search;

import feerie.solve.intelligent.FinalPositionBound;
import feerie.solve.intelligent.IntelligentHelp;
import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reciprocal help play (reci-h#n, reci-h(A)Bn): after 2n-2 cooperative half-moves (in the series
 * form ser-reci-h, n-1 series moves of Black), Black starting,
 * Black must be able both to help White reach goal B in one more move each, and to reach goal A
 * himself in one move. Every such continuation is a solution line.
 */
public final class ReciprocalSolver {
    private final Search search;
    private final Goal helpGoal;
    private final Goal directGoal;
    private final int[] path = new int[512];
    private final List<int[]> found = new ArrayList<>();
    /** For each found line, whether it ends with the direct goal (for the suffix of its last move). */
    private final List<Boolean> direct = new ArrayList<>();

    /** Reused at every end position: their hash tables are big, and remain valid. */
    private final HelpSolver directPart, helpPart;

    /** Series form (ser-reci-h): Black's first n-1 moves are a series, White passing. */
    private final boolean series;
    /** Positions known to lead to no solution, by remaining half-moves (series moves). */
    private FailTable failed;
    /** The intelligent-mode counting, in orthodox chess, or null. */
    private final FinalPositionBound bound;

    public ReciprocalSolver(Search search, Goal helpGoal, Goal directGoal) { this(search, helpGoal, directGoal, false); }

    public ReciprocalSolver(Search search, Goal helpGoal, Goal directGoal, boolean series) {
        this.series = series;
        this.search = search;
        this.helpGoal = helpGoal;
        this.directGoal = directGoal;
        this.directPart = new HelpSolver(search, directGoal);
        this.helpPart = new HelpSolver(search, helpGoal);
        this.bound = search.orthodox() && (counted(helpGoal) || counted(directGoal)) ? new FinalPositionBound(search.position) : null;
    }

    private static boolean counted(Goal goal) {
        return goal.type() == feerie.stipulation.GoalType.MATE || goal.type() == feerie.stipulation.GoalType.STALEMATE;
    }

    /** Lines of play in {@code n} (Black to move), each with the goal its last move reaches. */
    public List<Line> solve(int n) {
        found.clear();
        direct.clear();
        int remaining = series ? n - 1 : 2 * n - 2;
        if (failed == null || failed.bits < FailTable.bitsFor(remaining + 2)) failed = new FailTable(FailTable.bitsFor(remaining + 2));
        if (!intelligent(n)) {
            if (search.orthodox() && remaining >= PARALLEL_FROM) parallel(remaining);
            else play(remaining, 0, 0);
        }
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            Goal goal = direct.get(i) ? directGoal : helpGoal;
            // in series form a help ending's last move is White's, written unnumbered
            lines.add(series ? Replay.line(search, found.get(i), goal, !direct.get(i), true, n)
                    : Replay.line(search, found.get(i), goal, false, false));
        }
        return lines;
    }

    /**
     * The set play of reci-h n (n at least 2, White to move): White's half-move first, then the
     * play of n-1 (py 4.104, reci-hx2 with SetPlay: "1...Ke1-f2 2.Bb7-g2 Kf2*g2 x" and "1...Ke1-f2
     * 2.Bb7*h1 x").
     */
    public List<Line> solveSet(int n) {
        found.clear();
        direct.clear();
        int remaining = 2 * n - 3;
        if (failed == null || failed.bits < FailTable.bitsFor(remaining + 2)) failed = new FailTable(FailTable.bitsFor(remaining + 2));
        play(remaining, 0, 0);
        List<Line> lines = new ArrayList<>();
        // White's move is the second half of Black's first: "1...Ka1-b2 2.Bb1-c2 Kb2*c2 x"
        for (int i = 0; i < found.size(); i++) lines.add(Replay.line(search, found.get(i), direct.get(i) ? directGoal : helpGoal, true, false));
        // the fail table knows positions by their remaining half-moves, not by the side that
        // started: the play proper starts afresh
        failed = null;
        return lines;
    }

    /**
     * Intelligent mode: every line's help ending is a help play line of 2n half-moves, so the
     * search goes towards that goal's final positions ({@link IntelligentHelp}) and, two
     * half-moves before it, looks for both endings as the plain search does. False if it does not apply.
     */
    private boolean intelligent(int n) {
        if (series || !search.intelligent || 2 * n < 7 || !IntelligentHelp.applies(search, helpGoal)) return false;
        List<int[]> lines = IntelligentHelp.solveReciprocal(search, helpGoal, 2 * n, s -> {
            ReciprocalSolver worker = new ReciprocalSolver(s, helpGoal, directGoal, false);
            return new IntelligentHelp.Ending() {
                @Override public int halfMoves() { return 2; }

                @Override public boolean finish(int[] path, int depth, int top, List<int[]> out) {
                    System.arraycopy(path, 0, worker.path, 0, depth);
                    worker.found.clear();
                    worker.direct.clear();
                    boolean any = worker.finish(depth, top);
                    out.addAll(worker.found);
                    return any;
                }
            };
        });
        if (lines == null) return false;
        // a direct ending is one half-move short of a help ending
        for (int[] line : lines) {
            found.add(line);
            direct.add(line.length == 2 * n - 1);
        }
        return true;
    }

    /** Searches with this many moves before the endings are worth threads. */
    private static final int PARALLEL_FROM = 5;

    /** A found line and whether it ends with the direct goal. */
    private record Ending(int[] path, boolean direct) {}

    /**
     * The first moves shared out among threads ({@link RootSplit}), each with its own copy of the
     * position and its own solver, all with the one fail table; the lines under one first move
     * are sorted, so that the answer does not depend on the threads.
     */
    private void parallel(int remaining) {
        var p = search.position;
        if (failed.contains(p.hash(), remaining) || bound != null && !endingsInReach(remaining)) return;
        int end = search.legal(0);
        int[] firsts = Arrays.copyOfRange(search.stack, 0, end);
        List<List<Ending>> byFirst = RootSplit.run(firsts.length, RootSplit.threads(), () -> {
            ReciprocalSolver worker = new ReciprocalSolver(search.copy(), helpGoal, directGoal, series);
            worker.failed = failed;
            int workerEnd = worker.search.legal(0);
            return i -> {
                worker.found.clear();
                worker.direct.clear();
                worker.playMove(firsts[i], remaining, 0, workerEnd);
                List<Ending> endings = new ArrayList<>();
                for (int k = 0; k < worker.found.size(); k++) endings.add(new Ending(worker.found.get(k), worker.direct.get(k)));
                return endings;
            };
        });
        for (List<Ending> l : byFirst) {
            l.sort((a, b) -> Arrays.compare(a.path, b.path));
            for (Ending e : l) {
                found.add(e.path);
                direct.add(e.direct);
            }
        }
    }

    private boolean play(int remaining, int depth, int top) {
        search.checkTime();
        if (remaining == 0) return finish(depth, top);
        var p = search.position;
        if (failed.contains(p.hash(), remaining)) return false;
        if (bound != null && !endingsInReach(remaining)) {
            failed.add(p.hash(), remaining);
            return false;
        }
        int end = search.legal(top);
        boolean any = false;
        for (int i = top; i < end; i++) any |= playMove(search.stack[i], remaining, depth, end);
        if (!any) failed.add(p.hash(), remaining);
        return any;
    }

    /** The move {@code m} and what follows it; the moves from {@code end} on are scratch space. */
    private boolean playMove(int m, int remaining, int depth, int end) {
        var p = search.position;
        boolean any = false;
        path[depth] = m;
        p.make(m);
        if (!series) {
            any = play(remaining - 1, depth + 1, end);
        } else if (!search.inCheck()) {
            // a series move may not give check; the other side passes
            p.make(feerie.piece.movement.Move.NULL);
            any = play(remaining - 1, depth + 1, end);
            p.unmake(feerie.piece.movement.Move.NULL);
        }
        p.unmake(m);
        return any;
    }

    /**
     * Both endings must stay within reach ({@link FinalPositionBound}): Black's own goal move and
     * White's after one more of Black's. Of the half-moves left before them, White plays the last.
     */
    private boolean endingsInReach(int remaining) {
        var p = search.position;
        int black = feerie.piece.Side.BLACK, white = feerie.piece.Side.WHITE;
        int whiteMoves = series ? 0 : (remaining + 1) / 2;
        int blackMoves = series ? remaining : remaining / 2;
        if (counted(directGoal) && !bound.possible(p, white, blackMoves + 1, whiteMoves, directGoal.type() == feerie.stipulation.GoalType.MATE))
            return false;
        return !counted(helpGoal) || bound.possible(p, black, whiteMoves + 1, blackMoves + 1, helpGoal.type() == feerie.stipulation.GoalType.MATE);
    }

    private boolean finish(int depth, int top) {
        List<int[]> directMoves = directPart.solve(1, top);
        if (directMoves.isEmpty()) return false;
        List<int[]> helpMoves = helpPart.solve(2, top);
        if (helpMoves.isEmpty()) return false;
        for (int[] h : helpMoves) add(depth, h, false);
        for (int[] d : directMoves) add(depth, d, true);
        return true;
    }

    private void add(int depth, int[] tail, boolean isDirect) {
        int[] line = Arrays.copyOf(path, depth + tail.length);
        System.arraycopy(tail, 0, line, depth, tail.length);
        found.add(line);
        direct.add(isDirect);
    }
}
