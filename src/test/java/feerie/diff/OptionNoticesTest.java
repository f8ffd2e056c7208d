package feerie.diff;

import org.junit.jupiter.api.Test;

/**
 * The notices Popeye prints when an option does not apply, and what it does then. Expected
 * outputs from Popeye 4.104 ({@code py -regression}).
 */
class OptionNoticesTest {
    /** A direct series has no set play: the option is ignored with a notice. */
    @Test
    void setPlayInADirectSeries() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 rd5 black ka8
                stipulation ser-#2
                option SetPlay
                end
                """, """
                  ser-#2                      2 + 1
                SetPlay not applicable - ignored

                  1.Kc6-b6   2.Rd5-d8 #
                  1.Kc6-c7   2.Rd5-a5 #

                solution finished.
                """);
    }

    /** hs#1: nothing would be left of the help play. */
    @Test
    void setPlayInHelpSelfmateInOne() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 qd5 black ka8 pa7
                stipulation hs#1
                option SetPlay
                end
                """, """
                  hs#1                        2 + 2
                SetPlay not applicable - ignored


                solution finished.
                """);
    }

    /** Intelligent mode outside help and series mate: a notice, then the ordinary solution. */
    @Test
    void intelligentInDirectPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 qd5 black ka8 pa7
                stipulation #1
                option Intelligent
                end
                """, """
                  #1                          2 + 2
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.

                   1.Kc6-c7 # !

                   1.Qd5-g8 # !

                   1.Qd5-d8 # !


                solution finished.
                """);
    }

    /** Intelligent mode with a fairy piece: the notice, and nothing solved. */
    @Test
    void intelligentWithAFairyPiece() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 qd5 black ka8 pa7
                stipulation h#1
                option Intelligent
                twin add black gh1
                end
                """, """
                  h#1                         2 + 2

                a)\s

                  1.Ka8-b8 Qd5-d8 #
                  1.Ka8-b8 Qd5-g8 #

                b) +bGh1\s\s
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.

                solution finished.
                """);
    }

    /** After the key there are no tries. */
    @Test
    void tryInPostKeyPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc6 qd5 black ka8 pa7 ph7
                stipulation #2
                option PostKeyPlay Try
                end
                """, """
                  #2                          2 + 3
                try play not applicable

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
}
