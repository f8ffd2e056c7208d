package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/** What the transform tests share: corpus problems against Popeye's .out, and solution lines of a text. */
final class PopeyeChecks {
    private static final Path CORPUS = Path.of("../shared/corpus/popeye-conditions");

    private PopeyeChecks() {}

    /** Every problem of the named corpus files matches Popeye's output (skipped without the corpus). */
    static void assertMatchesPopeye(String... ids) {
        Assumptions.assumeTrue(Files.isDirectory(CORPUS), "corpus absent");
        Verifier verifier = new Verifier(null, 60_000_000_000L);
        for (String id : ids) {
            Path file = CORPUS.resolve(id + ".inp");
            for (Verifier.Result r : verifier.verifyFile(file, file))
                assertEquals(Verifier.Verdict.OK, r.verdict(), r.toString());
        }
    }

    /** The solution lines of a problem, sorted (Popeye's move order is not ours). */
    static List<String> lines(String text) {
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }
}
