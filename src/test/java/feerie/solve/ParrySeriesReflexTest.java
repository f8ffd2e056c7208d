package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In a reflex parry series (pser-r#n) the parries are the opponent's choice, as in pser-# and
 * pser-s#: a check stays in the solution only if the series goes on after every parry. Found by
 * the differential run (seed 502); the expectations are Popeye 4.104's output for this problem.
 */
class ParrySeriesReflexTest {
    private static final String PROBLEM = """
            begin
            pieces black kc7 sd4 pg2 pg5 pe3 white ke1 qd3 qd2
            stipulation pser-r#2
            end
            """;

    @Test
    void aCheckTheKnightParriesByInterposingIsNoSolution() {
        List<String> lines = SolutionLines.of(PROBLEM);
        // 1.Qd3-c4+ (parried by Sd4-c6 as well as by the king) is not among py's checks
        assertEquals(List.of("1.Qd2-a5 +", "1.Qd3-h7 +"),
                lines.stream().filter(l -> l.split("\\s+").length > 1 && l.split("\\s+")[1].equals("+"))
                        .map(l -> l.split("\\s+")[0] + " +").distinct().sorted().toList());
        assertEquals(397, lines.size());
    }

    /** A reflex parry series whose side can mate at once must: the play is ruined (py 4.104, diff seed 503). */
    @Test
    void theSeriesSideThatCanMateAtOnceMust() {
        assertEquals(List.of("1.Rg1-a1 # ?!?"), SolutionLines.of("""
                begin
                pieces white kh6 qb3 rg1 pg5 black ka7
                stipulation pser-r#3
                end
                """));
    }
}
