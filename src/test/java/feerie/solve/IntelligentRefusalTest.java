package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Option Intelligent with fairy conditions: Popeye's intelligent mode knows only some conditions;
 * with any other it prints its notice and solves nothing, whatever the stipulation. Expectations
 * from py 4.104 on these positions (its lines pasted: the notice alone, no move).
 */
class IntelligentRefusalTest {
    private static final String NOTICE = "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.";

    private static String solve(String conditionAndStip) {
        String text = "begin\npieces white kd6 rg8 black ka1\n" + conditionAndStip + "\noption Intelligent\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return SolveCommand.solveToText(problem, 60);
    }

    private static List<String> moves(String out) {
        return out.lines().map(String::strip).filter(l -> l.matches("^\\d+\\..*")).toList();
    }

    @Test
    void aConditionIntelligentModeDoesNotKnowStopsTheSolving() {
        // py: ser-#4 CheekToCheek, notice and no solution (without the option: 4 solutions)
        String out = solve("stipulation ser-#4\ncondition CheekToCheek");
        assertTrue(out.contains(NOTICE), out);
        assertEquals(List.of(), moves(out));
    }

    @Test
    void madrasiToo() {
        // py: ser-#4 Madrasi with Intelligent, the notice and nothing solved
        String out = solve("stipulation ser-#4\ncondition Madrasi");
        assertTrue(out.contains(NOTICE), out);
        assertEquals(List.of(), moves(out));
    }

    @Test
    void underDuplexTheNoticeComesTwice() {
        // py: h#2 Madrasi with Intelligent Duplex, the notice twice, once for each half
        String out = solve("stipulation h#2\ncondition Madrasi\noption Duplex");
        assertEquals(2, out.lines().filter(NOTICE::equals).count(), out);
        assertEquals(List.of(), moves(out));
    }

    @Test
    void aConditionItKnowsIsSolved() {
        // py: ser-#4 NoCapture with Intelligent, no notice and these four solutions
        String out = solve("stipulation ser-#4\ncondition NoCapture");
        assertFalse(out.contains(NOTICE), out);
        assertEquals(List.of(
                "1.Kd6-c5   2.Kc5-b4   3.Kb4-a3   4.Rg8-g1 #",
                "1.Kd6-c5   2.Kc5-b4   3.Kb4-b3   4.Rg8-g1 #",
                "1.Kd6-c5   2.Kc5-c4   3.Kc4-b3   4.Rg8-g1 #",
                "1.Kd6-d5   2.Kd5-c4   3.Kc4-b3   4.Rg8-g1 #"), moves(out).stream().sorted().toList());
    }
}
