package feerie.condition.attribute;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The attributes Bul and Dob: py 4.104's output on positions of our own, and corpus problems of
 * the condition-free corpus against Popeye's .out.
 */
class HurdleMoverTest {
    private static final Path POPEYE = Path.of("..", "shared", "corpus", "popeye");

    @Test
    void underBulTheHurdleMovesWithTheHoppersWalkForTheMover() {
        // py: the black knight hops as a grasshopper over the pawn d6
        assertLines("begin pieces white ka1 white bul gd1 black kh8 sd3 pd6 stipulation ~1 end",
                "1.Ka1-a2 !", "1.Ka1-b1 !", "1.bGd1-d4[bSd3->d5] !");
    }

    @Test
    void underDobTheHurdleMovesWithItsOwnWalkEachMovementAMove() {
        // py: one move per knight move of the hurdle, none capturing
        assertLines("begin pieces white ka1 white dob gd1 black kh8 sd3 pd6 stipulation ~1 end",
                "1.Ka1-a2 !", "1.Ka1-b1 !", "1.dGd1-d4[bSd3->b2] !", "1.dGd1-d4[bSd3->c1] !",
                "1.dGd1-d4[bSd3->e1] !", "1.dGd1-d4[bSd3->f2] !", "1.dGd1-d4[bSd3->f4] !",
                "1.dGd1-d4[bSd3->e5] !", "1.dGd1-d4[bSd3->c5] !", "1.dGd1-d4[bSd3->b4] !");
    }

    @Test
    void aHopWhoseHurdleCannotMoveIsNoMove() {
        // py: Gh3-h7 over h6 leaves the pawn h6 no grasshopper move; the capture on h6 over h5 does
        assertLines("begin pieces white kh1 white bul gh3 black ka8 ph5 ph6 stipulation ~1 end",
                "1.Kh1-g2 !", "1.Kh1-g1 !", "1.Kh1-h2 !", "1.bGh3*h6[bPh5->h7] !");
    }

    @Test
    void aKingCapturedOnlyByAPlayableHopIsInCheck() {
        // py: the hurdle e7 cannot move after Ge1*e8: no check, every move is legal
        assertLines("begin pieces white ke8 pe7 rh2 black ka1 black bul ge1 stipulation ~1 end",
                "1.Rh2-h1 !", "1.Rh2-a2 + !", "1.Rh2-b2 !", "1.Rh2-c2 !", "1.Rh2-d2 !", "1.Rh2-e2 !", "1.Rh2-f2 !",
                "1.Rh2-g2 !", "1.Rh2-h8 !", "1.Rh2-h7 !", "1.Rh2-h6 !", "1.Rh2-h5 !", "1.Rh2-h4 !", "1.Rh2-h3 !",
                "1.Ke8-d7 !", "1.Ke8-f7 !", "1.Ke8-d8 !", "1.Ke8-f8 !");
        // py: with c7 the hurdle e7 can hop to b7: check, which only the rook's block parries
        assertLines("begin pieces white ke8 pe7 pc7 rh2 black ka1 black bul ge1 stipulation ~1 end",
                "1.Rh2-e2 !", "1.c7-c8=Q !", "1.c7-c8=S !", "1.c7-c8=R !", "1.c7-c8=B !", "1.c7-c8=G=b !",
                "1.Ke8-d7 !", "1.Ke8-f7 !", "1.Ke8-d8 !", "1.Ke8-f8 !");
    }

    @Test
    void aPawnPromotesToAHopperWalkWithItsAttributes() {
        // py: the only grasshopper is a Bul (Dob) one: "=G=b" ("=G=d"), no plain "=G"
        assertLines("begin pieces white kb5 pb7 black bul gh6 black ka1 stipulation ~1 end",
                "1.b7-b8=Q !", "1.b7-b8=S !", "1.b7-b8=R !", "1.b7-b8=B !", "1.b7-b8=G=b !",
                "1.Kb5-a4 !", "1.Kb5-b4 !", "1.Kb5-c4 !", "1.Kb5-a5 !", "1.Kb5-c5 !", "1.Kb5-a6 !", "1.Kb5-b6 !", "1.Kb5-c6 !");
    }

    @Test
    void corpusProblems() {
        for (String id : new String[] {"TESTS-bul-02", "TESTS-bul-04", "TESTS-bul-06", "TESTS-bul-07",
                "TESTS-dob-01", "TESTS-dob-03", "TESTS-dob-05", "EXAMPLES-bul-05", "EXAMPLES-dob-02"})
            assertMatchesPopeye(POPEYE, id);
        // with MasandGeneralised (the conditions' corpus)
        assertMatchesPopeye("EXAMPLES-bul-06");
    }
}
