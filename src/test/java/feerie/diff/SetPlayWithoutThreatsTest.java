package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * Set play in battle play: Popeye looks for no threat there, at any depth; after the set
 * defence the attacker's continuation is shown with every defence and its mate. Expected output
 * from Popeye 4.104 ({@code py -regression}).
 */
class SetPlayWithoutThreatsTest {
    @Test
    void continuationAfterASetDefenceShowsEveryDefence() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke3 rd5 rc7 sd4 black ka8 sh1
                stipulation #3
                option SetPlay
                end
                """, """
                  #3                          4 + 2

                      1...Sh1-g3
                          2.Rd5-d8 #
                      1...Sh1-f2
                          2.Rd5-d8 #
                      1...Ka8-b8
                          2.Sd4-e6
                              2...Sh1-g3
                                  3.Rd5-d8 #
                              2...Sh1-f2
                                  3.Rd5-d8 #
                              2...Kb8-a8
                                  3.Rd5-d8 #
                          2.Sd4-b5
                              2...Sh1-g3
                                  3.Rd5-d8 #
                              2...Sh1-f2
                                  3.Rd5-d8 #
                              2...Kb8-a8
                                  3.Rd5-d8 #

                   1.Ke3-d2 !

                   1.Ke3-f4 !

                   1.Ke3-f3 !

                   1.Sd4-e6 !

                   1.Sd4-c6 !

                   1.Sd4-b5 !

                   1.Rd5-a5 + !

                   1.Rd5-d8 # !

                   1.Rd5-d7 !

                   1.Rd5-d6 !

                   1.Rd5-h5 !

                   1.Rd5-g5 !

                   1.Rd5-f5 !

                   1.Rd5-e5 !

                   1.Rc7-h7 !

                   1.Rc7-g7 !

                   1.Rc7-f7 !

                   1.Rc7-e7 !


                solution finished.
                """);
    }
}
