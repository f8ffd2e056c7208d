package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ExtinctionChess: a side is in check when the other can capture the last unit of one of its
 * kinds. Expectations from Popeye 4.104: py's run on a position of our own (its lines pasted,
 * sorted) and the corpus problem's .out.
 */
class ExtinctionTest {
    /** White's only rook may not stand where it can be taken (c6, c7, d1), the king may (py). */
    @Test
    void lastUnitOfAKindMayNotBeExposed() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ke1 rc1 sb1 pa2 black ke8 qd8 rh8 pa7 sb8
                stipulation ~1
                condition extinctionchess
                end
                """);
        assertEquals(List.of("1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ke1-f2 !", "1.Rc1-c2 !", "1.Rc1-c3 !", "1.Rc1-c4 !",
                "1.Rc1-c5 !", "1.Sb1-a3 !", "1.Sb1-c3 !", "1.a2-a3 !", "1.a2-a4 !"), lines);
    }

    /** The capture is played to judge it: an Andernach capturer turned keeps the kind alive (corpus .out). */
    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("REGRESSIONS-4_63_to_4_65-54", "REGRESSIONS-4_63_to_4_65-53");
    }
}
