package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Rules found wrong through the known-failures lists of the corpus (the problems that finished
 * with another answer than Popeye's, or not at all): each on a small position of its own, the
 * expected output Popeye 4.104's ({@code py -regression}), pasted.
 */
class KnownFailuresFixesTest {
    private static final String BORDER = "+---a---b---c---d---e---f---g---h---+";

    /** {@code popeye}: the lines of Popeye's output below its board and captions. */
    private static void assertSolvesAs(String input, String popeye) {
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        assertEquals(ProblemOutput.Status.SOLVED, outcome.status(), outcome.message());
        var c = SolutionComparator.compare(BORDER + "\n\n" + popeye, outcome.text());
        assertTrue(c.matches(), c.difference() + "\nfeerie:\n" + outcome.text());
    }

    /**
     * CASTChess Inverse with a neutral pawn: the white king on f2 has two captures (the black king
     * and the neutral pawn, which White may take), so it observes f1 and Kg1-f2 checks, also on
     * Black's turn, when the neutral units are coloured White (EXAMPLES-CASTchess-11 printed a
     * stalemate there). py 4.104.
     */
    @Test
    void castInverseObserverCountsTheNeutralUnitsItCouldCapture() {
        String position = """
                begin
                pieces white kg1 sc6e6 pa2c2d3
                       black kf1 pa3c4c5d5g4
                       neutral pe3
                stipulation %s
                condition CASTchess inverse
                end
                """;
        assertSolvesAs(position.formatted("=1"), """
                solution finished.
                """);
        assertSolvesAs(position.formatted("~1"), """
                   1.Kg1-h2 !

                   1.Kg1-f2 + !

                   1.Kg1-g2 !

                   1.Kg1-h1 !

                   1.c2-c3 !

                   1.d3-d4 !

                   1.nPe3-e4 !

                   1.Sc6-a5 !

                   1.Sc6-b4 !

                   1.Sc6-d4 !

                   1.Sc6-e5 !

                   1.Sc6-e7 !

                   1.Sc6-d8 !

                   1.Sc6-b8 !

                   1.Sc6-a7 !

                   1.Se6-d4 !

                   1.Se6-f4 !

                   1.Se6-g5 !

                   1.Se6-g7 !

                   1.Se6-f8 !

                   1.Se6-d8 !

                   1.Se6-c7 !

                solution finished.
                """);
    }
}
