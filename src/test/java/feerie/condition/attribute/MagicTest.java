package feerie.condition.attribute;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.diff.PopeyeRunner;
import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The attribute Magic: py 4.104's output on positions of our own, and corpus problems against
 * Popeye's .out.
 */
class MagicTest {
    private static final Path POPEYE = Path.of("..", "shared", "corpus", "popeye");

    @Test
    void aRiderMovingAlongItsLineKeepsItsViewsAndANewLineRecolours() {
        // py: d1-d2 keeps the view of d6 along the file; f1 sees f7, e1 and d5 see e5 anew
        assertLines("begin pieces white magic rd1 black pd6 pf7 pe5 stipulation ~1 option nowk nobk end",
                "1.mRd1-a1 !", "1.mRd1-b1 !", "1.mRd1-c1 !", "1.mRd1*d6 !", "1.mRd1-d5[e5=w] !", "1.mRd1-d4 !",
                "1.mRd1-d3 !", "1.mRd1-d2 !", "1.mRd1-h1 !", "1.mRd1-g1 !", "1.mRd1-f1[f7=w] !", "1.mRd1-e1[e5=w] !");
    }

    @Test
    void aUnitMovingIntoTwoNewViewsKeepsItsColour() {
        // py: Sb1-c3 is seen anew by both rooks (even: no change), Sb1-a3 by one
        assertLines("begin pieces white sb1 white magic rh3 rc8 black pd7 stipulation ~1 option nowk nobk end",
                "1.Sb1-d2 !", "1.Sb1-c3 !", "1.Sb1-a3[a3=b] !",
                "1.mRh3-h1[b1=b] !", "1.mRh3-h2 !", "1.mRh3-a3 !", "1.mRh3-b3[b1=b] !", "1.mRh3-c3 !",
                "1.mRh3-d3[d7=w] !", "1.mRh3-e3 !", "1.mRh3-f3 !", "1.mRh3-g3 !", "1.mRh3-h8 !", "1.mRh3-h7[d7=w] !",
                "1.mRh3-h6 !", "1.mRh3-h5 !", "1.mRh3-h4 !",
                "1.mRc8-c1[b1=b] !", "1.mRc8-c2 !", "1.mRc8-c3 !", "1.mRc8-c4 !", "1.mRc8-c5 !", "1.mRc8-c6 !",
                "1.mRc8-c7[d7=w] !", "1.mRc8-a8 !", "1.mRc8-b8[b1=b] !", "1.mRc8-h8 !", "1.mRc8-g8 !", "1.mRc8-f8 !",
                "1.mRc8-e8 !", "1.mRc8-d8[d7=w] !");
    }

    @Test
    void aPromotedMagicPawnIsAMagicUnitThatSeesAtOnce() {
        // py: the promoted unit stays magic ("=mQ") and recolours what it sees from g8 or h8
        assertLines("begin pieces white magic sd4 pg7 black pe6 pb5 rh8 sf6 stipulation ~1 option nowk nobk end",
                "1.mSd4-b3 !", "1.mSd4-c2 !", "1.mSd4-e2 !", "1.mSd4-f3 !", "1.mSd4-f5 !", "1.mSd4*e6 !",
                "1.mSd4-c6 !", "1.mSd4*b5 !", "1.mPg7-g8=mQ[e6=w][h8=w] !", "1.mPg7-g8=mS[f6=w] !",
                "1.mPg7-g8=mR[h8=w] !", "1.mPg7-g8=mB[e6=w] !", "1.mPg7*h8=mQ[f6=w] !", "1.mPg7*h8=mS !",
                "1.mPg7*h8=mR !", "1.mPg7*h8=mB[f6=w] !");
    }

    @Test
    void kingsAreNeverRecoloured() {
        // py: a black magic bishop; the white king steps into its diagonal unchanged
        assertLines("begin pieces white ke1 black ke8 black magic bb4 white ra5 pd2 stipulation ~1 end",
                "1.Ke1-f2 !", "1.Ke1-d1 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ra5-a1 !", "1.Ra5-a2 !",
                "1.Ra5-a3[a3=b] !", "1.Ra5-a4 !", "1.Ra5-a8 + !", "1.Ra5-a7 !", "1.Ra5-a6 !", "1.Ra5-h5 !",
                "1.Ra5-g5 !", "1.Ra5-f5 !", "1.Ra5-e5 + !", "1.Ra5-d5 !", "1.Ra5-c5[c5=b] !", "1.Ra5-b5 !");
    }

    @Test
    void aParalysedMagicUnitSeesNothingUnderMadrasi() {
        // py: the rooks paralyse each other (a magic rook is a rook); Sd2-b3 frees b1, which sees
        // the pawn h1 anew along the first rank and the knight itself
        assertLines("begin pieces white magic rb1 white sd2 black rb8 ph1 stipulation ~1 condition madrasi "
                + "option nowk nobk end",
                "1.Sd2-f1 !", "1.Sd2-f3 !", "1.Sd2-e4 !", "1.Sd2-c4 !", "1.Sd2-b3[h1=w][b3=b] !");
    }

    /**
     * The views before a move are kept for the position's other moves (the legality test plays
     * them all) and must not outlive it: a help play of two moves, recolourings at both, against
     * py 4.104 run here (370 lines of solutions; the test is skipped without py).
     */
    @Test
    void viewsKeptForAPositionsMovesAreNotReusedInTheNextPosition() {
        Path py = Path.of("../shared/reference/popeye/py");
        Assumptions.assumeTrue(PopeyeRunner.available(py), "py absent");
        String input = "begin pieces white kf6 white magic rd1 black kh8 pd6 rg2 stipulation h#2 end";
        PopeyeRunner.Run run = new PopeyeRunner(py, 30).run(input);
        Assumptions.assumeTrue(run.output() != null, "py gave no answer");
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        assertEquals(ProblemOutput.Status.SOLVED, outcome.status(), outcome.message());
        var c = SolutionComparator.compare(run.output(), outcome.text());
        assertTrue(c.matches(), c.difference());
    }

    @Test
    void corpusProblems() {
        // riders, leapers and pawns; lions; cross-eyed boyscouts; a rose; double grasshoppers
        for (String id : new String[] {"EXAMPLES-magicpieces-02", "EXAMPLES-magicpieces-04", "EXAMPLES-magicpieces-07",
                "REGRESSIONS-4_63_to_4_65-50", "REGRESSIONS-4_63_to_4_65-51"})
            assertMatchesPopeye(POPEYE, id);
        // the conditions' corpus: roses and eagles by PromOnly (odd and even new views), AntiCirce,
        // SingleBox (a check by a promotion capture that a recolouring makes legal)
        for (String id : new String[] {"EXAMPLES-magicpieces-08", "EXAMPLES-magicpieces-09", "REGRESSIONS-4_63_to_4_65-05",
                "REGRESSIONS-4_61_to_4_63-36", "REGRESSIONS-4_61_to_4_63-37"})
            assertMatchesPopeye(id);
    }
}
