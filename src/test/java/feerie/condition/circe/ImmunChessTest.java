package feerie.condition.circe;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import org.junit.jupiter.api.Test;

/** ImmunChess: expected lines are Popeye 4.104's (py) output on these positions, pasted, and a corpus problem. */
class ImmunChessTest {
    @Test
    void aUnitWhoseRebirthSquareIsOccupiedCannotBeCaptured() {
        // the queen stands on its rebirth square d8; the bishop's, f8, is empty
        assertLines("begin pieces white kh1 rd4 black ka1 qd8 bd6 stipulation x1 condition immunchess end",
                "1.Rd4*d6 x !");
        // f8 occupied: the bishop is immune too
        assertLines("begin pieces white kh1 rd4 black ka1 qd8 bd6 sf8 stipulation x1 condition immunchess end");
        // the capturer's own square counts as occupied: the queen's rebirth square is d8
        assertLines("begin pieces white kh1 rd8 black ka1 qd5 rh8 stipulation x1 condition immunchess end");
        // Mirror: the bishop's rebirth square is White's c1
        assertLines("begin pieces white kh1 rd4 black ka1 qd8 bd6 stipulation x1 condition mirrorimmunchess end",
                "1.Rd4*d6 x !");
    }

    @Test
    void anImmuneKingIsNotInCheckWithRexInclusive() {
        // e8 occupied: Rd4-d5 and Rd4-e4 give no check (py)
        String moves = "1.Ke3-d2 ! 1.Ke3-f2 ! 1.Ke3-e2 ! 1.Ke3-d3 ! 1.Ke3-f3 ! 1.Rd4-d1 ! 1.Rd4-d2 ! 1.Rd4-d3 !"
                + " 1.Rd4-a4 ! 1.Rd4-b4 ! 1.Rd4-c4 ! 1.Rd4-d8 ! 1.Rd4-d7 ! 1.Rd4-d6 ! 1.Rd4-d5 ! 1.Rd4-h4 !"
                + " 1.Rd4-g4 ! 1.Rd4-f4 ! 1.Rd4-e4 !";
        assertLines("begin pieces white ke3 rd4 black ke5 be8 stipulation ~1 condition immunchess rexinclusive end",
                moves.split(" (?=1\\.)"));
        assertMatchesPopeye("REGRESSIONS-4_65_to_4_67-05");
    }
}
