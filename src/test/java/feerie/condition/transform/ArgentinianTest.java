package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ArgentinianChess: pawns promote to the Senora, Saltador, Faro and Loco, and to the diagram's
 * other pieces. Expectations from Popeye 4.104: py's run on a position of our own (its lines
 * pasted, sorted) and the corpus problem's .out.
 */
class ArgentinianTest {
    /** The rook of the diagram is still a promotion; the queen, knight and bishop are not (py). */
    @Test
    void promotions() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white pb7 black rc8
                stipulation ~1
                condition argentinianchess
                option nowk nobk
                end
                """);
        assertEquals(List.of("1.b7*c8=FA !", "1.b7*c8=LO !", "1.b7*c8=R !", "1.b7*c8=SA !", "1.b7*c8=SE !",
                "1.b7-b8=FA !", "1.b7-b8=LO !", "1.b7-b8=R !", "1.b7-b8=SA !", "1.b7-b8=SE !"), lines);
    }

    @Test
    void corpus() {
        PopeyeChecks.assertMatchesPopeye("TESTS-pieces-27");
    }
}
