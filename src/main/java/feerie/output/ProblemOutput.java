package feerie.output;

import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import feerie.solve.TwinSolution;
import feerie.solve.Search;
import feerie.solve.UnsupportedException;
import java.util.List;

/**
 * Popeye's whole output for one problem: the header ({@link ProblemHeader}), then per twin its
 * heading ({@link TwinHeading}) and solution ({@link SolutionWriter#body}), then the closing line
 * and two blank lines. The outputs of the problems of one file, one after another, are the
 * output of the file.
 *
 * <p>Layout (as in Popeye 4.104 with {@code -regression}): without twins the body follows the
 * stipulation line directly (it starts with its own blank line). With twins a blank line
 * follows the stipulation line, then for a zero position its word and two blank lines, then
 * each twin's heading line and body.
 */
public final class ProblemOutput {
    private ProblemOutput() {
    }

    /** How solving one problem ended. */
    public enum Status { SOLVED, UNSUPPORTED, TIMEOUT, ERROR }

    /**
     * @param text    the full output when solved, else ""
     * @param message why it was not solved ("" when solved)
     * @param nanos   solving time
     */
    public record Outcome(Problem problem, Status status, String text, String message, long nanos) {
        public boolean solved() {
            return status == Status.SOLVED;
        }
    }

    /** Solves the problem and renders its output; never throws for a problem it cannot solve. */
    public static Outcome solve(Problem problem, long timeLimitNanos) {
        return solve(problem, timeLimitNanos, null);
    }

    /** A solved problem's data, for outputs other than Popeye's text (JSON). */
    public interface SolvedData {
        void accept(ProblemSolver solver, List<TwinSolution> solved);
    }

    /** The same, handing the solution's data to {@code data} (if not null) when solved. */
    public static Outcome solve(Problem problem, long timeLimitNanos, SolvedData data) {
        long start = System.nanoTime();
        try {
            ProblemSolver solver = new ProblemSolver(timeLimitNanos);
            List<TwinSolution> solved = solver.solve(problem);
            String text = render(problem, solved);
            if (data != null) data.accept(solver, solved);
            return new Outcome(problem, Status.SOLVED, text, "", System.nanoTime() - start);
        } catch (feerie.solve.ProblemIgnoredException e) {
            // Popeye writes why on its error stream and nothing but the closing line on its output
            return new Outcome(problem, Status.SOLVED, "\n" + closing(problem), "", System.nanoTime() - start);
        } catch (UnsupportedException e) {
            return new Outcome(problem, Status.UNSUPPORTED, "", "unsupported: " + e.getMessage(), System.nanoTime() - start);
        } catch (feerie.condition.UnknownConditionException e) {
            // a condition meeting, while solving, a case whose rules Féerie does not know (TraitorChess's defecting king)
            return new Outcome(problem, Status.UNSUPPORTED, "", "unsupported: condition " + e.getMessage(), System.nanoTime() - start);
        } catch (Search.TimeoutException e) {
            return new Outcome(problem, Status.TIMEOUT, "", "timeout: " + e.getMessage(), System.nanoTime() - start);
        } catch (RuntimeException | StackOverflowError e) {
            if (Boolean.getBoolean("feerie.stack")) e.printStackTrace();
            return new Outcome(problem, Status.ERROR, "", "internal error: " + e, System.nanoTime() - start);
        }
    }

    /** The full output text of a solved problem: the header, then {@link #solutionPart}. */
    public static String render(Problem problem, List<TwinSolution> solved) {
        return problemNotices(problem) + ProblemHeader.render(problem, feerie.solve.RuleSelection.geometry(problem)) + solutionPart(problem, solved);
    }

    /**
     * Popeye checks the options against the problem's stipulation before printing anything of
     * it, and says which it ignores (see {@link #stipulationNotices}).
     */
    static String problemNotices(Problem problem) {
        StringBuilder b = new StringBuilder();
        for (String n : stipulationNotices(problem, problem.stipulation())) b.append(n).append('\n');
        return b.toString();
    }

    /**
     * The options that change a stipulation are applied each time a stipulation is set, the
     * problem's and then a twin's "stipulation" (not at each twin: py 4.104), and Popeye says
     * which it ignores, in this order: Quodlibet where there is no self or reflex end
     * ({@link feerie.solve.QuodlibetScope}), WhiteToPlay outside help play in whole moves (where White
     * would play the first half-move), PostKeyPlay outside battle play.
     */
    static List<String> stipulationNotices(Problem problem, feerie.stipulation.Stipulation stip) {
        if (stip == null || stip.isStructured()) return List.of();
        var type = stip.playType();
        boolean help = type == feerie.stipulation.PlayType.HELP;
        boolean battle = type == feerie.stipulation.PlayType.DIRECT || type == feerie.stipulation.PlayType.SELF
                || type == feerie.stipulation.PlayType.REFLEX || type == feerie.stipulation.PlayType.SEMI_REFLEX;
        var options = problem.options();
        List<String> out = new java.util.ArrayList<>();
        if (options.has("Quodlibet") && feerie.solve.QuodlibetScope.of(stip) == feerie.solve.QuodlibetScope.NOT_APPLICABLE)
            out.add(Vocabulary.notice(problem.language(), feerie.solve.Notice.QUODLIBET));
        // (a proof game takes it as who moves first in a=>b: py 4.104 says nothing)
        if (options.has("WhiteToPlay") && !(help && !stip.plusHalf()) && !feerie.solve.WhiteToPlayRules.whiteToPlayHalves(stip, options)
                && !feerie.solve.WhiteToPlayRules.whiteToPlayShortensSeries(stip, options)
                && !feerie.solve.WhiteToPlayRules.whiteToPlayIgnoredSilently(stip)
                && !feerie.solve.proof.ProofGame.is(stip))
            out.add(Vocabulary.notice(problem.language(), feerie.solve.Notice.WHITE_TO_PLAY));
        if (options.has("PostKeyPlay") && !battle)
            out.add(Vocabulary.notice(problem.language(), feerie.solve.Notice.POST_KEY_PLAY));
        return out;
    }

    /** The stipulation a twin sets, or null if it keeps the one it has. */
    private static feerie.stipulation.Stipulation stipulationSet(feerie.problem.Twin twin) {
        feerie.stipulation.Stipulation set = null;
        for (var c : twin.commands()) {
            if (c instanceof feerie.problem.TwinCommand.StipulationChange change) set = change.stipulation();
        }
        return set;
    }

    /** What follows the header: each twin's heading and solution, and the closing line. */
    public static String solutionPart(Problem problem, List<TwinSolution> solved) {
        StringBuilder b = new StringBuilder();
        List<String> headings = TwinHeading.headings(problem);
        // Popeye counts the first moves it numbers (MoveNumbers) on through the twins of help and
        // series play (py 4.104: twin b) of an h#2 goes on at 4 after a)'s 1 to 3); battle play
        // starts each twin at 1
        int numbered = 0;
        if (headings.isEmpty()) {
            for (TwinSolution t : solved) {
                String body = SolutionWriter.body(problem, t, numbered);
                // the parts of a structured "a & b" (no twins): each after the last without the blank line it starts with
                if (b.length() > 0 && body.startsWith("\n")) body = body.substring(1);
                b.append(body);
                numbered += SolutionWriter.numberedFirstMoves(t);
            }
        } else {
            b.append('\n');
            if (problem.zeroPosition()) {
                b.append(TwinHeading.zeroPositionLine(problem.language())).append("\n\n\n");
            }
            for (int i = 0; i < solved.size(); i++) {
                // remarks written after a twin's keyword come before its heading, after the
                // previous twin's solution and a blank line; so do the notices of the options
                // that a new stipulation of the twin does not take
                var twin = solved.get(i).twin();
                List<String> before = new java.util.ArrayList<>();
                if (twin != null) {
                    before.addAll(twin.remarks());
                    var set = stipulationSet(twin);
                    if (set != null) before.addAll(stipulationNotices(problem, set));
                }
                if (i > 0 && !before.isEmpty() && b.length() > 0 && b.charAt(b.length() - 1) == '\n') {
                    b.setLength(b.length() - 1);
                    for (String line : before) b.append(line).append('\n');
                    b.append('\n');
                }
                b.append(i < headings.size() ? headings.get(i) : "").append('\n');
                b.append(SolutionWriter.body(problem, solved.get(i), numbered));
                numbered += SolutionWriter.numberedFirstMoves(solved.get(i));
            }
        }
        b.append(SolutionWriter.closing(problem, solved)).append("\n\n\n");
        return b.toString();
    }

    /** "solution finished." in the problem's language, and the two blank lines after it. */
    public static String closing(Problem problem) {
        return Vocabulary.solutionFinished(problem.language()) + "\n\n\n";
    }
}
