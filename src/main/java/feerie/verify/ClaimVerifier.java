package feerie.verify;

import feerie.crosscheck.ClaimException;
import feerie.crosscheck.CrossCheck;
import feerie.crosscheck.Verdict;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.problem.Problem;
import feerie.verify.Verifier.Result;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** The claim for the n-th problem of a file: its part when the claim has one part per problem, else all of it. */
    static String part(String claim, List<String> parts, long problems, int n) {
        return problems > 1 && parts.size() == problems ? parts.get(n) : claim;
    }

    /** One problem solved and its solution cross-checked against the claim. */
    static Result verify(Problem p, String part, Path claimFile, long timeLimitNanos) {
        String name = p.sourceFile() + ":" + p.line();
        Outcome o = ProblemOutput.solve(p, timeLimitNanos);
        if (!o.solved()) {
            Verifier.Verdict v = switch (o.status()) {
                case UNSUPPORTED -> Verifier.Verdict.UNSUPPORTED;
                case TIMEOUT -> Verifier.Verdict.TIMEOUT;
                default -> Verifier.Verdict.ERROR;
            };
            return new Result(name, v, o.message(), o.nanos());
        }
        try {
            CrossCheck.Report report = CrossCheck.check(p, o.text(), part, claimFile.toString());
            Verdict wrong = report.verdicts().stream().filter(v -> v.kind() != Verdict.Kind.CONFIRMED).findFirst().orElse(null);
            return report.exact() ? new Result(name, Verifier.Verdict.OK, "claim " + claimFile.getFileName() + " confirmed", o.nanos())
                    : new Result(name, Verifier.Verdict.MISMATCH, wrong == null ? "no claimed moves" : wrong.toString(), o.nanos());
        } catch (ClaimException e) {
            return new Result(name, Verifier.Verdict.ERROR, e.located(), o.nanos());
        } catch (RuntimeException e) {
            return new Result(name, Verifier.Verdict.ERROR, "cross-check: " + e, o.nanos());
        }
    }
}
