package feerie.crosscheck;

import feerie.piece.movement.Move;
import feerie.solve.Search;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays a claimed line on the position, each half-move by the side the schedule names (the other
 * side passes when one side moves twice, as in series play). A move the claim leaves ambiguous
 * is followed in every meaning, so that a line is judged by what it can mean; the position is
 * left as it was.
 */
public final class LineReplay {
    /** Complete readings of the line (legal moves in order, passes left out); when none, where and why it fails. */
    public record Result(List<int[]> readings, int failedAt, String why) {
        public boolean complete() { return !readings.isEmpty(); }
    }

    private static final int MAX_READINGS = 16;
    /** The search stack above this index is free for the replay's generation (the solver's is below). */
    static final int TOP = 1 << 20;

    private final Search search;
    private final List<ClaimedMove> moves;
    private final int[] movers;
    private final Alphabet alphabet;
    private final List<int[]> readings = new ArrayList<>();
    private int failedAt = -1;
    private String why = "";

    private LineReplay(Search search, List<ClaimedMove> moves, int[] movers, Alphabet alphabet) {
        this.search = search;
        this.moves = moves;
        this.movers = movers;
        this.alphabet = alphabet;
    }

    public static Result replay(Search search, List<ClaimedMove> moves, int[] movers, Alphabet alphabet) {
        LineReplay r = new LineReplay(search, moves, movers, alphabet);
        // the side that starts is given the move, as the solver does (a pass would lose the
        // en-passant right that option EnPassant gives it)
        int side = search.position.sideToMove();
        if (movers.length > 0) search.position.setSideToMove(movers[0] & ~PARRY);
        try {
            r.walk(0, new int[moves.size()]);
        } finally {
            search.position.setSideToMove(side);
        }
        return new Result(r.readings, r.failedAt, r.why);
    }

    /**
     * In a schedule, a mover with this flag is the series side of a parry series: the other side
     * plays instead when it is in check (its parry), else the series side moves on.
     */
    public static final int PARRY = 1 << 8;

    /** The side that plays a half-move the schedule gives as {@code mover}, in position {@code p}. */
    static int resolve(feerie.position.Position p, int mover) {
        if ((mover & PARRY) == 0) return mover;
        int series = mover & ~PARRY, other = feerie.piece.Side.opponent(series);
        return p.sideToMove() == other && p.inCheck(other) ? other : series;
    }

    private void walk(int i, int[] path) {
        if (readings.size() >= MAX_READINGS) return;
        if (i == moves.size()) {
            readings.add(path.clone());
            return;
        }
        var p = search.position;
        boolean pass = p.sideToMove() != resolve(p, movers[i]);
        if (pass) p.make(Move.NULL);
        MoveMatcher.Match match = MoveMatcher.match(search, moves.get(i), alphabet, TOP);
        if (match.moves().isEmpty() && i > failedAt) {
            failedAt = i;
            why = match.why();
        }
        for (int m : match.moves()) {
            path[i] = m;
            p.make(m);
            walk(i + 1, path);
            p.unmake(m);
        }
        if (pass) p.unmake(Move.NULL);
    }

    /**
     * Plays a reading and tells, after each half-move, whether the goal was reached then
     * ({@code test} is given the search after the move, and the move).
     */
    public static boolean[] afterEach(Search search, int[] reading, int[] movers, java.util.function.BiPredicate<Search, Integer> test) {
        var p = search.position;
        int side = p.sideToMove();
        if (movers.length > 0) p.setSideToMove(movers[0] & ~PARRY);
        boolean[] passed = new boolean[reading.length];
        boolean[] result = new boolean[reading.length];
        for (int i = 0; i < reading.length; i++) {
            passed[i] = p.sideToMove() != resolve(p, movers[i]);
            if (passed[i]) p.make(Move.NULL);
            p.make(reading[i]);
            result[i] = test.test(search, reading[i]);
        }
        for (int i = reading.length - 1; i >= 0; i--) {
            p.unmake(reading[i]);
            if (passed[i]) p.unmake(Move.NULL);
        }
        p.setSideToMove(side);
        return result;
    }
}
