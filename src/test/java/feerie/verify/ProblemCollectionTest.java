package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link Verifier} over the repository's problems/ folder against expected/: every problem
 * must match (a mismatch, an error, a timeout or an unsupported feature fails).
 */
class ProblemCollectionTest {
    static final Path PROBLEMS = Path.of("problems");

    @Test
    void everyProblemMatchesItsExpectedOutput() {
        Assumptions.assumeTrue(Files.isDirectory(PROBLEMS), "no problems/ folder");
        double limit = Double.parseDouble(System.getProperty("problems.timeLimit", "60"));
        List<Verifier.Result> results = new Verifier(null, (long) (limit * 1e9)).verify(List.of(PROBLEMS), r -> { });
        results.forEach(System.out::println);
        System.out.println("problems/: " + Verifier.summary(results));
        assertTrue(results.stream().anyMatch(r -> r.verdict() == Verifier.Verdict.OK), "nothing verified");
        List<Verifier.Result> failed = results.stream()
                .filter(r -> r.verdict() != Verifier.Verdict.OK).toList();
        assertTrue(failed.isEmpty(), "problems/ failures: " + failed);
    }
}
