package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Promotions into an imitator beside Circe: a pawn reborn on its last rank may become one, listed
 * first ({@code [+bPe1=I]}); a pawn's own promotion into one keeps the rebirth's choice
 * ({@code =I[+wPc8=Q]}); under AntiCirce a capture into an imitator has no capturer to bring
 * home, so it is no move. Expected lines: py 4.104 on these positions.
 */
class ImitatorPromotionTest {
    private static List<String> sorted(String pasted) {
        return pasted.lines().map(String::strip).filter(l -> !l.isEmpty()).sorted().toList();
    }

    @Test
    void pawnRebornAsImitator() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ka1 re7 black kh8 pe4
                stip ~1
                condition equipollentscirce imitator b6
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(sorted("""
                1.Re7*e4[Ib3][+bPe1=I] !
                1.Re7*e4[Ib3][+bPe1=Q] !
                1.Re7*e4[Ib3][+bPe1=S] !
                1.Re7*e4[Ib3][+bPe1=R] !
                1.Re7*e4[Ib3][+bPe1=B] !
                """), lines);
    }

    @Test
    void antiCirceCaptureIntoImitatorIsNoMove() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kh1 pb7 black ka1 ra8 bc8
                stip h~1
                condition anticirce imitator d4
                end
                """).stream().filter(l -> l.startsWith("1.Ka1-b2[Ie5] b7*")).toList();
        assertEquals(sorted("""
                1.Ka1-b2[Ie5] b7*c8[If6]=Q[wQc8->d1]
                1.Ka1-b2[Ie5] b7*c8[If6]=S[wSc8->b1]
                1.Ka1-b2[Ie5] b7*c8[If6]=B[wBc8->f1]
                1.Ka1-b2[Ie5] b7*a8[Id6]=Q[wQa8->d1]
                1.Ka1-b2[Ie5] b7*a8[Id6]=S[wSa8->b1]
                1.Ka1-b2[Ie5] b7*a8[Id6]=B[wBa8->f1]
                """), lines);
    }

    @Test
    void corpus() { PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-60", "REGRESSIONS-4_63_to_4_65-61"); }
}
