package feerie.condition.circe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Frischauf Circe: a promoted unit (attribute Frischauf, or promoted in play) is reborn on its
 * promotion rank on the file of capture. Expected lines: py 4.104's on these positions.
 */
class FrischaufCirceTest {
    private static void assertSolves(String pieces, String stipulation, String condition, String popeyeLines) {
        String input = "begin\npieces " + pieces + "\nstipulation " + stipulation + "\noption nowk nobk\ncondition "
                + condition + "\nend\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        var c = SolutionComparator.compare(popeyeLines + "\n\nsolution finished.\n", outcome.text());
        assertTrue(c.matches(), c.difference() + "\n" + outcome.text());
    }

    /** A black promoted queen is reborn on the first rank, on the file of capture (py: [+bfQb1]). */
    @Test
    void promotedUnitIsRebornOnItsPromotionRank() {
        assertSolves("white qa1 black frischauf qb2", "x1", "FrischAufCirce", "   1.Qa1*b2[+bfQb1] x !");
    }

    /** Mirror: the other side's promotion rank (py: [+bfQb8]). */
    @Test
    void mirrorTakesTheOtherRank() {
        assertSolves("white qa1 black frischauf qb2", "x1", "Circe Mirror Frischauf", "   1.Qa1*b2[+bfQb8] x !");
    }

    /** AntiCirce: the pawn promoting by its capture is a promoted unit at once, reborn on the capture square. */
    @Test
    void antiCirceCapturerPromotedByItsCapture() {
        assertSolves("white pb7 black ra8 bc8", "x1", "AntiCirce Frischauf", """
                   1.b7*c8=Q[wfQc8->c8] x !
                   1.b7*c8=S[wfSc8->c8] x !
                   1.b7*c8=R[wfRc8->c8] x !
                   1.b7*c8=B[wfBc8->c8] x !
                   1.b7*a8=Q[wfQa8->a8] x !
                   1.b7*a8=S[wfSa8->a8] x !
                   1.b7*a8=R[wfRa8->a8] x !
                   1.b7*a8=B[wfBa8->a8] x !""");
    }

    /** A black pawn promoted in play is reborn on b1 after its capture (py, hx2: [+bfQb1], and fQ written). */
    @Test
    void unitPromotedInPlay() {
        String input = "begin\npieces white kh8 rh2 black ka8 pb2\nstipulation hx2\noption nowk nobk\ncondition FrischAufCirce\nend\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        String text = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30)).text();
        for (String line : new String[] {"1.b2-b1=Q Rh2-c2   2.fQb1-b2 + Rc2*b2[+bfQb1] x",
            "1.b2-b1=Q Rh2-h1   2.fQb1-h7 + Rh1*h7[+bfQh1] x", "1.Ka8-a7 Rh2*b2[+bPb7] x"})
            assertTrue(text.contains(line), line + "\n" + text);
    }
}
