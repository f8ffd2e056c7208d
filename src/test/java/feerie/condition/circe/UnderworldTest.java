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
}
