package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The goal exchange ({@code <>}): two units of the side that moved have swapped their diagram
 * squares. The expected lines are copied from Popeye 4.104's output (BEISPIEL-duplex-15.out).
 */
class ExchangeGoalTest {
    private static List<String> solve(String text) { return SolutionLines.of(text); }

    /** BEISPIEL-duplex-15: no goal symbol is written; Black's exchange in the duplex half. */
    @Test
    void seriesExchangeDuplex() {
        assertEquals(List.of("1.Dh4-g4   2.Kh3-h4   3.Dg4-h3 +", "1.Se2-c1   2.Kd3-e2   3.Sc1-d3"), solve("""
                anfang
                Forderung       ser-<>3
                Steine          schw kd3 se2
                                weis kh3 dh4
                Option          duplex
                ende
                """));
    }
}
