package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The option Intelligent with a condition Popeye's intelligent mode does not know: py 4.104 prints
 * its notice and solves nothing, in any play; with one it knows (NoCapture) it solves. The
 * expected outputs are py's, pasted, on white Kc7 Qd1, black Ka8 Pa7 Pb7.
 */
class IntelligentConditionsTest {
    private static void assertSolves(String stipulation, String condition, String popeyeOutput) {
        String input = "begin\npieces white kc7 qd1 black ka8 pa7 pb7\nstipulation " + stipulation
                + "\noption Intelligent\ncondition " + condition + "\nend\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        var c = SolutionComparator.compare(popeyeOutput, outcome.text());
        assertTrue(c.matches(), c.difference() + "\n" + outcome.text());
    }

    @Test
    void circeInHelpPlayIsNotSolved() {
        assertSolves("h#1", "Circe", """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8  -K   .   .   .   .   .   .   .   8
                |                                   |
                7  -P  -P   K   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .   .   .   .   .   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   Q   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  h#1                         2 + 3
                                Circe
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.

                solution finished.
                """);
    }

    @Test
    void circeInSelfPlayIsNotSolvedEither() {
        assertSolves("s#1", "Circe", """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8  -K   .   .   .   .   .   .   .   8
                |                                   |
                7  -P  -P   K   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .   .   .   .   .   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   Q   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  s#1                         2 + 3
                                Circe
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.

                solution finished.
                """);
    }

    @Test
    void noCaptureIsKnown() {
        assertSolves("h#1", "NoCapture", """
                +---a---b---c---d---e---f---g---h---+
                |                                   |
                8  -K   .   .   .   .   .   .   .   8
                |                                   |
                7  -P  -P   K   .   .   .   .   .   7
                |                                   |
                6   .   .   .   .   .   .   .   .   6
                |                                   |
                5   .   .   .   .   .   .   .   .   5
                |                                   |
                4   .   .   .   .   .   .   .   .   4
                |                                   |
                3   .   .   .   .   .   .   .   .   3
                |                                   |
                2   .   .   .   .   .   .   .   .   2
                |                                   |
                1   .   .   .   Q   .   .   .   .   1
                |                                   |
                +---a---b---c---d---e---f---g---h---+
                  h#1                         2 + 3
                              NoCapture

                  1.b7-b5 Qd1-h1 #
                  1.b7-b6 Qd1-h1 #
                  1.b7-b5 Qd1-f3 #
                  1.b7-b6 Qd1-f3 #
                  1.b7-b5 Qd1-d5 #
                  1.b7-b6 Qd1-d5 #
                  1.b7-b5 Qd1-d8 #
                  1.b7-b6 Qd1-d8 #

                solution finished.
                """);
    }
}
