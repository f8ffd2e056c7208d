package feerie.verify;

import feerie.crosscheck.ClaimException;
import feerie.crosscheck.CrossCheck;
import feerie.crosscheck.Verdict;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import feerie.verify.Verifier.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code feerie verify} for a Popeye {@code x.inp} without an {@code x.out} but with a claimed
 * solution beside it ({@code x.sol} or {@code x.txt}, in any notation the cross-check reads, such
 * as a published solution): each problem is OK when the claim is exactly its solution, else a
 * MISMATCH naming the first line refuted or missing.
 */
final class ClaimVerifier {
    private ClaimVerifier() {}

    /** The claim beside a Popeye problem file, or null when there is none (or the file is no .inp). */
    static Path claimBeside(Path problemFile) {
        String name = problemFile.getFileName().toString();
        if (!name.endsWith(".inp")) return null;
        String stem = name.substring(0, name.length() - 4);
        for (String ext : new String[] {".sol", ".txt"}) {
            Path claim = problemFile.resolveSibling(stem + ext);
            if (Files.isRegularFile(claim)) return claim;
        }
        return null;
    }

    /** Is the file a claim beside a problem (x.txt next to x.inp), not a problem file of its own? */
    static boolean isClaim(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".txt") && Files.exists(file.resolveSibling(name.substring(0, name.length() - 4) + ".inp"));
    }

    static List<Result> verify(List<ParseResult> parsed, Path claimFile, long timeLimitNanos) {
        List<Result> results = new ArrayList<>();
        String claim;
        try {
            claim = feerie.input.ProblemText.decode(Files.readAllBytes(claimFile));
        } catch (IOException e) {
            results.add(new Result(claimFile.toString(), Verifier.Verdict.ERROR, "cannot read: " + e.getMessage(), 0));
            return results;
        }
        long problems = parsed.stream().filter(r -> r instanceof Problem).count();
        List<String> parts = Verifier.splitOutputs(claim);
        int index = 0;
        for (ParseResult r : parsed) {
            if (r instanceof ProblemError e) {
                results.add(new Result(e.sourceFile() + ":" + e.line(), Verifier.Verdict.ERROR, e.message(), 0));
                continue;
            }
            Problem p = (Problem) r;
            String name = p.sourceFile() + ":" + p.line();
            String part = problems > 1 && parts.size() == problems ? parts.get(index) : claim;
            index++;
            Outcome o = ProblemOutput.solve(p, timeLimitNanos);
            if (!o.solved()) {
                Verifier.Verdict v = switch (o.status()) {
                    case UNSUPPORTED -> Verifier.Verdict.UNSUPPORTED;
                    case TIMEOUT -> Verifier.Verdict.TIMEOUT;
                    default -> Verifier.Verdict.ERROR;
                };
                results.add(new Result(name, v, o.message(), o.nanos()));
                continue;
            }
            try {
                CrossCheck.Report report = CrossCheck.check(p, o.text(), part, claimFile.toString());
                Verdict wrong = report.verdicts().stream().filter(v -> v.kind() != Verdict.Kind.CONFIRMED).findFirst().orElse(null);
                results.add(report.exact() ? new Result(name, Verifier.Verdict.OK, "claim " + claimFile.getFileName() + " confirmed", o.nanos())
                        : new Result(name, Verifier.Verdict.MISMATCH, wrong == null ? "no claimed moves" : wrong.toString(), o.nanos()));
            } catch (ClaimException e) {
                results.add(new Result(name, Verifier.Verdict.ERROR, e.located(), o.nanos()));
            } catch (RuntimeException e) {
                results.add(new Result(name, Verifier.Verdict.ERROR, "cross-check: " + e, o.nanos()));
            }
        }
        return results;
    }
}
