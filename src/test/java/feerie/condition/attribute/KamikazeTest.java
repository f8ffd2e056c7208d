package feerie.condition.attribute;

import static feerie.condition.ConditionCorpus.assertLines;
import static feerie.condition.ConditionCorpus.assertMatchesPopeye;

import org.junit.jupiter.api.Test;

/** The Kamikaze attribute: corpus problems against Popeye's output, and py's output on positions of our own. */
class KamikazeTest {
    @Test
    void aKamikazeCapturerDisappearsWithItsVictim() {
        // py: "1.kRb1*b5[-wkRb5] !"
        assertLines("begin pieces white kh1 white kamikaze rb1 black ka8 pb5 stipulation ~1 end",
                "1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.kRb1-a1 + !", "1.kRb1-c1 !", "1.kRb1-d1 !", "1.kRb1-e1 !",
                "1.kRb1-f1 !", "1.kRb1-g1 !", "1.kRb1-b2 !", "1.kRb1-b3 !", "1.kRb1-b4 !", "1.kRb1*b5[-wkRb5] !");
    }

    @Test
    void underCirceItIsRebornBeforeItsVictim() {
        // py: "1.kRb1*b5[wkRb5->h1][+bPb7] !"; h1 occupied: "1.kRb1*b5[+bPb7] !"
        assertLines("begin pieces white kh2 white kamikaze rb1 black ka8 pb5 stipulation x1 condition circe end",
                "1.kRb1*b5[wkRb5->h1][+bPb7] x !");
        assertLines("begin pieces white kh1 white kamikaze rb1 black ka8 pb5 stipulation x1 condition circe end",
                "1.kRb1*b5[+bPb7] x !");
        // a unit that is not there at the end of its move has not reached the target (twins changing conditions)
        assertMatchesPopeye("TESTS-kamikaze-01");
        // the exchange goal follows the reborn unit
        assertMatchesPopeye("TESTS-kamikaze-02");
        assertMatchesPopeye("TESTS-kamikaze-03");
        // kamikaze pawns promote to kamikaze units: 1...kBd2*c1=kD[skDc1->d8][+wkDd1]
        assertMatchesPopeye("BEISPIEL-circe-01");
        // neutral kamikaze units under Mirror Circe: [nkSc1->g1]
        assertMatchesPopeye("REGRESSIONS-4_81_to_4_83-03");
    }
}
