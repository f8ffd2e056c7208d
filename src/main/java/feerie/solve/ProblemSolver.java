package feerie.solve;

import feerie.piece.Side;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/**
 * Solves a problem twin by twin into data ({@link TwinSolution}); printing is elsewhere.
 * Help and series play are supported; other play types are reported as unsupported.
 */
public final class ProblemSolver {
    /** The solution of one twin: its twin (null for the diagram itself) and its lines. */
    public record TwinSolution(Twin twin, List<Line> lines) {}

    private final long timeLimitNanos;

    public ProblemSolver(long timeLimitNanos) { this.timeLimitNanos = timeLimitNanos; }

    public List<TwinSolution> solve(Problem problem) {
        RuleSelection.of(problem);
        for (String option : problem.options().names()) {
            if (!SUPPORTED_OPTIONS.contains(option.toLowerCase())) throw new UnsupportedException("option " + option);
        }
        List<TwinSolution> out = new ArrayList<>();
        Setup previous = new Setup(problem);
        if (!problem.zeroPosition()) out.add(new TwinSolution(null, solveOne(problem, previous)));
        for (Twin twin : problem.twins()) {
            Setup s = twin.continued() ? previous.copy() : new Setup(problem);
            s.apply(twin);
            previous = s;
            out.add(new TwinSolution(twin, solveOne(problem, s)));
        }
        return out;
    }

    private static final java.util.Set<String> SUPPORTED_OPTIONS = java.util.Set.of(
            "movenumbers", "intelligent", "noboard", "maxtime", "whitetoplay", "nocastling");

    private List<Line> solveOne(Problem problem, Setup setup) {
        Stipulation stip = setup.stipulation();
        if (stip == null) throw new UnsupportedException("problem without a stipulation");
        if (stip.isStructured()) throw new UnsupportedException("structured stipulation");
        boolean castling = !problem.options().has("NoCastling");
        var position = setup.position(castling);
        long deadline = timeLimitNanos > 0 ? System.nanoTime() + timeLimitNanos : 0;
        int maxTime = problem.options().intArg("MaxTime", 0);
        if (maxTime > 0) {
            long own = System.nanoTime() + maxTime * 1_000_000_000L;
            deadline = deadline == 0 ? own : Math.min(deadline, own);
        }
        RuleSelection.checkGoals(stip, setup.rules());
        Search search = new Search(position, setup.rules(), deadline);
        PlayType type = stip.playType();
        List<Line> lines = new ArrayList<>();
        switch (type) {
            case HELP: {
                int half = 2 * stip.moves() + (stip.plusHalf() ? 1 : 0);
                boolean whiteFirst = stip.plusHalf();
                if (problem.options().has("WhiteToPlay") && !stip.plusHalf()) {
                    half -= 1;
                    whiteFirst = true;
                }
                position.setSideToMove(whiteFirst ? Side.WHITE : Side.BLACK);
                for (int[] path : new HelpSolver(search, stip.goal()).solve(half))
                    lines.add(Replay.line(search, path, stip.goal(), whiteFirst, false));
                break;
            }
            case SERIES_DIRECT:
            case SERIES_HELP:
            case SERIES_SELF: {
                SeriesSolver.Kind kind = type == PlayType.SERIES_DIRECT ? SeriesSolver.Kind.DIRECT
                        : type == PlayType.SERIES_HELP ? SeriesSolver.Kind.HELP : SeriesSolver.Kind.SELF;
                position.setSideToMove(kind == SeriesSolver.Kind.HELP ? Side.BLACK : Side.WHITE);
                int from = kind == SeriesSolver.Kind.DIRECT ? 1 : stip.moves();
                SeriesSolver solver = new SeriesSolver(search, stip.goal(), kind);
                for (int n = from; n <= stip.moves(); n++) {
                    for (int[] path : solver.solve(n))
                        lines.add(Replay.line(search, path, stip.goal(), kind != SeriesSolver.Kind.DIRECT, true));
                }
                break;
            }
            default:
                throw new UnsupportedException("play type " + stip);
        }
        return lines;
    }
}
