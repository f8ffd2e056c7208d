package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * AntiKings: a king not attacked is in check; no king is captured. Expectations from Popeye 4.104:
 * py's run on a position of our own (its lines pasted, sorted) and the corpus problems' .out.
 */
class AntiKingsTest {
    /** White's king must stay attacked (by the bishop); the knight "checks" Black's king by leaving it unattacked (py). */
    @Test
    void kingsMustStayAttacked() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white kc6 sc5 pa6 black ke4 ba8
                stipulation ~1
                condition antikings
                end
                """);
        assertEquals(List.of("1.Kc6-b7 !", "1.Kc6-d5 !", "1.Sc5-a4 + !", "1.Sc5-b3 + !", "1.Sc5-d3 + !",
                "1.Sc5-d7 + !", "1.Sc5-e6 + !", "1.a6-a7 !"), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("EXAMPLES-antiking-01", "EXAMPLES-antiking-02", "BEISPIEL-antiking-01");
    }
}
