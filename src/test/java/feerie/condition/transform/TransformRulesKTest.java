package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;

import org.junit.jupiter.api.Test;

/** General rules of the transform family found wrong, each against Popeye 4.104's corpus output. */
class TransformRulesKTest {
    /** BichromChess judges a Messigny exchange too, whatever the order of the conditions. */
    @Test
    void chromaticJudgesExchanges() {
        assertMatchesPopeye("REGRESSIONS-4_83_to_4_85-01");
    }

    /** AntiCirce and Imitator: a capturer reborn where an imitator lands by the move is no capture, nor a check. */
    @Test
    void rebirthSquareTakenByAnImitator() {
        assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-65");
    }

    /**
     * Circe Parrain in a series: the unit is reborn after the series' next move, the other side's
     * passes left out (then Volage turns the unit reborn on the other colour: [+bPd6=w]).
     */
    @Test
    void parrainInASeries() {
        assertMatchesPopeye("REGRESSIONS-4_69_to_4_71-20");
    }
}
