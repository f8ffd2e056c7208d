package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The goals whose move checks the mover's own king: double mate ##, counter-mate ##!, auto-mate !#.
 * The expected lines are copied from Popeye 4.104's output (the .out next to each problem in the corpus).
 */
class SelfCheckGoalsTest {
    private static List<String> solve(String text) { return SolutionLines.of(text); }

    /** TESTS-battle_play-08: White, mated, plays a self-check that mates Black too: a short solution. */
    @Test
    void counterMateInDirectPlay() {
        assertEquals(List.of("1.Kc8-b7 ##! !"), solve("""
                begin
                pieces white kc8 rb8
                       black ka7 qc5 rd5
                stip ##!2
                end
                """));
    }

    /** TESTS-battle_play-20: in selfplay Black plays the counter-mate. */
    @Test
    void counterMateInSelfPlay() {
        assertEquals(List.of("1.Qa5-c5 + !", "1...Kc8-b7 ##!"), solve("""
                begin
                pieces white ka7 qa5
                       black kc8 rb8 dud7d8
                stipulation s##!1
                option vari
                end
                """));
    }

    /**
     * TESTS-help_play-05: the capture of the opposite king counts when a side's immobility is
     * tested (else 1.Qh8-b8 Bh7-g8 2.Rg7-a7+ Ka3-a2 would be a second solution: Ra7*a2).
     */
    @Test
    void counterMateInHelpPlay() {
        assertEquals(List.of("1.Rg7-g4 Bh7-b1   2.Qh8-c3 + Ka3-a2 ##!"), solve("""
                begin
                pieces white ka3 bh7
                       black ka1 qh8 rg7
                stip h##!2
                end
                """));
    }

    /** TESTS-series_play-03. */
    @Test
    void counterMateInSeriesHelpPlay() {
        assertEquals(List.of("1.Rg7-g4   2.Qh8-c3 + Ka3-a2 ##!"), solve("""
                begin
                pieces white ka3 bb1
                       black ka1 qh8 rg7
                stip ser-h##!2
                end
                """));
    }

    /** REGRESSIONS-4_55_to_4_57-05 a): both kings mate each other. */
    @Test
    void doubleMate() {
        assertEquals(List.of("1.Kh6-h7 ## !"), solve("""
                begin
                pieces white kh6 pg6
                       black kh8 bg7
                stip ##1
                end
                """));
    }

    /** REGRESSIONS-4_55_to_4_57-05 b): no double mate by a side that had no legal move (White is stalemated). */
    @Test
    void noDoubleMateByAnImmobileSide() {
        assertEquals(List.of(), solve("""
                begin
                pieces white kh6 pg6
                       black kh8 bg7 ra5
                stip ##1
                end
                """));
    }

    /** TESTS-series_play-02: no ser-##2 because 1.Kh2-h3 stalemates White. */
    @Test
    void noSeriesDoubleMateAfterStalemate() {
        assertEquals(List.of(), solve("""
                begin
                pieces white kh2 pg3g5h4
                       black kh5 ra2a3g6
                stip ser-##2
                end
                """));
    }

    /** EXAMPLES-automate-02: the last move uncovers a check that mates White's own king. */
    @Test
    void autoMateInSeriesPlay() {
        assertEquals(List.of("1.Ka7-a6   2.Bg1-a7   3.Ka6-b6   4.Kb6-c5   5.Kc5-d4   6.Kd4-e3   7.Ke3-f2   8.Kf2-g1   9.Kg1-h1  10.Ba7-g1  11.f3-f4 !#"),
                solve("""
                begin
                pieces white ka7 bg1 pf3h2 black kh3 bc6 sc1d2
                stipulation ser-!#11
                end
                """));
    }
}
