package feerie.condition.circe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A neutral unit captured by White is reborn for Black: Black's promotion rank and Black's cages
 * count. Expected lines: py 4.104's on these positions.
 */
class NeutralRebirthTest {
    private static void assertSolves(String pieces, String condition, String popeyeLines) {
        String input = "begin\npieces " + pieces + "\nstipulation x1\ncondition " + condition + "\nend\n";
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        var c = SolutionComparator.compare(popeyeLines + "\n\nsolution finished.\n", outcome.text());
        assertTrue(c.matches(), c.difference() + "\n" + outcome.text());
    }

    /** PWC: reborn on e8, not Black's promotion rank: no promotion. */
    @Test
    void noPromotionOnTheCapturersLastRank() {
        assertSolves("white kh1 re8 black ka3 neutral pe5", "PWC", "   1.Re8*e5[+nPe8] x !");
    }

    /** PWC: reborn on e1, Black's promotion rank: it promotes (a queen or rook there would check Kh1). */
    @Test
    void promotionOnTheRankOfTheSideRebornFor() {
        assertSolves("white kh1 re1 black ka3 neutral pe5", "PWC", "   1.Re1*e5[+nPe1=nS] x !\n   1.Re1*e5[+nPe1=nB] x !");
    }

    /** Cage Circe: Black's cages (g5, e8 unpromoted), not e2, where Black's pawn may promote. */
    @Test
    void cagesOfTheSideRebornFor() {
        assertSolves("white kf3 black ke7 neutral pg4", "CageCirce", "   1.Kf3*g4[+nPg5] x !\n   1.Kf3*g4[+nPe8] x !");
    }
}
