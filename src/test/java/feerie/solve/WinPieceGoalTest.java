package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.condition.ConditionCorpus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The goal % (Steingewinn, win a piece): a capture whose unit is not reborn. */
class WinPieceGoalTest {
    /** Popeye's .out: ser-%4 under Circe with a neutral pawn (-38), h%1 under SuperGuards. */
    @ParameterizedTest
    @ValueSource(strings = {"BEISPIEL-stip-38", "REGRESSIONS-4_77_to_4_79-01"})
    void corpus(String id) {
        ConditionCorpus.assertMatchesPopeye(id);
    }

    /** py 4.104 (its 1029 solutions): under Circe only a capture whose unit is not reborn wins a piece. */
    @Test
    void circeRebirthIsNoGain() {
        List<String> lines = ConditionCorpus.solutionLines("""
                begin
                cond circe
                pieces white kh1 rd1 sf3 black ka8 pb7 qg7 bc6
                stip h%2
                end
                """);
        assertEquals(1029, lines.size());
        assertEquals(List.of("1.Bc6-a4 Rd1-b1   2.Ba4-d1 Rb1*b7 %", "1.Bc6-a4 Rd1-b1   2.Ba4-c2 Rb1*b7 %"), lines.subList(0, 2));
    }

    /** py 4.104: AntiCirce's capturer going home does not undo the gain. */
    @Test
    void antiCirceCapturerGoesHome() {
        ConditionCorpus.assertLines("""
                begin
                cond anticirce
                pieces white kh1 rd1 sf3 black ka8 pb7 qg7 bc6
                stip h%1
                end
                """,
                "1.Qg7-a1 Rd1*a1[wRa1->a1] %", "1.Qg7-d4 Rd1*d4[wRd4->a1] %", "1.Qg7-g1 + Rd1*g1[wRg1->a1] %",
                "1.Qg7-g1 + Kh1*g1[wKg1->e1] %", "1.Qg7-g2 + Kh1*g2[wKg2->e1] %");
    }
}
