package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * VogtlaenderChess: a side is in check when the other king is attacked. Expectations from Popeye
 * 4.104: py's run on a position of our own (its lines pasted, sorted) and the corpus problem's .out.
 */
class VogtlaenderTest {
    /** White may not attack Black's king (no Qd8); a white king moved into the rook's line checks Black (py). */
    @Test
    void checkIsTheOtherKingAttacked() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kd1 qd4 sf3 black ke8 re5 bh7
                stipulation ~1
                condition vogtlaenderchess
                end
                """);
        assertEquals(List.of(
                "1.Kd1-c1 !", "1.Kd1-c2 + !", "1.Kd1-d2 !", "1.Kd1-e1 + !", "1.Kd1-e2 + !", "1.Qd4-a1 !",
                "1.Qd4-a7 !", "1.Qd4-b2 !", "1.Qd4-b4 !", "1.Qd4-b6 !", "1.Qd4-c3 !", "1.Qd4-c4 !",
                "1.Qd4-c5 !", "1.Qd4-d2 !", "1.Qd4-d3 !", "1.Qd4-d5 !", "1.Qd4-d6 !", "1.Qd4-e3 !",
                "1.Qd4-e4 !", "1.Qd4-f2 !", "1.Qd4-f4 !", "1.Qd4-g1 !", "1.Qd4-g4 !", "1.Qd4-h4 !",
                "1.Sf3*e5 !", "1.Sf3-d2 !", "1.Sf3-e1 !", "1.Sf3-g1 !", "1.Sf3-g5 !", "1.Sf3-h2 !",
                "1.Sf3-h4 !"
                ), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("BEISPIEL-vogt-01");
    }
}
