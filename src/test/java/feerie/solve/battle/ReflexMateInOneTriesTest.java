package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Option Try in a reflex mate in one: Black's answer is the forced goal, no defence, so there are
 * no tries (py 4.104 on this position: r#1 and semi-r#1 show none, s#1 shows four).
 */
class ReflexMateInOneTriesTest {
    private static long tries(String stip) {
        String text = "begin\npieces white kb3 se7 qf8 qg5 black kd4 pa7\nstipulation " + stip + "\noption Try\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return SolveCommand.solveToText(problem, 60).lines().filter(l -> l.strip().endsWith(" ?")).count();
    }

    @Test
    void noTriesInReflexMateInOne() {
        assertEquals(0, tries("r#1"));
        assertEquals(0, tries("semi-r#1"));
    }

    @Test
    void selfmateInOneKeepsThem() { assertEquals(4, tries("s#1")); }
}
