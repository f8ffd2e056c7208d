package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The goal chess81 (c81: a unit reaches its own last rank) with option GoalIsEnd (the other side
 * may not reach it first), and GoalIsEnd with the goal capture. The expected lines are copied from Popeye 4.104's output (the .out
 * next to each problem in the corpus).
 */
class Chess81GoalTest {
    private static List<String> solve(String text) {
        return Arrays.stream(SolveCommand.solveToText(SolutionLines.problem(text), 60).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).sorted().toList();
    }

    /** TESTS-goal_is_end-01: Black may not promote on a1 first (1.a7-a5 ... 5.a2-a1 is no solution). */
    @Test
    void helpPlayOtherSideMayNotReachTheGoal() {
        assertEquals(List.of(
                "1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=B c81",
                "1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=Q c81",
                "1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=R c81",
                "1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=S c81"), solve("""
                begin
                pieces white ph2 black pa7
                stipulation hc815
                option nowk nobk goalisend
                end
                """));
    }

    /** BEISPIEL-chess81-05 (German input): a check is written before the goal symbol. */
    @Test
    void checkBeforeTheGoalSymbol() {
        assertEquals(List.of(
                "1.Lh8-g7 h6*g7   2.Kh7-h6 g7-g8=D c81",
                "1.Lh8-g7 h6*g7   2.Kh7-h6 g7-g8=L c81",
                "1.Lh8-g7 h6*g7   2.Kh7-h6 g7-g8=S + c81",
                "1.Lh8-g7 h6*g7   2.Kh7-h6 g7-g8=T c81"), solve("""
                anfang
                forderung hc812
                option ZielIstEnde
                steine
                weiss kf5 bh6
                schwarz kh7 lh8
                ende
                """));
    }

    /** BEISPIEL-chess81-04: selfplay, Black's king reaches the first rank. */
    @Test
    void selfPlay() {
        List<String> lines = solve("""
                anfang
                forderung sc813
                option vari ZielIstEnde
                steine
                weiss kd4 sd1
                schwarz ka2
                ende
                """);
        assertEquals(true, lines.contains("1.Kd4-c3 ! Drohung:"), lines.toString());
        assertEquals(true, lines.contains("3...Ka2-b1 c81"), lines.toString());
        assertEquals(true, lines.contains("2.Sd1-b2 Zugzwang."), lines.toString());
    }

    /** BEISPIEL-chess81-02: direct play, the key castles. */
    @Test
    void directPlay() {
        List<String> lines = solve("""
                anfang
                forderung c813
                option vari ZielIstEnde
                steine
                weiss ke1 th1
                schwarz kg3 Lh4
                ende
                """);
        assertEquals(List.of("1...Lh4-f6", "1.0-0 ! Drohung:", "2.Tf1*f6 Drohung:", "2.Tf1-f8 c81", "3.Tf6-f8 c81"), lines); // sorted
    }

    /**
     * GoalIsEnd with the goal capture, a position of our own (py 4.104): a Black capture ends the
     * game, so 1.a2-a3 (Sb5*a3) is no key, as it is without the option.
     */
    @Test
    void goalIsEndWithCaptureInDirectPlay() {
        List<String> keys = solve("""
                begin
                pieces white kh1 rd1 pa2 black ka8 pd6 sb5
                stipulation x2
                option goalisend variation
                end
                """).stream().filter(l -> l.startsWith("1.") && !l.startsWith("1...")).toList();
        assertEquals(List.of("1.Kh1-g1 ! threat:", "1.Kh1-g2 ! threat:", "1.Kh1-h2 ! threat:", "1.Rd1*d6 x !",
                "1.Rd1-d2 ! threat:", "1.Rd1-d3 ! threat:", "1.Rd1-d5 ! threat:", "1.a2-a4 ! threat:"), keys);
    }
}
