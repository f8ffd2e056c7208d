package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Post-key play (option PostKeyPlay: the diagram is the position after the key) has no "but":
 * a defence that refutes is printed as a variation followed by "refutes.". Expected outputs from
 * Popeye 4.104 ({@code py -regression}).
 */
class PostKeyRefutationsTest {
    @Test
    void refutingDefencesAfterTheThreat() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 qd5 black ka8 pa7 ph7
                stipulation #2
                option PostKeyPlay
                end
                """, """
                  #2                          2 + 3

                 threat:
                          2.Kc6-c7 #
                          2.Qd5-g8 #
                          2.Qd5-d8 #
                      1...a7-a5
                        refutes.
                      1...a7-a6
                        refutes.
                      1...Ka8-b8
                          2.Qd5-g8 #
                          2.Qd5-d8 #

                solution finished.
                """);
    }

    /** A #3 after the key in zugzwang, where every defence refutes. */
    @Test
    void everyDefenceRefutes() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kb7 sb5 bc5 black ke8 sf1
                stipulation #3
                option PostKeyPlay
                end
                """, """
                  #3                          3 + 2

                 zugzwang.
                      1...Sf1-h2
                        refutes.
                      1...Sf1-g3
                        refutes.
                      1...Sf1-e3
                        refutes.
                      1...Sf1-d2
                        refutes.
                      1...Ke8-d7
                        refutes.
                      1...Ke8-f7
                        refutes.
                      1...Ke8-d8
                        refutes.

                solution finished.
                """);
    }

    /** After the key of a one-mover nothing is left to show; and there is no set play after a key. */
    @Test
    void oneMoverAfterTheKeyShowsNothing() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kb7 sf3 rg2 rg3 black kd5
                stipulation #1
                option SetPlay PostKeyPlay
                end
                """, """
                  #1                          4 + 1
                SetPlay not applicable - ignored


                solution finished.
                """);
    }
}
