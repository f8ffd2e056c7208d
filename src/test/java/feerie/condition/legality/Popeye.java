package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * What the legality conditions' tests compare with: Popeye's own outputs of the shared corpus
 * (read at test time; the test is skipped without the corpus), or lines of a run of Popeye 4.104
 * ({@code py}) on a position of the test's own, pasted into the test.
 */
final class Popeye {
    private Popeye() {}

    private static final Path CORPUS = Path.of("../shared/corpus/popeye-conditions");

    /** Each corpus problem (its id) is solved as Popeye's .out beside it says. */
    static void corpusMatches(String... ids) {
        Assumptions.assumeTrue(Files.isDirectory(CORPUS), "no shared corpus");
        Verifier verifier = new Verifier(null, TimeUnit.SECONDS.toNanos(60));
        for (String id : ids) {
            Path file = CORPUS.resolve(id + ".inp");
            Assumptions.assumeTrue(Files.exists(file), "no " + file);
            List<Verifier.Result> results = verifier.verifyFile(file, file);
            assertTrue(!results.isEmpty(), id);
            for (Verifier.Result r : results) assertEquals(Verifier.Verdict.OK, r.verdict(), id + ": " + r);
        }
    }

    /** The solution's move lines (stripped, sorted) of a problem text, to compare with py's. */
    static List<String> lines(String text) {
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }

    /** Popeye's lines as pasted (one a line), stripped and sorted. */
    static List<String> py(String pasted) {
        return pasted.lines().map(String::strip).filter(l -> !l.isEmpty()).sorted().toList();
    }
}
