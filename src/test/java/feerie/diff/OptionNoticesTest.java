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

    /**
     * Four options that do not apply, given in another order: py 4.104 says them in its own
     * order (SetPlay, Intelligent, try play, Threat); found by the differential run (seed 601).
     */
    @Test
    void noticesInPopeyesOrder() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc5 ph5 black ke7
                stipulation s#3
                option Threat 3 Intelligent SetPlay PostKeyPlay Try
                end
                """, """
                  s#3/3                       2 + 1
                SetPlay not applicable - ignored
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.
                try play not applicable
                Option "Threat" not applicable or indicated maximum threat length too big

                 zugzwang.
                      1...Ke7-f6
                        refutes.
                      1...Ke7-f8
                        refutes.
                      1...Ke7-d8
                        refutes.
                      1...Ke7-e6
                        refutes.
                      1...Ke7-d7
                        refutes.
                      1...Ke7-e8
                        refutes.
                      1...Ke7-f7
                        refutes.

                solution finished.
                """);
    }

    /**
     * PostKeyPlay is applied when a stipulation is set, not at each twin: py 4.104 says it does
     * not apply before the board (h#1) and before the heading of the twin that sets hs#1, never
     * after a twin's heading; the s#1 twin is solved after the key.
     */
    @Test
    void postKeyPlayNoticeWhereAStipulationIsSet() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc1 qa2 rh1 black ke8 pe7
                stipulation h#1
                option PostKeyPlay
                twin move a2 b2
                twin stipulation s#1
                twin stipulation hs#1
                end
                """, """
                  h#1                         3 + 2

                a)\s


                b) wQa2-->b2\s\s


                c) s#1\s\s

                      1...e7-e5
                        refutes.
                      1...e7-e6
                        refutes.
                      1...Ke8-d7
                        refutes.
                      1...Ke8-d8
                        refutes.
                      1...Ke8-f8
                        refutes.
                PostKeyPlay not applicable - ignored

                d) hs#1\s\s


                solution finished.
                """);
    }

    /**
     * WhiteToPlay with a twin that sets #1: the notice comes before that twin's heading (diff
     * seed 602/7); a twin that sets h#1 has it shortened to h#0.5 silently. Output of py 4.104.
     */
    @Test
    void whiteToPlayNoticeBeforeTheTwinThatSetsDirectPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc1 qa2 rh1 black ke8 pe7
                stipulation h#2
                option WhiteToPlay
                twin stipulation #1
                twin stipulation h#1
                end
                """, """
                  h#1.5                       3 + 2

                a)\s

                  1...Rh1-g1   2.Ke8-f8 Qa2-g8 #
                  1...Rh1-g1   2.Ke8-f8 Rg1-g8 #
                  1...Rh1-h7   2.e7-e5 Qa2-g8 #
                  1...Rh1-h7   2.e7-e5 Qa2-a8 #
                  1...Rh1-h7   2.e7-e6 Qa2-a8 #
                  1...Rh1-h7   2.Ke8-f8 Qa2-f7 #
                  1...Rh1-h7   2.Ke8-f8 Qa2-a8 #
                  1...Qa2-a7   2.e7-e5 Rh1-h8 #
                  1...Qa2-a7   2.e7-e6 Rh1-h8 #
                  1...Qa2-a7   2.Ke8-d8 Rh1-h8 #
                WhiteToPlay not applicable - ignored

                b) #1\s\s


                c) h#0.5\s\s


                solution finished.
                """);
    }

    /** Quodlibet in direct play: said once, before the board (py 4.104), not at each twin. */
    @Test
    void quodlibetNoticeOnceInDirectPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc1 qa2 rh1 black ke8 pe7
                stipulation #1
                option Quodlibet
                twin move a2 b2
                end
                """, """
                  #1                          3 + 2
                              Quodlibet

                a)\s


                b) wQa2-->b2\s\s


                solution finished.
                """);
    }

    /**
     * StopOnShortSolutions stops help play only: py 4.104 says it does not apply in a parry
     * series of reflex play and in self play, not in a self series (diff seed 603/10).
     */
    @Test
    void stopOnShortSolutionsInParrySeriesAndSelfPlay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kd1 sb8 black kc8 qa7
                stipulation pser-r#3
                option StopOnShortSolutions
                twin stipulation s#2
                twin stipulation ser-s#2
                end
                """, """
                  pser-r#3                    2 + 2

                a)\s
                Option  StopOnShortSolutions  not supported with direct play.


                b) s#2\s\s
                Option  StopOnShortSolutions  not supported with direct play.


                c) ser-s#2\s\s


                solution finished.
                """);
    }

    /** hr#0.5 has no set play (py 4.104; diff seed 606/26, hr#1 with WhiteToPlay). */
    @Test
    void noSetPlayInHelpReflexInHalfAMove() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kg5 sa4 black kh2 pb5
                stipulation hr#0.5
                option SetPlay
                end
                """, """
                  hr#0.5                      2 + 2
                SetPlay not applicable - ignored


                solution finished.
                """);
    }

    /** Battle play in one move has no threats to limit: no notice (py 4.104; diff seed 604/11). */
    @Test
    void threatInAMateInOneSaysNothing() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 qa2 black ke8 pg5
                stipulation #2
                option Threat 2
                twin stipulation #1
                end
                """, """
                  #2/2                        2 + 2

                a)\s
                Option "Threat" not applicable or indicated maximum threat length too big


                b) #1\s\s


                solution finished.
                """);
    }

    /** In a parry series the StopOnShortSolutions notice comes under the caption (py 4.104; diff seed 607/4). */
    @Test
    void stopOnShortSolutionsUnderTheCaptionOfAParrySeries() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 rh1 bg2 bd8 be2 black ke8 ra8 rh8 pa5 qh5 pb4
                stipulation pser-s#2
                option StopOnShortSolutions
                end
                """, """
                  pser-s#2                    5 + 6
                Option  StopOnShortSolutions  not supported with direct play.


                solution finished.
                """);
    }
}
