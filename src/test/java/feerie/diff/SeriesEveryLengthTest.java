package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Series play shows its solutions of every length up to n, shortest first: a help series passes
 * through positions where a shorter solution ends and goes on. Expected output from Popeye 4.104
 * ({@code py -regression}); the class of difference was found by {@code feerie diff --seed 21}
 * (a ser-#4 that also mates in 3).
 */
class SeriesEveryLengthTest {
    @Test
    void helpSeriesShowsItsShorterMates() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kb6 rh2 black kd8 pe5
                stipulation ser-h#3
                end
                """, """
                  ser-h#3                     2 + 2

                  1.Kd8-c8   2.Kc8-b8 Rh2-h8 #
                  1.e5-e4   2.Kd8-c8   3.Kc8-b8 Rh2-h8 #
                  1.Kd8-d7   2.Kd7-c8   3.Kc8-b8 Rh2-h8 #
                  1.Kd8-c8   2.e5-e4   3.Kc8-b8 Rh2-h8 #
                  1.Kd8-c8   2.Kc8-b8   3.e5-e4 Rh2-h8 #
                  1.Kd8-c8   2.Kc8-b8   3.Kb8-a8 Rh2-h8 #


                solution finished.
                """);
    }

    @Test
    void seriesMateShowsItsThreeAndFourMoveMates() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kg3 pc7 pf5 black kf6 pa6
                stipulation ser-#4
                end
                """, """
                  ser-#4                      3 + 2

                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-f8 #
                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-c5   4.Qc5-f8 #
                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-a8   4.Qa8-f8 #
                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-b8   4.Qb8-f8 #
                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-g8   4.Qg8-f8 #
                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-e8   4.Qe8-f8 #
                  1.Kg3-f3   2.Kf3-f4   3.c7-c8=Q   4.Qc8-f8 #
                  1.Kg3-f3   2.c7-c8=Q   3.Kf3-f4   4.Qc8-f8 #
                  1.Kg3-g4   2.Kg4-f4   3.c7-c8=Q   4.Qc8-f8 #
                  1.Kg3-g4   2.c7-c8=Q   3.Kg4-f4   4.Qc8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-c5   4.Qc5-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-a8   4.Qa8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-b8   4.Qb8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-g8   4.Qg8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-e8   4.Qe8-f8 #
                  1.c7-c8=Q   2.Kg3-f3   3.Kf3-f4   4.Qc8-f8 #
                  1.c7-c8=Q   2.Kg3-g4   3.Kg4-f4   4.Qc8-f8 #
                  1.c7-c8=Q   2.Qc8-c5   3.Kg3-f4   4.Qc5-f8 #
                  1.c7-c8=Q   2.Qc8-a8   3.Kg3-f4   4.Qa8-f8 #
                  1.c7-c8=Q   2.Qc8-b8   3.Kg3-f4   4.Qb8-f8 #
                  1.c7-c8=Q   2.Qc8-g8   3.Kg3-f4   4.Qg8-f8 #
                  1.c7-c8=Q   2.Qc8-e8   3.Kg3-f4   4.Qe8-f8 #

                solution finished.
                """);
    }

    /** Exact- play: the full length only. */
    @Test
    void exactSeriesShowsOnlyItsLength() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kg3 pc7 pf5 black kf6 pa6
                stipulation exact-ser-#3
                end
                """, """
                  exact-ser-#3                3 + 2

                  1.Kg3-f4   2.c7-c8=Q   3.Qc8-f8 #
                  1.c7-c8=Q   2.Kg3-f4   3.Qc8-f8 #


                solution finished.
                """);
    }
}
