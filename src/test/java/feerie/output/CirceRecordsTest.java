package feerie.output;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.ProblemSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Popeye writes one line for all the condition lines of one Circe (or AntiCirce) record, as the
 * record stands after them. Headers of py 4.104 on wKe1 Qd1, bKe8 Pd7, h#2 ("|" a line break).
 */
class CirceRecordsTest {
    private static String render(String text) {
        Problem p = (Problem) ProblemReader.read(text, "t.inp").get(0);
        return ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p)).replace('\n', '|');
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "circe glasgowchess filecirce; 2 + 2|             Circe File|            GlasgowChess||  1.Ke8-d8 Qd1*d7 #|",
        "filecirce circe; 2 + 2|             Circe File||",
        "circe mirrorcirce; 2 + 2|            Circe Mirror||",
        "mirrorcirce filecirce; 2 + 2|          Circe File Mirror||",
        "circe circe; 2 + 2|                Circe||",
        "anticirce circe; 2 + 2|                Circe|              AntiCirce||",
        "diagramcirce supercirce; 2 + 2|             Circe Super||",
        "filecirce symmetrycirce; 2 + 2|           Circe Symmetry||",
        "circe parrain filecirce; 2 + 2|             Circe File||",
        "anticirce mirroranticirce; 2 + 2|          AntiCirce Mirror||",
        "circe equipollentscirce; 2 + 2|         Circe Equipollents||"})
    void oneLinePerRecord(String conditions, String header) {
        String out = render("begin\ncondition " + conditions
                + "\npieces white ke1 qd1 black ke8 pd7\nstipulation h#2\nend\n");
        assertTrue(out.contains(header), out);
    }

    /** The same in a twin's heading (py 4.104: "b) Circe File", "   GlasgowChess"). */
    @org.junit.jupiter.api.Test
    void twinHeading() {
        String out = render("begin\npieces white ke1 qd1 black ke8 pd7\nstipulation h#2\noption NoBoard\n"
                + "twin condition circe glasgowchess filecirce\nend\n");
        assertTrue(out.contains("|b) Circe File|   GlasgowChess  ||  1.Ke8-d8 Qd1*d7 #|"), out);
    }
}
