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

    /**
     * The Faro is the standard rook: it castles, the diagram's rook does not (the mutated
     * BEISPIEL-woozles-05 of seed 19-151 castled with a rook). Expected: py 4.104, whose king
     * moves are Ke1-f2, e2, d2, f1, d1 and 0-0-0.
     */
    @Test
    void theFaroCastlesTheRookDoesNot() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ke1 faa1 rh1 pa2 black ke8
                stipulation ~1
                condition argentinianchess
                end
                """);
        assertEquals(List.of("1.0-0-0 !", "1.Ke1-d1 !", "1.Ke1-d2 !", "1.Ke1-e2 !", "1.Ke1-f1 !", "1.Ke1-f2 !"),
                lines.stream().filter(l -> l.startsWith("1.K") || l.startsWith("1.0")).toList());
    }

    /** Circe: a Loco is reborn as a bishop (c8), the diagram's bishop as a fairy piece (d1). Expected: py 4.104. */
    @Test
    void circeRebirthsFollowTheArgentinianPieces() {
        List<String> lines = PopeyeChecks.lines("""
                begin
                pieces white ke1 qd1 black kh7 fad7 rd6 bd5 lof3
                stipulation ~1
                condition argentinianchess circe
                end
                """);
        assertEquals(List.of("1.Qd1*d5[+bBd1] !", "1.Qd1*f3[+bLOc8] !"), lines.stream().filter(l -> l.contains("*")).toList());
    }
}
