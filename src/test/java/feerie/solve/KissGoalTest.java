package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kiss goal k&lt;square&gt;: the unit that stood on the square in the diagram, wherever it has
 * gone, is touched by the unit that just moved and by no other. The expected lines are copied from
 * Popeye 4.104's output (the .out next to each problem in the corpus).
 */
class KissGoalTest {
    private static List<String> solve(String text) { return SolutionLines.of(text); }

    /** EXAMPLES-kiss-02: the kissed pawn has moved from h3; no goal symbol is written. */
    @Test
    void kissedUnitIsFollowed() {
        assertEquals(List.of("1.h3-h2 Sh1-g3"), solve("""
                begin
                pieces white sh1 black ph3
                stip hkh31
                option nowk nobk
                end
                """));
    }

    /** EXAMPLES-kiss-04. */
    @Test
    void kissAfterEitherPawnStep() {
        assertEquals(List.of("1.a7-a5 Sa4-b6", "1.a7-a6 Sa4-b6"), solve("""
                begin
                pieces white sa4 black pa7
                stip hka71
                option nowk nobk
                end
                """).stream().sorted().toList());
    }

    /** EXAMPLES-kiss-01 (direct kc52): the key and, after 1...Rc5-b5, the kiss on the rook's new square. */
    @Test
    void directKiss() {
        List<String> lines = solve("""
                begin
                pieces white ka8 qe2 rh5 bg2
                       black kg4 qh1 rc5f3 bf5 pa5c2d5
                stip kc52
                option vari try
                end
                """);
        assertEquals(true, lines.contains("1.Qe2-d2 ! threat:"), lines.toString());
        assertEquals(true, lines.contains("1...Rc5-b5 !"), lines.toString());
        // the order of the variations is Popeye's move order, which Féerie's need not follow
        int key = lines.indexOf("1.Qe2-d2 ! threat:");
        assertEquals("2.Qd2*d5", lines.get(key + 1));
        List<String> after = lines.subList(key, lines.size());
        int b5 = after.indexOf("1...Rc5-b5");
        assertEquals("2.Qd2*a5", after.get(b5 + 1));
        int d3 = after.indexOf("1...Rf3-d3");
        assertEquals("2.Bg2*d5", after.get(d3 + 1));
    }
}
