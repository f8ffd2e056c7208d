package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Rules of parry series and reciprocal help play found by the differential run (seeds 603 to
 * 606), each on a position of the run or a smaller one; expected outputs from Popeye 4.104
 * ({@code py -regression}), from the stipulation caption on.
 */
class GeneratedPlayRulesTest {
    /**
     * A parry series ending in help play goes on by every way, as ser-h#3 does: py 4.104 shows
     * 1.Kc8-d7 2.h2-h1=S 3.Kd7-e8 Qb2-b5 # beside the shorter 1.Kc8-d7 2.Kd7-e8 Qb2-b5 # (diff seed
     * 603/26).
     */
    @Test
    void aParrySeriesHelpmateGoesOnByEveryWay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc3 qb2 qf6 black kc8 ph2
                stipulation pser-h#3
                end
                """, """
                  pser-h#3                    3 + 2

                  1.Kc8-d7   2.Kd7-e8 Qb2-b5 #
                  1.h2-h1=S   2.Kc8-d7   3.Kd7-e8 Qb2-b5 #
                  1.h2-h1=R   2.Rh1-d1   3.Rd1-d8 Qf6-c6 #
                  1.h2-h1=R   2.Rh1-h8   3.Rh8-d8 Qf6-c6 #
                  1.h2-h1=R   2.Kc8-d7   3.Kd7-e8 Qb2-b5 #
                  1.Kc8-d7   2.h2-h1=S   3.Kd7-e8 Qb2-b5 #
                  1.Kc8-d7   2.h2-h1=R   3.Kd7-e8 Qb2-b5 #
                  1.Kc8-d7   2.Kd7-e8   3.h2-h1=S Qb2-b5 #
                  1.Kc8-d7   2.Kd7-e8   3.h2-h1=R Qb2-b5 #
                  1.Kc8-c7   2.Kc7-d7   3.Kd7-e8 Qb2-b5 #

                solution finished.
                """);
    }

    /**
     * pser-#4: after a parry the series side wins by its quickest way, shorter than the moves left
     * where it can (py 4.104: 1.Bb4-d6 + Kc7-d7 2.Qf8-e7 + Kd7-c8 3.Qe7-c7 #, and no 3.Kd3-c2 4.Qe7-c7
     * # there; diff seed 605/23).
     */
    @Test
    void afterAParryTheQuickestWinOnly() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kd3 qf8 bb4 black kc7
                stipulation pser-#4
                end
                """, """
                  pser-#4                     3 + 1

                  1.Bb4-d6 + Kc7-b6   2.Qf8-b8 + Kb6-a5   3.Kd3-c4   4.Qb8-a7 #
                  1.Bb4-d6 + Kc7-b6   2.Qf8-b8 + Kb6-a5   3.Kd3-c4   4.Qb8-b5 #
                  1.Bb4-d6 + Kc7-b6   2.Qf8-b8 + Kb6-a6   3.Bd6-c5   4.Qb8-b6 #
                  1.Bb4-d6 + Kc7-b6   2.Qf8-b8 + Kb6-a6   3.Bd6-c7   4.Qb8-b6 #
                  1.Bb4-d6 + Kc7-b6   2.Qf8-b8 + Kb6-c6   3.Kd3-c4   4.Qb8-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Bd6-c5   4.Qf8-c8 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Qf8-e7   4.Qe7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Qf8-g7   4.Qg7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Qf8-f7   4.Qf7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Qf8-b8   4.Qb8-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Kd3-c4   3.Qf8-d8   4.Qd8-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Bd6-c5   3.Kd3-c4   4.Qf8-c8 #
                  1.Bb4-d6 + Kc7-c6   2.Qf8-e7   3.Kd3-c4   4.Qe7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Qf8-g7   3.Kd3-c4   4.Qg7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Qf8-f7   3.Kd3-c4   4.Qf7-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Qf8-b8   3.Kd3-c4   4.Qb8-c7 #
                  1.Bb4-d6 + Kc7-c6   2.Qf8-d8   3.Kd3-c4   4.Qd8-c7 #
                  1.Bb4-d6 + Kc7-b7   2.Kd3-c4   3.Kc4-b5   4.Qf8-b8 #
                  1.Bb4-d6 + Kc7-b7   2.Qf8-b8 + Kb7-a6   3.Bd6-c5   4.Qb8-b6 #
                  1.Bb4-d6 + Kc7-b7   2.Qf8-b8 + Kb7-a6   3.Bd6-c7   4.Qb8-b6 #
                  1.Bb4-d6 + Kc7-b7   2.Qf8-b8 + Kb7-c6   3.Kd3-c4   4.Qb8-c7 #
                  1.Bb4-d6 + Kc7-d7   2.Kd3-c4   3.Qf8-e7 + Kd7-c6   4.Qe7-c7 #
                  1.Bb4-d6 + Kc7-d7   2.Kd3-c4   3.Qf8-e7 + Kd7-c8   4.Qe7-c7 #
                  1.Bb4-d6 + Kc7-d7   2.Qf8-e7 + Kd7-c6   3.Kd3-c4   4.Qe7-c7 #
                  1.Bb4-d6 + Kc7-d7   2.Qf8-e7 + Kd7-c8   3.Qe7-c7 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6*a5   3.Kd3-c4   4.Qf7-a7 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c5   3.Kd3-e4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c5   3.Ba5-c7   4.Qf7-c4 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c5   3.Qf7-b7   4.Ba5-b4 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-b5   3.Ba5-d8   4.Qf7-c4 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-b5   3.Ba5-c7   4.Qf7-c4 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-a6   3.Qf7-b3   4.Qb3-b6 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-a6   3.Qf7-f2   4.Qf2-b6 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-a6   3.Qf7-c7   4.Qc7-b6 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c6   3.Kd3-e4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c6   3.Kd3-c4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c6   3.Kd3-c4   4.Qf7-c7 #
                  1.Qf8-f7 + Kc7-b6   2.Bb4-a5 + Kb6-c6   3.Kd3-d4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-d8   2.Bb4-a5 + Kd8-c8   3.Qf7-c7 #
                  1.Qf8-f7 + Kc7-d8   2.Qf7-e6   3.Bb4-a5 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-a8   3.Bd6-c5   4.Qf7-a7 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-a8   3.Bd6-b8   4.Qf7-a7 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-a8   3.Qf7-b3   4.Qb3-b8 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-a8   3.Qf7-c4   4.Qc4-a6 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-a8   3.Qf7-c7   4.Qc7-b8 #
                  1.Qf8-f7 + Kc7-b8   2.Bb4-d6 + Kb8-c8   3.Qf7-c7 #
                  1.Qf8-f7 + Kc7-b8   2.Qf7-a2   3.Qa2-a6   4.Bb4-d6 #
                  1.Qf8-f7 + Kc7-b8   2.Qf7-c4   3.Qc4-a6   4.Bb4-d6 #
                  1.Qf8-f7 + Kc7-b8   2.Qf7-e6   3.Qe6-a6   4.Bb4-d6 #
                  1.Qf8-f7 + Kc7-b8   2.Qf7-g6   3.Qg6-a6   4.Bb4-d6 #
                  1.Qf8-f7 + Kc7-b8   2.Qf7-f6   3.Qf6-a6   4.Bb4-d6 #
                  1.Qf8-f7 + Kc7-c6   2.Kd3-e4   3.Bb4-a5   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c6   2.Kd3-c4   3.Bb4-d6   4.Qf7-c7 #
                  1.Qf8-f7 + Kc7-c6   2.Kd3-c4   3.Bb4-a5   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c6   2.Kd3-c4   3.Bb4-a5   4.Qf7-c7 #
                  1.Qf8-f7 + Kc7-c6   2.Kd3-d4   3.Bb4-a5   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c6   2.Bb4-d6   3.Kd3-c4   4.Qf7-c7 #
                  1.Qf8-f7 + Kc7-c6   2.Bb4-a5   3.Kd3-e4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c6   2.Bb4-a5   3.Kd3-c4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c6   2.Bb4-a5   3.Kd3-c4   4.Qf7-c7 #
                  1.Qf8-f7 + Kc7-c6   2.Bb4-a5   3.Kd3-d4   4.Qf7-d5 #
                  1.Qf8-f7 + Kc7-c8   2.Bb4-d6   3.Qf7-c7 #
                  1.Qf8-f7 + Kc7-c8   2.Bb4-a5   3.Qf7-c7 #

                solution finished.
                """);
    }

    /**
     * reci-hx2 with SetPlay: White's half-move first, then the reciprocal play in one move (py 4.104;
     * diff seed 603/39).
     */
    @Test
    void reciprocalHelpSetPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ka1 pa2 black ka8 bb1
                stipulation reci-hx2
                option SetPlay
                end
                """, """
                  reci-hx2                    2 + 2

                  1...Ka1-b2   2.Bb1-c2 Kb2*c2 x
                  1...Ka1-b2   2.Bb1*a2 Kb2*a2 x
                  1...Ka1-b2   2.Ka8-b7 Kb2*b1 x
                  1...Ka1-b2   2.Ka8-a7 Kb2*b1 x
                  1...Ka1-b2   2.Ka8-b8 Kb2*b1 x
                  1...Ka1-b2   2.Bb1*a2 x

                  1.Bb1*a2 Ka1*a2 x
                  1.Ka8-b7 Ka1*b1 x
                  1.Ka8-a7 Ka1*b1 x
                  1.Ka8-b8 Ka1*b1 x
                  1.Bb1*a2 x
                  1.Bb1-c2 a2-a4   2.Bc2-b1 Ka1*b1 x
                  1.Bb1-c2 a2-a4   2.Bc2*a4 x
                  1.Ka8-b7 Ka1-b2   2.Bb1-c2 Kb2*c2 x
                  1.Ka8-b7 Ka1-b2   2.Bb1*a2 Kb2*a2 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-a6 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-c6 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-c8 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-a8 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-b6 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-a7 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-b8 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Kb7-c7 Kb2*b1 x
                  1.Ka8-b7 Ka1-b2   2.Bb1*a2 x
                  1.Ka8-a7 Ka1-b2   2.Bb1-c2 Kb2*c2 x
                  1.Ka8-a7 Ka1-b2   2.Bb1*a2 Kb2*a2 x
                  1.Ka8-a7 Ka1-b2   2.Ka7-b6 Kb2*b1 x
                  1.Ka8-a7 Ka1-b2   2.Ka7-b8 Kb2*b1 x
                  1.Ka8-a7 Ka1-b2   2.Ka7-a6 Kb2*b1 x
                  1.Ka8-a7 Ka1-b2   2.Ka7-a8 Kb2*b1 x
                  1.Ka8-a7 Ka1-b2   2.Ka7-b7 Kb2*b1 x
                  1.Ka8-a7 Ka1-b2   2.Bb1*a2 x
                  1.Ka8-b8 Ka1-b2   2.Bb1-c2 Kb2*c2 x
                  1.Ka8-b8 Ka1-b2   2.Bb1*a2 Kb2*a2 x
                  1.Ka8-b8 Ka1-b2   2.Kb8-a7 Kb2*b1 x
                  1.Ka8-b8 Ka1-b2   2.Kb8-c7 Kb2*b1 x
                  1.Ka8-b8 Ka1-b2   2.Kb8-b7 Kb2*b1 x
                  1.Ka8-b8 Ka1-b2   2.Kb8-a8 Kb2*b1 x
                  1.Ka8-b8 Ka1-b2   2.Kb8-c8 Kb2*b1 x
                  1.Ka8-b8 Ka1-b2   2.Bb1*a2 x

                solution finished.
                """);
    }

    /**
     * pser-sx2: an answer to White's check that reaches the goal (Ke5*d6) ends its line, won; the
     * other answer is a parry that White must beat (py 4.104; diff seed 608/15).
     */
    @Test
    void aSelfSeriesAnswerThatReachesTheGoalEndsTheLine() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kf3 qd2 black ke5 sc1
                stipulation pser-sx2
                end
                """, """
                  pser-sx2                    2 + 2

                  1.Qd2-d6 + Ke5*d6 x
                  1.Qd2-d6 + Ke5-f5   2.Qd6-f6 + Kf5*f6 x

                solution finished.
                """);
    }
}
