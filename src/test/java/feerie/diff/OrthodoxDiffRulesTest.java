package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Rules found by the differential run without conditions ({@code feerie diff}, seeds 401 to 405)
 * or on positions of our own made to check them. Every expected output is Popeye 4.104's
 * ({@code py}) for the same problem, pasted from the stipulation caption on.
 */
class OrthodoxDiffRulesTest {

    /** A capture that mates in ser-x is written with a check, not a mate: Popeye writes ' #' only as a goal's symbol. */
    @Test
    void serxCheckBeforeTheCaptureGoalNotMate() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc2 qd4 pd2 rb7 sd5 black ke1 pe2 pg3
                stipulation ser-x2
                option MaxSolutions 1
                end
                """, """
                  ser-x2                      5 + 3

                  1.Qd4-c3   2.Qc3*g3 + x
                Partial solution
                """);
    }

    /** The attacker of an rx1 who must capture himself: the move shows the goal's symbol before ?!? (diff seed 402). */
    @Test
    void reflexForcedCaptureCarriesTheGoalSymbol() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke5 be7 ph5 bh8 sg8 black kc7 pd4 bb3
                stipulation rx1
                end
                """, """
                  rx1                         5 + 3

                   1.Ke5*d4 x ?!?

                solution finished.
                """);
    }

    /** Option Try shows nothing in an r#1. */
    @Test
    void reflexMateInOneHasNoTries() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 ra1 rb4 rf6 qh6 black ke8 ra8
                stipulation r#1
                option Try
                end
                """, """
                  r#1                         5 + 2


                solution finished.
                """);
    }

    /** Under a try's refutation in r#2, the attacker's move he must play, reaching the goal himself. */
    @Test
    void reflexTryRefutationShowsTheForcedMate() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 ra1 rb4 rf6 qh6 black ke8 ra8
                stipulation r#2
                option Try
                end
                """, """
                  r#2                         5 + 2

                   1.Qh6-f8 + ?
                    but
                      1...Ke8-d7 !
                          2.Rb4-b7 # ?!?


                solution finished.
                """);
    }

    /** Twin exchange with an empty square: nothing happens, and nothing is written after '+c)' (diff seed 404). */
    @Test
    void exchangeWithAnEmptySquareDoesNothing() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kf8 pe4 sa1 sh8 black kd2 ph7 pg4
                stipulation #1
                twin remove a1
                twin continued exchange a1 h8
                end
                """, """
                  #1                          4 + 3

                a)\s


                b) -wSa1 \s


                +c)\s


                solution finished.
                """);
    }

    /** Parry series: past the first move, only the shortest way to the goal (no 1.a7-a8=Q 2.d3-d4 3.Qa8*a6). */
    @Test
    void parrySeriesGoesOnByItsShortestWay() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kh3 sh6 pd3 pa4 pa7 black kc7 se1 rh7 qa6
                stipulation pser-x3
                end
                """, """
                  pser-x3                     5 + 4

                  1.d3-d4   2.a7-a8=Q   3.Qa8*a6 x
                  1.d3-d4   2.a7-a8=R   3.Ra8*a6 x
                  1.Kh3-g4   2.a7-a8=Q   3.Qa8*a6 x
                  1.Kh3-g4   2.a7-a8=R   3.Ra8*a6 x
                  1.Kh3-h2   2.a7-a8=Q   3.Qa8*a6 x
                  1.Kh3-h2   2.a7-a8=R   3.Ra8*a6 x
                  1.Kh3-g3   2.Kg3-f2   3.Kf2*e1 x
                  1.Kh3-g3   2.a7-a8=Q   3.Qa8*a6 x
                  1.Kh3-g3   2.a7-a8=R   3.Ra8*a6 x
                  1.Kh3-h4   2.a7-a8=Q   3.Qa8*a6 x
                  1.Kh3-h4   2.a7-a8=R   3.Ra8*a6 x
                  1.a4-a5   2.a7-a8=Q   3.Qa8*a6 x
                  1.a4-a5   2.a7-a8=R   3.Ra8*a6 x
                  1.a7-a8=Q   2.Qa8*a6 x
                  1.a7-a8=R   2.Ra8*a6 x
                  1.a7-a8=B   2.Ba8-e4   3.Be4*h7 x
                  1.a7-a8=B   2.Ba8-b7   3.Bb7*a6 x

                solution finished.
                """);
    }

    /** Threat 1 in a #2: a quiet move with one move to follow must threaten mate in 1 (no 1.Qc1-f4 ?, diff seed 402). */
    @Test
    void threatOneAppliesToTheKeyOfATwoMover() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ka2 qf7 qc1 black ka8 ph5
                stipulation #2
                option Try Threat 1
                end
                """, """
                  #2/1                        3 + 2

                   1.Qc1-h6 !

                   1.Qc1-g5 !

                   1.Qc1-e3 !

                   1.Qc1-d2 !

                   1.Qc1-a3 + !

                   1.Qc1-b2 !

                   1.Qc1-a1 !

                   1.Qc1-b1 !

                   1.Qc1-c8 # !

                   1.Qc1-c7 !

                   1.Qc1-c6 + !

                   1.Qc1-c5 !

                   1.Qc1-c4 ?
                    but
                      1...Ka8-b8 !

                   1.Qc1-c3 !

                   1.Qc1-c2 ?
                    but
                      1...Ka8-b8 !

                   1.Qc1-h1 + !

                   1.Qc1-g1 !

                   1.Qc1-e1 !

                   1.Qc1-d1 !

                   1.Ka2-b1 ?
                    but
                      1...Ka8-b8 !

                   1.Ka2-b3 ?
                    but
                      1...Ka8-b8 !

                   1.Ka2-a1 ?
                    but
                      1...Ka8-b8 !

                   1.Ka2-a3 ?
                    but
                      1...Ka8-b8 !

                   1.Ka2-b2 ?
                    but
                      1...Ka8-b8 !

                   1.Qf7-b3 !

                   1.Qf7-a7 + ?
                    but
                      1...Ka8*a7 !

                   1.Qf7-b7 + ?
                    but
                      1...Ka8*b7 !

                   1.Qf7-c7 !

                   1.Qf7-d7 !

                   1.Qf7-e7 ?
                    but
                      1...Ka8-b8 !

                   1.Qf7-h7 ?
                    but
                      1...Ka8-b8 !

                   1.Qf7-g7 ?
                    but
                      1...Ka8-b8 !


                solution finished.
                """);
    }

    /** With a nightrider on the board Popeye's mating generator is off: the final moves come in the ordinary order. */
    @Test
    void maxSolutionsWithAFairyPieceKeepsTheOrdinaryOrder() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kc2 qd4 pd2 rb7 nd5 black ke1 pe2 pg3
                stipulation h#2
                option MaxSolutions 2
                end
                """, """
                  h#2                         5 + 3

                  1.g3-g2 Qd4-g1 #
                  1.g3-g2 Qd4-h4 #
                Partial solution
                """);
    }

    /** Intelligent mode with a fairy piece and Duplex: the notice once for each half (diff seed 404). */
    @Test
    void intelligentNoticeTwiceWithDuplex() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 kac7 sg3 black ke8
                stipulation h#3
                option Intelligent Duplex
                end
                """, """
                  h#3                         3 + 1
                               Duplex
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.
                Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.

                solution finished.
                """);
    }

    /** PostKeyPlay with a Threat limit and no threat within it: "zugzwang." all the same (diff seed 504). */
    @Test
    void postKeyPlayWithoutThreatWithinTheLimitIsZugzwang() {
        PopeyeOutput.assertSame("""
                begin
                pieces white ke1 rh1 bf1 qb7 pg5 black kf8 ph2 pd7
                stipulation #3
                option Threat 1 PostKeyPlay
                end
                """, """
                  #3/1                        5 + 3

                 zugzwang.
                      1...d7-d5
                        refutes.
                      1...d7-d6
                        refutes.
                      1...Kf8-e7
                        refutes.
                      1...Kf8-g7
                        refutes.
                      1...Kf8-f7
                        refutes.
                      1...Kf8-e8
                        refutes.
                      1...Kf8-g8
                        refutes.

                solution finished.
                """);
    }

    /**
     * The side to play can capture the king (the white king in check, Black to play an h#2):
     * Popeye refuses the position and plays nothing (its message goes to stderr).
     */
    @Test
    void helpPlayRefusedWhenTheSideToPlayCanCaptureTheKing() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kg6 qb1 pb2 black kh8 rg8 pa5
                stipulation h#2
                end
                """, """
                  h#2                         3 + 3

                solution finished.
                """);
    }

    /**
     * Battle play too: White to play a #2 (tries asked for), r#2 or #1 with the black king in
     * check from the queen d1 is refused, nothing written (py 4.104).
     */
    @Test
    void battlePlayRefusedWhenTheSideToPlayCanCaptureTheKing() {
        for (String stipulation : new String[] {"#2\noption try variation", "r#2", "#1"}) {
            PopeyeOutput.assertSame("begin\npieces white kc3 qd1 black ka1\nstipulation " + stipulation + "\nend\n",
                    "  " + String.format("%-28s", stipulation.split("\n")[0]) + "2 + 1\n\nsolution finished.\n");
        }
    }

    /**
     * A refused phase leaves not even its blank line; the empty set play of battle play keeps
     * its own (py 4.104's output, blank lines included: #2 and ser-#2 with set play, 3->ser-h#2,
     * hs#2; ser-h#2 with set play where only the series is refused).
     */
    @Test
    void aRefusedPhaseWritesNoBlankLine() {
        assertEquals("\n\n\nsolution finished.", afterCaption("white kc3 qd1 black ka1", "#2\noption setplay"));
        assertEquals("\nSetPlay not applicable - ignored\n\nsolution finished.",
                afterCaption("white kc3 qd1 black ka1", "ser-#2\noption setplay"));
        assertEquals("\n\nsolution finished.", afterCaption("white kc3 qd1 black ka1", "3->ser-h#2"));
        assertEquals("\n\nsolution finished.", afterCaption("white kc3 qd1 black ka1", "hs#2"));
        assertEquals("\n\n\nsolution finished.", afterCaption("black kc3 qd1 white ka1 pg2", "ser-h#2\noption setplay"));
    }

    /** The output after the stipulation caption's line, up to "solution finished." */
    private static String afterCaption(String pieces, String stipulation) {
        var p = (feerie.problem.Problem) feerie.input.ProblemReader.read(
                "begin\npieces " + pieces + "\nstipulation " + stipulation + "\nend\n", "test").get(0);
        String text = feerie.output.ProblemOutput.solve(p, 60_000_000_000L).text();
        String tail = text.substring(text.indexOf("  " + stipulation.split("\n")[0] + " "));
        tail = tail.substring(tail.indexOf('\n'));
        return tail.substring(0, tail.indexOf("solution finished.") + "solution finished.".length());
    }

    /** The same in series play: the white king in check, Black to play a ser-h#1. */
    @Test
    void seriesPlayRefusedWhenTheSideToPlayCanCaptureTheKing() {
        PopeyeOutput.assertSame("""
                begin
                pieces white kg6 qb1 pb2 black kh8 rg8 pa5
                stipulation ser-h#1
                end
                """, """
                  ser-h#1                     3 + 3

                solution finished.
                """);
    }
}
