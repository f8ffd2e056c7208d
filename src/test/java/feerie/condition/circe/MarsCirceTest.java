package feerie.condition.circe;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import org.junit.jupiter.api.Test;

/**
 * MarsCirce and AntiMarsCirce: problems of the conditions corpus against Popeye's own output, and
 * positions of our own whose expected lines are Popeye 4.104's (py) output, pasted.
 */
class MarsCirceTest {
    @Test
    void marsCirceCapturesFromTheRebirthSquare() {
        // h#2 with twins: Lb3-c4, Ka3-b3 ... e7-e8=D #
        assertMatchesPopeye("BEISPIEL-mars-01");
        // #2 with variations; twin b) replaces Circe by MarsCirce: 1...e3-e2 2.Sc1-g1*e2 #
        assertMatchesPopeye("BEISPIEL-mars-02");
    }

    @Test
    void aKingCapturesFromItsRebirthSquareUnlessRexExclusive() {
        // twin b) MarsCirce RexExklusive: the king's capture Kh8-e1*d2 is gone
        assertMatchesPopeye("BEISPIEL-mars-23");
        // py: "1.Ke4-e1*d2 x !"; with RexExclusive no solution
        assertLines("begin pieces white ke4 black kh8 pd2d5 stipulation x1 condition marscirce end",
                "1.Ke4-e1*d2 x !");
        assertLines("begin pieces white ke4 black kh8 pd2d5 stipulation x1 condition marscirce rexexclusive end");
    }

    @Test
    void checkIsObservationFromTheRebirthSquare() {
        // py: the queen e8 checks along the d-file from its rebirth square d8
        assertLines("begin pieces white ke4 black kh8 qe8 stipulation ~1 condition marscirce end",
                "1.Ke4-f3 !", "1.Ke4-f5 !", "1.Ke4-e3 !", "1.Ke4-e5 !", "1.Ke4-f4 !");
    }

    @Test
    void antiMarsCirceMovesWithoutCapturingFromTheRebirthSquare() {
        // py 4.104 output of this position
        assertLines("begin pieces white kh1 ba3 pc5 black kh8 pb3 pg7 stipulation ~1 condition antimarscirce end",
                "1.Kh1-e1-f2 !", "1.Kh1-e1-d2 !", "1.Kh1-e1-d1 !", "1.Kh1-e1-e2 !", "1.Kh1-e1-f1 !",
                "1.Ba3-c1-h6 !", "1.Ba3-c1-g5 !", "1.Ba3-c1-f4 !", "1.Ba3-c1-e3 !", "1.Ba3-c1-d2 !", "1.Ba3-c1-b2 !",
                "1.c5-c2-c4 !", "1.c5-c2-c3 !");
        // a double step from the rebirth square may be taken en passant: 1.b3-b7-b5 c5*b6 ep. #
        assertMatchesPopeye("EXAMPLES-antimars-01");
        // #2 with set play and tries
        assertMatchesPopeye("EXAMPLES-antimars-02");
    }

    @Test
    void antiMarsCirceDoubleStepMayEndOnThePawnsOwnSquare() {
        // py 4.104 output of this position: the double step from c2 ends on c4, where the pawn stood
        // (a move back to its square is no move, but for a double step)
        assertLines("begin pieces white kh1 pc4 black kh8 stipulation ~1 condition antimarscirce end",
                "1.Kh1-e1-f2 !", "1.Kh1-e1-d2 !", "1.Kh1-e1-d1 !", "1.Kh1-e1-e2 !", "1.Kh1-e1-f1 !",
                "1.c4-c2-c4 !", "1.c4-c2-c3 !");
    }

    @Test
    void antiMarsCirceCastlesFromTheRebirthSquares() {
        // Popeye's output: a king off e1 castles from it, [wKg1->e1]0-0; a king castles with a rook
        // reborn on its corner, [bKf6->e8][bRh5->a8]0-0-0
        assertMatchesPopeye("EXAMPLES-antimars-03");
    }

    @Test
    void marsAndAntiMarsTogether() {
        // MarsCirce and AntiMarsCirce Mirror: Sg6-b1*a3 and Sg6-g8-e7
        assertMatchesPopeye("BEISPIEL-mars-25");
    }

    @Test
    void aNeutralUnitCapturesFromTheMoversRebirthSquare() {
        // py: the neutral pawn g7 captures for White from g2 (not as the black pawn it is coloured as)
        assertLines("begin pieces white ka1 black kh8 rf3 rf6 neutral pg7 stipulation x1 condition marscirce end",
                "1.nPg7-g2*f3 x !");
        // ser-#4: four neutral promotions, the mate observed by neutral units from White's squares
        assertMatchesPopeye("BEISPIEL-mars-16");
    }

    /**
     * A marine knight's locust capture is a capture: under AntiMarsCirce it is played from the
     * knight's square, its quiet moves from d8 (py 4.104; fuzz seed 18-118 ended in an exception).
     */
    @Test
    void locustCaptureIsACapture() {
        assertLines("begin pieces white Kh4 MSd1 black Kh8 Pc3 stipulation ~1 condition AntiMarsCirce end",
                "1.MSd1*c3-b5 !", "1.MSd1-d8-b7 !", "1.MSd1-d8-c6 !", "1.MSd1-d8-e6 !", "1.MSd1-d8-f7 !",
                "1.Kh4-e1-f2 !", "1.Kh4-e1-e2 !", "1.Kh4-e1-f1 !");
    }
}
