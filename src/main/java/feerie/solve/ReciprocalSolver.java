package feerie.solve;

import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reciprocal help play (reci-h#n, reci-h(A)Bn): after 2n-2 cooperative half-moves, Black starting,
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

    public ReciprocalSolver(Search search, Goal helpGoal, Goal directGoal) {
        this.search = search;
        this.helpGoal = helpGoal;
        this.directGoal = directGoal;
        this.directPart = new HelpSolver(search, directGoal);
        this.helpPart = new HelpSolver(search, helpGoal);
    }

    /** Lines of play in {@code n} (Black to move), each with the goal its last move reaches. */
    public List<Line> solve(int n) {
        found.clear();
        direct.clear();
        play(2 * n - 2, 0, 0);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < found.size(); i++)
            lines.add(Replay.line(search, found.get(i), direct.get(i) ? directGoal : helpGoal, false, false));
        return lines;
    }

    private void play(int remaining, int depth, int top) {
        search.checkTime();
        if (remaining == 0) {
            finish(depth, top);
            return;
        }
        var p = search.position;
        int end = search.legal(top);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            path[depth] = m;
            p.make(m);
            play(remaining - 1, depth + 1, end);
            p.unmake(m);
        }
    }

    private void finish(int depth, int top) {
        List<int[]> directMoves = directPart.solve(1, top);
        if (directMoves.isEmpty()) return;
        List<int[]> helpMoves = helpPart.solve(2, top);
        if (helpMoves.isEmpty()) return;
        for (int[] h : helpMoves) add(depth, h, false);
        for (int[] d : directMoves) add(depth, d, true);
    }

    private void add(int depth, int[] tail, boolean isDirect) {
        int[] line = Arrays.copyOf(path, depth + tail.length);
        System.arraycopy(tail, 0, line, depth, tail.length);
        found.add(line);
        direct.add(isDirect);
    }
}
