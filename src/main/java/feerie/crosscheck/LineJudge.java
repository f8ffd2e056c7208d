package feerie.crosscheck;

import feerie.solve.Search;
import feerie.stipulation.Goal;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Judges claimed lines of help and series play in one twin against the solution's lines: a line
 * is confirmed when one of its readings is one of the solution's lines; otherwise the replay
 * says why (a move that is not legal, play that ends without the goal, a wrong length); every
 * line of the solution that no claim matched is missing.
 */
public final class LineJudge {
    private final Search search;
    private final Stipulation stip;

    public LineJudge(Search search, Stipulation stip) {
        this.search = search;
        this.stip = stip;
    }

    /** A solution line read and replayed: its moves, or null if the reader could not replay it. */
    private record Known(ClaimedLine line, int[] moves) {}

    public List<Verdict> judge(List<ClaimedLine> claims, Alphabet alphabet, List<ClaimedLine> solution, Alphabet solutionAlphabet) {
        List<Known> known = new ArrayList<>();
        for (ClaimedLine s : solution) {
            Reading r = read(s, solutionAlphabet);
            known.add(new Known(s, r.result.complete() ? r.result.readings().get(0) : null));
        }
        boolean solutionHasSetPlay = solution.stream().anyMatch(ClaimedLine::secondSideFirst);
        boolean[] claimed = new boolean[known.size()];
        List<Verdict> verdicts = new ArrayList<>();
        for (ClaimedLine c : claims) {
            Reading r = read(c, alphabet);
            int found = -1;
            for (int[] reading : r.result.readings())
                for (int k = 0; k < known.size() && found < 0; k++)
                    if (known.get(k).moves != null && Arrays.equals(known.get(k).moves, reading)) found = k;
            int read = r.result.complete() ? c.moves().size() : r.result.failedAt();
            if (found >= 0) {
                claimed[found] = true;
                verdicts.add(Verdict.confirmed(c.text()).withRead(read));
                continue;
            }
            String why = why(c, r, alphabet);
            // set play the solution does not show (no option SetPlay) is judged on its own
            if (why == null && c.secondSideFirst() && !solutionHasSetPlay) verdicts.add(Verdict.confirmed(c.text()).withRead(read));
            else verdicts.add(Verdict.refuted(c.text(), why != null ? why : "not among the solutions").withRead(read));
        }
        for (int k = 0; k < known.size(); k++) if (!claimed[k]) verdicts.add(Verdict.missing(known.get(k).line.text()));
        return verdicts;
    }

    private record Reading(LineReplay.Result result, int[] movers) {}

    /** The first schedule under which the line reads completely; else the expected one's failure. */
    private Reading read(ClaimedLine line, Alphabet alphabet) {
        Reading first = null;
        for (int[] movers : Schedules.of(stip, line.secondSideFirst(), line.moves().size())) {
            Reading r = new Reading(LineReplay.replay(search, line.moves(), movers, alphabet), movers);
            if (r.result.complete()) return r;
            if (first == null) first = r;
        }
        return first;
    }

    /** Why a line that is no solution fails; null when it looks like a solution after all. */
    private String why(ClaimedLine c, Reading r, Alphabet alphabet) {
        List<ClaimedMove> moves = c.moves();
        if (!r.result.complete()) {
            int at = r.result.failedAt();
            String before = at == 0 ? "" : " after " + text(moves.subList(0, at));
            return r.result.why() + before;
        }
        int[] reading = r.result.readings().get(0);
        Goal goal = stip.goal();
        if (goal == null || stip.reciprocalGoal() != null) return "not among the solutions";
        boolean[] reached = LineReplay.afterEach(search, reading, r.movers,
                (s, m) -> s.reached(goal, m, LineReplay.TOP));
        int last = reading.length - 1;
        if (!reached[last]) return "play ends without " + goalName(goal) + " (" + moves.get(last).text() + " is not " + goalName(goal) + ")";
        for (int i = 0; i < last; i++)
            if (reached[i] && r.movers[i] == r.movers[last]) return goalName(goal) + " comes too early, at " + moves.get(i).text();
        int expected = expectedLength(c.secondSideFirst());
        if (expected > 0 && reading.length != expected)
            return "the line has " + reading.length + " half-moves, " + stip + " needs " + expected;
        return null;
    }

    /** Half-moves of a solution line, 0 when not known (series play writes them variously). */
    private int expectedLength(boolean setPlay) {
        if (stip.playType() != feerie.stipulation.PlayType.HELP) return 0;
        return stip.helpHalfMoves() - (setPlay ? 1 : 0);
    }

    static String goalName(Goal goal) {
        return switch (goal.type()) {
            case MATE -> "mate";
            case STALEMATE -> "stalemate";
            default -> "the goal " + goal;
        };
    }

    private static String text(List<ClaimedMove> moves) {
        StringBuilder b = new StringBuilder();
        for (ClaimedMove m : moves) b.append(b.length() == 0 ? "" : " ").append(m.text());
        return b.toString();
    }
}
