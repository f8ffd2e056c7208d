package feerie.condition.circe;

import static feerie.condition.ConditionCorpus.assertLines;

import org.junit.jupiter.api.Test;

/**
 * Circe Parachute and Volcanic, positions of our own whose expected lines are Popeye 4.104's (py)
 * output, pasted. (Units piling up below one square: BEISPIEL-circe-13 in {@link CirceCorpusTest}.)
 */
class UnderworldTest {
    @Test
    void parachuteRexInclusiveKingIsRebornEvenWhereTheCapturerStands() {
        // py: Rh1*e1 would bring the white king back on e1 (the rook going below), so e1 is no check
        assertLines("begin pieces white ke2 black kh8 rh1 stipulation ~1 condition circe parachute rexinclusive end",
                "1.Ke2-d1 !", "1.Ke2-f1 !", "1.Ke2-f3 !", "1.Ke2-d3 !", "1.Ke2-e1 !", "1.Ke2-d2 !",
                "1.Ke2-e3 !", "1.Ke2-f2 !");
    }
    @Test
    void antiCirceVolcanicCapturerIsWrittenMovingBelow() {
        // py 4.104: the capturer reborn on an occupied square goes below it, written as the move it
        // makes: [wRb7->h1->v] (not [+wRh1->v], which is a unit reborn)
        assertLines("begin pieces white kd1 rb2 bh1 black ka8 sb7 stipulation ~1 condition anticirce volcanic end",
                "1.Kd1-e2 !", "1.Kd1-c2 !", "1.Kd1-c1 !", "1.Kd1-d2 !", "1.Kd1-e1 !", "1.Bh1*b7[wBb7->f1] !",
                "1.Bh1-c6 !", "1.Bh1-d5 !", "1.Bh1-e4 !", "1.Bh1-f3 !", "1.Bh1-g2 !", "1.Rb2-b1 !", "1.Rb2-a2 + !",
                "1.Rb2-b6 !", "1.Rb2-b5 !", "1.Rb2-b4 !", "1.Rb2-b3 !", "1.Rb2-h2 !", "1.Rb2-g2 !", "1.Rb2-f2 !",
                "1.Rb2-e2 !", "1.Rb2-d2 !", "1.Rb2-c2 !", "1.Rb2*b7[wRb7->h1->v] + !");
    }

    @Test
    void antiCirceVolcanicPawnGoesBelowPromoted() {
        // py 4.104 (TESTS-anticirce-07 without EiffelChess): the capturing pawn reborn on its
        // promotion rank goes below promoted, one move per piece, and comes up as that piece
        assertLines("begin pieces white kh1 pa6 rc8 black ka1 bb7 stipulation ser-zf82 "
                        + "condition anticirce equipollent volcanic end",
                "1.Kh1-g1   2.Rc8-f8 z", "1.Kh1-h2   2.Rc8-f8 z", "1.a6*b7[wPb7->c8=Q->v]   2.Rc8-f8[+wQc8] z", "1.a6*b7[wPb7->c8=S->v]   2.Rc8-f8[+wSc8] z",
                "1.a6*b7[wPb7->c8=R->v]   2.Rc8-f8[+wRc8] z", "1.a6*b7[wPb7->c8=B->v]   2.Rc8-f8[+wBc8] z");
    }
}
