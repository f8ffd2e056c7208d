package feerie;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;

/**
 * The assertion of the tests whose expected output is Popeye's, pasted as py printed it: the
 * problem, solved by Féerie, matches that output as {@code feerie verify} compares them.
 */
public final class PopeyeExpectation {
    private PopeyeExpectation() {}

    /** The first problem of {@code input} solves as {@code popeyeOutput} says (60 s at most). */
    public static void assertSolves(String input, String popeyeOutput) {
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(60));
        var c = SolutionComparator.compare(popeyeOutput, outcome.text());
        assertTrue(c.matches(), c.difference() + "\n" + outcome.text());
    }
}
