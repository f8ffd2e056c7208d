package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Influencer acts after Masand whatever the order listed: the pawn Masand has just made Black's
     * is influenced (a position of our own; py 4.104 writes {@code 1.Qh6-f4[e4=b][f8=w][e4=P] + !}).
     */
    @Test
    void influencerAfterMasand() {
        assertTrue(lines("""
                begin
                pieces white ka6 pe4 qh6 rd1 black kb8 rf8
                stipulation ~1
                condition Influencer Masand
                end
                """).contains("1.Qh6-f4[e4=b][f8=w][e4=P] + !"));
    }

    /**
     * Influencer and Messigny: both units of an exchange influence, the one now on the departure
     * square first (a position of our own; py 4.104: {@code 1.Rd3<->Rf8[d4=P][g7=P] + !}).
     */
    @Test
    void influencerExchange() {
        assertTrue(lines("""
                begin
                pieces white ka6 qh6 rd3 black kb8 rf8 sd4 bg7
                stipulation ~1
                condition Influencer Messigny
                end
                """).contains("1.Rd3<->Rf8[d4=P][g7=P] + !"));
    }

    /**
     * SingleBox type 1 with a fairy walk (CavalierMajeur's nightriders): Popeye ignores the
     * problem, nothing solved (py 4.104, diff 72-29: "Fairy pieces not allowed in Single box");
     * its type is written four blanks after the name, as py writes it.
     */
    @Test
    void singleBoxRefusesFairyWalks() {
        String text = """
                begin
                pieces white kd7 rd3 pg3 qa1 black kg2 qf3
                stipulation hr+2
                condition SingleBox Type1
                condition CavalierMajeur
                end
                """;
        assertTrue(lines(text).isEmpty());
        // as the corpus .out files write them (EXAMPLES-sbtype1-03, EXAMPLES-republican-02 b)
        var english = feerie.problem.Language.ENGLISH;
        org.junit.jupiter.api.Assertions.assertEquals("SingleBox    Type1", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("SingleBox", java.util.List.of("type1")), english));
        org.junit.jupiter.api.Assertions.assertEquals("RepublicanChess    Type2", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("RepublicanChess", java.util.List.of()), english));
    }

    /** Wormholes: a castling king landing on a wormhole goes on (0-0[wKg1->d4]); the squares written in the board's order. */
    @Test
    void castlingThroughAWormhole() {
        assertMatchesPopeye("TESTS-wurmloch-01");
        org.junit.jupiter.api.Assertions.assertEquals("Wormholes f1 g1 d4 h5", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("Wormholes", java.util.List.of("d4f1g1h5")), feerie.problem.Language.ENGLISH));
    }
}
