package feerie.solve.series;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Direct series: a series move that reaches the goal ends the play (a shorter solution), unless
 * the goal is one of immobility (stalemate goes on). Expectations: py 4.104 on these positions,
 * its solution lines pasted.
 */
class SeriesGoalReachedTest {
    private static List<String> lines(String pieces, String stip) {
        String text = "begin\npieces " + pieces + "\nstipulation " + stip + "\nend\n";
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        return SolveCommand.solveToText(problem, 60).lines().map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }

    private static List<String> py(String... lines) { return java.util.Arrays.stream(lines).sorted().toList(); }

    @Test
    void aCaptureEndsTheSeries() {
        assertEquals(py(
                "1.Rb2*b5 x",
                "1.Kh1-g2   2.Rb2*b5 x",
                "1.Kh1-g1   2.Rb2*b5 x",
                "1.Kh1-h2   2.Rb2*b5 x",
                "1.Rb2-b1   2.Rb1*b5 x",
                "1.Rb2-b4   2.Rb4*b5 x",
                "1.Rb2-b3   2.Rb3*b5 x"), lines("white kh1 rb2 black ka8 pb5 pb7", "ser-x2"));
    }

    @Test
    void inParrySeriesACheckThatIsTheGoalIsNotParried() {
        // pser-+2: py has 1.Qb2-b4 + (and three two-movers) but no parry of it
        List<String> out = lines("white kh5 qb2 black ke1 sb1 be3 bh8 pd7", "pser-+2");
        assertEquals(100, out.size());
        assertTrue(out.contains("1.Qb2-b4 +"));
        assertTrue(out.contains("1.Kh5-g4   2.Qb2-b4 +"));
        assertFalse(out.stream().anyMatch(l -> l.startsWith("1.Qb2-b4 + ")), out.toString());
    }

    @Test
    void aStalemateDoesNotEndTheSeries() {
        List<String> out = lines("white kh1 qc5 pa6 black ka8 pa7", "ser-=2");
        assertTrue(out.contains("1.Qc5-c7 ="));
        assertTrue(out.contains("1.Qc5-c7   2.Kh1-g2 ="));
        assertEquals(131, out.size());
    }

    @Test
    void aParrySeriesShowsOnlyTheQuickestContinuations() {
        // py: pser-x4 shows 257 lines, of 2 and 3 moves (1.a2-a4 2.Qe3-g1 3.Qg1*g4 x), none of 4
        List<String> out = lines("white kb7 pa2 qe3 black kh8 bg4", "pser-x4");
        assertEquals(257, out.size());
        assertTrue(out.contains("1.a2-a4   2.Qe3-g1   3.Qg1*g4 x"));
        assertEquals(247, out.stream().filter(l -> l.contains(" 3.")).count());
        assertFalse(out.stream().anyMatch(l -> l.contains(" 4.")), out.toString());
    }
}
