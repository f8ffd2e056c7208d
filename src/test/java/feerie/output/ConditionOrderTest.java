package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Popeye writes a problem's conditions, under the diagram and in a twin's heading, in its own
 * order whatever the input's: its two extra conditions first (Maximummer, then UltraSchachZwang),
 * then its table of conditions; in a twin's heading the first extra condition starts a new line
 * and UltraSchachZwang after Maximummer is glued to it. Outputs of py 4.104 ("|" a line break).
 */
class ConditionOrderTest {
    private static String render(String text) {
        Problem p = (Problem) ProblemReader.read(text, "t.inp").get(0);
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p)).replace('\n', '|');
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Madrasi Circe; b) Circe|   Madrasi  |",
        "Circe Isardam Andernach; b) Circe|   AndernachChess|   Isardam  |",
        "Andernach Isardam Circe; b) Circe|   AndernachChess|   Isardam  |",
        "Breton Andernach; b) AndernachChess|   Breton  |",
        "Circe Maximummer; b) |   Maximummer|   Circe  |",
        "Maximummer; b) |   Maximummer  |",
        "Madrasi Ultraschachzwang; b) |   UltraSchachZwang|   Madrasi  |",
        "Circe Maximummer Madrasi Ultraschachzwang; b) |   MaximummerUltraSchachZwang|   Circe|   Madrasi  |"})
    void twinHeadings(String conditions, String heading) {
        String out = render("begin\npieces white ke1 qd1 black ke8\nstipulation #1\noption NoBoard\ntwin condition "
                + conditions + "\nend\n");
        assertTrue(out.contains("|" + heading + "||solution finished."), out);
    }

    @org.junit.jupiter.api.Test
    void germanTwinHeading() {
        String out = render("anfang\nsteine weiss ke1 dd1 schwarz ke8\nforderung #1\noption ohnebrett\n"
                + "zwilling bedingung Circe Laengstzueger Madrasi\nende\n");
        assertTrue(out.contains("|b) |   Laengstzueger|   Circe|   Madrasi  ||"), out);
    }

    @org.junit.jupiter.api.Test
    void underTheDiagramTheExtraConditionsComeFirst() {
        String out = render("begin\npieces white ke1 qd1 black ke8\nstipulation #1\n"
                + "condition Circe Ultraschachzwang Maximummer Madrasi\nend\n");
        assertEquals("  #1                          2 + 1|             Maximummer|          UltraSchachZwang|"
                + "                Circe|               Madrasi||", out.substring(out.indexOf("  #1"), out.indexOf("||", out.indexOf("  #1")) + 2));
    }
}
