package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Option WhiteToPlay in help-self and help-reflex play: Popeye plays them half a move shorter,
 * Black's half-move first, and says nothing of the option. Expectations from py 4.104.
 */
class WhiteToPlayTest {
    private static final String HR2 = "begin\npieces white ka3 pb7 qd2 black kh4 qg5 pb2\nstipulation hr#2\n"
            + "option WhiteToPlay\nend\n";

    /** The whole output as the CLI prints it: notices, diagram, stipulation line, solution. */
    private static String render(String text) {
        Problem p = SolutionLines.problem(text);
        return feerie.output.ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
    }

    @Test
    void helpReflexInTwoBecomesOneAndAHalf() {
        String text = render(HR2);
        assertTrue(text.contains("  hr#1.5  "), text);
        assertFalse(text.contains("WhiteToPlay not applicable"), text);
        List<String> lines = SolutionLines.of(HR2);
        assertEquals(16, lines.size());
        assertEquals(List.of("1...b2-b1=Q   2.Qd2-c1 Qg5-a5 #", "1...b2-b1=Q   2.Qd2-e3 Qg5-a5 #"), lines.subList(0, 2));
        assertEquals("1...b2-b1=R   2.Qd2-e2 Qg5-a5 #", lines.get(15));
    }

    @Test
    void halfMoveStipulationsIgnoreIt() {
        String text = render(HR2.replace("hr#2", "hr#2.5"));
        assertTrue(text.contains("WhiteToPlay not applicable - ignored"), text);
        assertTrue(text.contains("  hr#2.5  "), text);
    }
}
