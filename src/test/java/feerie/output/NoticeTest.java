package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.api.Test;

/**
 * Popeye's notices for options that do not apply, where and how it prints them. The expected
 * texts are Popeye's outputs for its regression problems TESTS/help_play-12,
 * REGRESSIONS/4_55_to_4_57-09 and 4_51_to_4_53-14.
 */
class NoticeTest {
    private static String solve(String problem) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
    }

    @Test
    void postKeyPlayInHelpPlayIsNotedBeforeTheProblemAndInTheTwinItConcerns() {
        String out = solve("begin\ntitle ignore option postkeyplay in help play\nstip h#2\nopt postk nobk nowk\ntwin stip hs#2\nend\n");
        String[] lines = out.split("\n", -1);
        assertEquals("PostKeyPlay not applicable - ignored", lines[0]);
        assertEquals("", lines[1]);
        assertEquals("ignore option postkeyplay in help play", lines[2]);
        String tail = out.substring(out.indexOf("\na) "));
        assertEquals("\na) \n\nPostKeyPlay not applicable - ignored\n\nb) hs#2  \n\n\nsolution finished.\n\n\n", tail);
    }

    @Test
    void stopOnShortSolutionsInDirectPlayIsNotedAsSolvingStarts() {
        String out = solve("begin\nstip #3\noption noboard nowk nobk Stoponshort\nend\n");
        assertEquals("Option  StopOnShortSolutions  not supported with direct play.\n\n\nsolution finished.\n\n\n", out);
    }

    @Test
    void whiteToPlayOutsideHelpPlayInWholeMovesIsNotedFirst() {
        String out = solve("begin\nstip h+1.5\nopt wh\npieces white ka3 pb4 black ka7\nend\n");
        assertEquals("WhiteToPlay not applicable - ignored\n", out.substring(0, out.indexOf('\n') + 1));
        String german = solve("anfang\nford h+1.5\nopt weissbeginnt\nsteine weiss ka3 bb4 schwarz ka7\nende\n");
        assertEquals("WeissBeginnt nicht anwendbar - ignoriert\n", german.substring(0, german.indexOf('\n') + 1));
    }
}
