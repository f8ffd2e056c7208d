package feerie.cli;

import feerie.crosscheck.ClaimException;
import feerie.crosscheck.CrossCheck;
import feerie.crosscheck.PopeyeRun;
import feerie.crosscheck.Verdict;
import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import feerie.verify.Verifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie crosscheck PROBLEM CLAIMED}: solves the problem and judges each line of a claimed
 * solution (any notation: French long algebraic, English or German short algebraic, Popeye's
 * output): CONFIRMED, REFUTED with the reason, MISSING for a solution the claim lacks. Exit code
 * 0 when the claim is exactly the solution, 1 when something is refuted or missing, 2 for input
 * errors (a file that cannot be read, a problem or claim that cannot be parsed, a problem Féerie
 * cannot solve).
 */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
        description = {"Judges a claimed solution of a problem: CONFIRMED, REFUTED <line>: <why>, MISSING <line>.",
                "The claim may be written in French long algebraic (WinChloe), English or German short algebraic,"
                        + " or Popeye's output format; the notation is detected."})
public final class CrosscheckCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PROBLEM", description = "The problem file (Popeye's language); '-' reads standard input.")
    String problemFile;

    @Parameters(index = "1", arity = "0..1", paramLabel = "CLAIMED", description = "The claimed solution; '-' reads standard input.")
    String claimFile;

    @Option(names = "--popeye", paramLabel = "PATH", description = "Run this Popeye binary on the problem and judge its output.")
    Path popeye;

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds for solving (and for Popeye) (default ${DEFAULT-VALUE}).")
    double timeLimit = 60;

    /** Standard input; tests replace it. */
    InputStream stdin = System.in;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if ((claimFile == null) == (popeye == null)) {
            err.println("feerie crosscheck: give either a CLAIMED file or --popeye PATH");
            return 2;
        }
        if ("-".equals(problemFile) && "-".equals(claimFile)) {
            err.println("feerie crosscheck: the problem and the claim cannot both come from standard input");
            return 2;
        }
        String problemText = read(problemFile, err);
        if (problemText == null) return 2;
        String problemName = problemFile.equals("-") ? "<stdin>" : problemFile;
        List<Problem> problems = new ArrayList<>();
        for (ParseResult r : ProblemReader.read(problemText, problemName)) {
            if (r instanceof ProblemError e) {
                err.println(e.sourceFile() + ":" + e.line() + ": " + e.message());
                return 2;
            }
            problems.add((Problem) r);
        }
        if (problems.isEmpty()) {
            err.println(problemName + ":1: no problem in the file");
            return 2;
        }
        long limit = (long) (timeLimit * 1e9);
        String claimText, claimName;
        if (popeye != null) {
            try {
                claimText = PopeyeRun.output(popeye, problemText, limit);
            } catch (IOException e) {
                err.println("feerie crosscheck: cannot run " + popeye + ": " + e.getMessage());
                return 2;
            }
            claimName = popeye.getFileName() + " output";
        } else {
            claimText = read(claimFile, err);
            if (claimText == null) return 2;
            claimName = claimFile.equals("-") ? "<stdin>" : claimFile;
        }
        // a file of several problems: the claim in as many parts (Popeye's output), else all for the first
        List<String> parts = Verifier.splitOutputs(claimText);
        boolean paired = problems.size() > 1 && parts.size() == problems.size();
        int status = 0;
        for (int i = 0; i < (paired ? problems.size() : 1); i++) {
            Problem p = problems.get(i);
            ProblemOutput.Outcome o = ProblemOutput.solve(p, limit);
            if (!o.solved()) {
                err.println(p.sourceFile() + ":" + p.line() + ": cannot judge the claim: " + o.message());
                return 2;
            }
            if (paired) out.println(p.sourceFile() + ":" + p.line() + ":");
            CrossCheck.Report report;
            try {
                report = CrossCheck.check(p, o.text(), paired ? parts.get(i) : claimText, claimName);
            } catch (ClaimException e) {
                err.println(e.located());
                return 2;
            } catch (feerie.solve.UnsupportedException e) {
                err.println(p.sourceFile() + ":" + p.line() + ": cannot judge the claim: unsupported: " + e.getMessage());
                return 2;
            }
            // a hand-written claim without a move is an error; Popeye's output without one says "no solution"
            boolean popeyeOutput = CLOSING.stream().anyMatch(claimText::contains);
            if (!report.claimHasMoves() && !popeyeOutput) {
                err.println(claimName + ":1: no claimed moves found");
                return 2;
            }
            for (Verdict v : report.verdicts()) out.println(v);
            if (report.verdicts().isEmpty()) out.println("CONFIRMED no solution");
            out.println(summary(report));
            if (!report.exact()) status = 1;
        }
        return status;
    }

    /** Popeye's closing lines: a claim that has one is Popeye's output. */
    private static final List<String> CLOSING = List.of("solution finished.", "Loesung beendet.", "solution terminee.");

    static String summary(CrossCheck.Report r) {
        long[] n = new long[Verdict.Kind.values().length];
        for (Verdict v : r.verdicts()) n[v.kind().ordinal()]++;
        return String.format(Locale.ROOT, "%d confirmed, %d refuted, %d missing (claim read in %s notation)",
                n[0], n[1], n[2], r.alphabet().description());
    }

    private String read(String file, PrintWriter err) {
        try {
            byte[] bytes = file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
            return feerie.input.ProblemText.decode(bytes);
        } catch (IOException e) {
            err.println(file + ": cannot read: " + e.getMessage());
            return null;
        }
    }
}
