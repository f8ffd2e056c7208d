package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.ProblemError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Odd arguments of options: a located input error or Popeye's answer, never an internal error.
 * Expectations from py 4.104 (outputs with NoBoard, "|" for a line break).
 */
class OptionArgumentsTest {
    private static final String ROOKS = "pieces white ke1 rh1 ra1 pa2 pd5 black ke8 ra8 rh8 ph7 pe5\n";

    private static String solve(String body) {
        var problem = SolutionLines.problem("begin\n" + body + "end\n");
        return ProblemOutput.render(problem, new ProblemSolver(60_000_000_000L).solve(problem)).replace('\n', '|');
    }

    /** Squares off the board (py 4.104: "wrong or missing SquareList"): an input error at the option's line. */
    @ParameterizedTest
    @ValueSource(strings = {"NoCastling a9", "NoCastling i1", "EnPassant i3", "EnPassant e3 e9", "CastlingMutuallyExclusive a1i8"})
    void squaresOffTheBoardAreLocated(String option) {
        var results = ProblemReader.read("begin\n" + ROOKS + "stipulation h#2\noption NoBoard\n  " + option + "\nend\n", "t.inp");
        ProblemError e = assertInstanceOf(ProblemError.class, results.get(0), results.toString());
        assertEquals(5, e.line());
        assertTrue(e.message().contains("not on the 8x8 board"), e.message());
    }

    /** Three en passant squares that do not fit the diagram: "Inconsistent retro information", nothing solved. */
    @Test
    void inconsistentEnPassantSquaresSolveNothing() {
        assertEquals("|solution finished.|||", solve("pieces white ke1 pd5 black ke8 pe5\nstipulation #1\noption NoBoard EnPassant d4d5d6\n"));
    }

    /** Two squares with no unit on the second: no en passant, the problem solved as without it. */
    @Test
    void aDoubleStepToAnEmptySquareIsNoEnPassant() {
        assertEquals("|  1.Ra8*a2 Rh1*h7   2.Ra2-a8 Ra1*a8 #|  1.Ra8*a2 Rh1*h7   2.Ra2-h2 Ra1-a8 #"
                + "|  1.Ra8*a2 Rh1*h7   2.Ra2-g2 Ra1-a8 #|  1.Ra8*a2 Rh1*h7   2.Ra2-f2 Ra1-a8 #"
                + "|  1.Ra8*a2 Rh1*h7   2.Ra2-d2 Ra1-a8 #||solution finished.|||",
                solve(ROOKS + "stipulation h#2\noption NoBoard EnPassant d3d6\n"));
    }

    /** A number given twice: the second counts. */
    @Test
    void theLastMaxSolutionsCounts() {
        assertEquals("|  1...Rb1-b8 #|  1...Rb1-b7   2.a7-a5 Rb7-b8 #|Partial solution|||",
                solve("pieces white kg6 rb1 pa2 black kh8 pa7\nstipulation h#1.5\noption NoBoard MaxSolutions 1 MaxSolutions 2\n"));
    }

    /** HalfDuplex after Duplex is refused (py 4.104: "Inconsistent duplex options"): the first counts. */
    @Test
    void theFirstOfDuplexAndHalfDuplexCounts() {
        assertEquals("||solution finished.|||",
                solve("pieces white kg6 rb1 pa2 black kh8 pa7\nstipulation h#1.5\noption NoBoard HalfDuplex Duplex\n"));
    }
}
