package feerie.condition.attribute;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The attributes that are a condition's rule for the units carrying them (Patrol, Functionary,
 * Jigger, Anda): positions of our own solved by py 4.104, and corpus problems against Popeye's output.
 */
class UnitAttributesTest {
    private static final Path CONDITION_FREE = Path.of("..", "shared", "corpus", "popeye");

    @Test
    void aPatrolUnitCapturesOnlyWhenSupported() {
        // py: Sc3 (supported by b2) and Sd5 (by Sc3) capture
        assertLines("begin pieces white ka1 pb2 white patrol sc3 sd5 black kh8 pb5 pe7 stipulation x1 end",
                "1.pSc3*b5 x !", "1.pSd5*e7 x !");
        // py: the unsupported patrol rook gives no check on h7 (and neither does Black's on g7)
        assertLines("begin pieces white ka1 white patrol rh2 black kh8 black patrol rg7 stipulation ~1 option nowk end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.pRh2-h1 !", "1.pRh2-a2 !", "1.pRh2-b2 !", "1.pRh2-c2 !",
                "1.pRh2-d2 !", "1.pRh2-e2 !", "1.pRh2-f2 !", "1.pRh2-g2 !", "1.pRh2-h7 !", "1.pRh2-h6 !", "1.pRh2-h5 !",
                "1.pRh2-h4 !", "1.pRh2-h3 !");
        assertMatchesPopeye(CONDITION_FREE, "EXAMPLES-patrpcs-02");
        assertMatchesPopeye("BEISPIEL-ohneschlag-01");
    }

    @Test
    void aFunctionaryUnitMovesOnlyWhenObservedByTheOtherSide() {
        // py: neither knight is observed by Black
        assertLines("begin pieces white ka1 white functionary sc3 sd5 black kh8 pb5 pe7 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !");
        // py: the functionary bishop f6 observes c3, which may move
        assertLines("begin pieces white ka1 white functionary sc3 black kh8 black functionary bf6 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.fSc3-a2 !", "1.fSc3-b1 !", "1.fSc3-d1 !", "1.fSc3-e2 !",
                "1.fSc3-b5 !", "1.fSc3-a4 !");
        assertMatchesPopeye(CONDITION_FREE, "BEISPIEL-beamten-02");
    }

    @Test
    void aJiggerUnitEndsItsMoveNextToAnotherUnit() {
        // py: only Sd4-c6, next to b5
        assertLines("begin pieces white ka1 white jigger sd4 black kh8 pb5 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.jSd4-c6 !");
        assertMatchesPopeye(CONDITION_FREE, "BEISPIEL-jigger-01");
    }

    @Test
    void anAndaUnitThatChecksTurnsNeutral() {
        // py: a rook checking from d1 or a8 would turn neutral and check its own king
        assertLines("begin pieces white ka1 white anda rh1 ra2 black kd8 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-b1 !", "1.aRh1-b1 !", "1.aRh1-c1 !", "1.aRh1-e1 !", "1.aRh1-f1 !", "1.aRh1-g1 !",
                "1.aRh1-h8[=na] + !", "1.aRh1-h7 !", "1.aRh1-h6 !", "1.aRh1-h5 !", "1.aRh1-h4 !", "1.aRh1-h3 !",
                "1.aRh1-h2 !", "1.aRa2-a7 !", "1.aRa2-a6 !", "1.aRa2-a5 !", "1.aRa2-a4 !", "1.aRa2-a3 !", "1.aRa2-h2 !",
                "1.aRa2-g2 !", "1.aRa2-f2 !", "1.aRa2-e2 !", "1.aRa2-d2[=na] + !", "1.aRa2-c2 !", "1.aRa2-b2 !");
        assertMatchesPopeye(CONDITION_FREE, "EXAMPLES-anda-01");
    }

    @Test
    void anAndaInverseUnitThatDoesNotCheckTurnsNeutral() {
        // py: a move along the first rank gives no check, so the rook turns neutral there and checks its own king
        assertLines("begin pieces white ka1 white andainverse rh1 black kd8 pa7 stipulation ~1 end",
                "1.Ka1-b2 !", "1.Ka1-a2 !", "1.Ka1-b1 !", "1.aiRh1-d1 + !", "1.aiRh1-h8 + !", "1.aiRh1-h7[=nai] !",
                "1.aiRh1-h6[=nai] !", "1.aiRh1-h5[=nai] !", "1.aiRh1-h4[=nai] !", "1.aiRh1-h3[=nai] !", "1.aiRh1-h2[=nai] !");
    }
}
