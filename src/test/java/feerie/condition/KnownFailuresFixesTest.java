package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Rules found wrong through the known-failures lists of the corpus (the problems that finished
 * with another answer than Popeye's, or not at all): each on a small position of its own, the
 * expected output Popeye 4.104's ({@code py -regression}), pasted.
 */
class KnownFailuresFixesTest {
    private static final String BORDER = "+---a---b---c---d---e---f---g---h---+";

    /** {@code popeye}: the lines of Popeye's output below its board and captions. */
    private static void assertSolvesAs(String input, String popeye) {
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        assertEquals(ProblemOutput.Status.SOLVED, outcome.status(), outcome.message());
        var c = SolutionComparator.compare(BORDER + "\n\n" + popeye, outcome.text());
        assertTrue(c.matches(), c.difference() + "\nfeerie:\n" + outcome.text());
    }

    /**
     * CASTChess Inverse with a neutral pawn: the white king on f2 has two captures (the black king
     * and the neutral pawn, which White may take), so it observes f1 and Kg1-f2 checks, also on
     * Black's turn, when the neutral units are coloured White (EXAMPLES-CASTchess-11 printed a
     * stalemate there). py 4.104.
     */
    @Test
    void castInverseObserverCountsTheNeutralUnitsItCouldCapture() {
        String position = """
                begin
                pieces white kg1 sc6e6 pa2c2d3
                       black kf1 pa3c4c5d5g4
                       neutral pe3
                stipulation %s
                condition CASTchess inverse
                end
                """;
        assertSolvesAs(position.formatted("=1"), """
                solution finished.
                """);
        assertSolvesAs(position.formatted("~1"), """
                   1.Kg1-h2 !

                   1.Kg1-f2 + !

                   1.Kg1-g2 !

                   1.Kg1-h1 !

                   1.c2-c3 !

                   1.d3-d4 !

                   1.nPe3-e4 !

                   1.Sc6-a5 !

                   1.Sc6-b4 !

                   1.Sc6-d4 !

                   1.Sc6-e5 !

                   1.Sc6-e7 !

                   1.Sc6-d8 !

                   1.Sc6-b8 !

                   1.Sc6-a7 !

                   1.Se6-d4 !

                   1.Se6-f4 !

                   1.Se6-g5 !

                   1.Se6-g7 !

                   1.Se6-f8 !

                   1.Se6-d8 !

                   1.Se6-c7 !

                solution finished.
                """);
    }

    /**
     * Disparate binds by walk, whatever the colour: after the neutral bishop's move the black
     * bishop is bound, and after White's neutral rook move to e5 the neutral rook checks, since
     * White, who moved it, is not bound (EXAMPLES-disparate-04 ran on with neutral units never
     * bound). py 4.104.
     */
    @Test
    void disparateBindsTheNeutralUnitsByWalk() {
        assertSolvesAs("""
                begin
                pieces white ke1 black ke8 bf8 neutral rh5 bd3
                stipulation ~1
                condition Disparate
                end
                """, """
                   1.Ke1-f2 !

                   1.Ke1-d2 !

                   1.Ke1-d1 !

                   1.nBd3-b1 !

                   1.nBd3-c2 !

                   1.nBd3-f1 !

                   1.nBd3-e2 !

                   1.nBd3-h7 !

                   1.nBd3-g6 + !

                   1.nBd3-f5 !

                   1.nBd3-e4 !

                   1.nBd3-a6 !

                   1.nBd3-b5 + !

                   1.nBd3-c4 !

                   1.nRh5-h1 !

                   1.nRh5-h2 !

                   1.nRh5-h3 !

                   1.nRh5-h4 !

                   1.nRh5-a5 !

                   1.nRh5-b5 !

                   1.nRh5-c5 !

                   1.nRh5-d5 !

                   1.nRh5-e5 + !

                   1.nRh5-f5 !

                   1.nRh5-g5 !

                   1.nRh5-h8 !

                   1.nRh5-h7 !

                   1.nRh5-h6 !


                solution finished.
                """);
    }

    /**
     * WhiteConsequentForcedSquare (Popeye's Ultra measure): the pinned knight's Sd2-f3 reaches the
     * forced square though it is illegal, so White may play nothing else and has no move; with a
     * legal way there (Rb1-f1) only that one is played (BEISPIEL-zwangsfeld-04 let White's rook
     * leave f1 while Ke4-f3 walked into the black rook's check). py 4.104.
     */
    @Test
    void consequentForcedSquareBindsThoughItsMoveIsIllegal() {
        assertSolvesAs("""
                begin
                pieces white kd1 sd2 ra5 black kh2 rd8
                stipulation ~1
                condition WhiteConsequentForcedSquare f3
                end
                """, """
                solution finished.
                """);
        assertSolvesAs("""
                begin
                pieces white ke4 rb1 black kh2 bh5
                stipulation ~1
                condition WhiteConsequentForcedSquare f1f3
                end
                """, """
                   1.Rb1-f1 !

                solution finished.
                """);
    }

    /**
     * MultiCaptures counts Popeye's moves: a reflecting bishop that reaches g3 along two paths has
     * two captures there, so its RBc7*g3 stands alone; and it observes the black king twice, which
     * is check (EXAMPLES-multicaptures-10's final stalemate: Ka8 has neither b8 nor a7). py 4.104.
     */
    @Test
    void multiCapturesCountsTheReflectingBishopsPaths() {
        assertSolvesAs("""
                begin
                pieces white kh1 black ka8 rbc7 pd7 pd5 pg4 pb5 pa6 pb6 pc6
                       white pg3
                stipulation ~1
                condition MultiCaptures
                option halfduplex
                end
                """, """
                   1.Ka8-b8 !

                   1.Ka8-b7 !

                   1.Ka8-a7 !

                   1.d7-d6 !

                   1.RBc7-d8 !

                   1.RBc7-b8 !

                   1.RBc7-e7 !

                   1.RBc7-a7 !

                   1.RBc7-f6 !

                   1.RBc7-d6 !

                   1.RBc7-g5 !

                   1.RBc7-e5 !

                   1.RBc7-h4 !

                   1.RBc7-f4 !

                   1.RBc7*g3 !

                   1.c6-c5 !

                   1.a6-a5 !

                   1.d5-d4 !

                   1.b5-b4 !


                solution finished.
                """);
        assertSolvesAs("""
                begin
                pieces white kh1 sb7 rbg3 black ka8 pg4
                stipulation ~1
                condition MultiCaptures
                option halfduplex
                end
                """, """
                solution finished.
                """);
    }

    /**
     * KoeKo's observation is the capture played with its effects: after Ke5*e4 under Circe
     * Parrain, d5*e4 would bring the black pawn back on f3, beside e4, so the king on e4 is in
     * check and Ke5*e4 is illegal (REGRESSIONS-4_47_to_4_49-07). py 4.104.
     */
    @Test
    void koekoObservationCountsTheParrainRebirth() {
        assertSolvesAs("""
                begin
                pieces white ke5 pe6 gh4 black pd5 pe4 kh3
                stipulation ~1
                condition KoeKo Parrain
                end
                """, """
                   1.Gh4-h2 !

                   1.Gh4-d4 !

                   1.Ke5-d4 !

                   1.Ke5-f4 !

                   1.Ke5-f6 !

                   1.Ke5-d6 !

                   1.Ke5*d5 !

                   1.Ke5-f5 !


                solution finished.
                """);
    }

    /**
     * NorskSjakk's "a unit captures only its own walk" binds the move, not a SeriesCapture unit's
     * further steps: after Sc5*d7=Q the queen takes the pawn on h3 and, a knight now, goes on
     * (TESTS-series_capture-10). py 4.104.
     */
    @Test
    void norskCaptureRuleLeavesTheSeriesStepsFree() {
        assertSolvesAs("""
                begin
                pieces white sc5 black sd7 ph3 pa8
                stipulation ~1
                condition SeriesCapture NorskSjakk
                option NoWk NoBk
                end
                """, """
                   1.Sc5-a4=Q !

                   1.Sc5-b3=Q !

                   1.Sc5-d3=Q !

                   1.Sc5-e4=Q !

                   1.Sc5-e6=Q !

                   1.Sc5*d7=Q !

                   1.Sc5*d7=Q-a4=S !

                   1.Sc5*d7=Q-b5=S !

                   1.Sc5*d7=Q-c6=S !

                   1.Sc5*d7=Q*h3=S !

                   1.Sc5*d7=Q*h3=S-f2=Q !

                   1.Sc5*d7=Q*h3=S-g1=Q !

                   1.Sc5*d7=Q*h3=S-g5=Q !

                   1.Sc5*d7=Q*h3=S-f4=Q !

                   1.Sc5*d7=Q-g4=S !

                   1.Sc5*d7=Q-f5=S !

                   1.Sc5*d7=Q-e6=S !

                   1.Sc5*d7=Q-e8=S !

                   1.Sc5*d7=Q-c8=S !

                   1.Sc5*d7=Q-d1=S !

                   1.Sc5*d7=Q-d2=S !

                   1.Sc5*d7=Q-d3=S !

                   1.Sc5*d7=Q-d4=S !

                   1.Sc5*d7=Q-d5=S !

                   1.Sc5*d7=Q-d6=S !

                   1.Sc5*d7=Q-a7=S !

                   1.Sc5*d7=Q-b7=S !

                   1.Sc5*d7=Q-c7=S !

                   1.Sc5*d7=Q-d8=S !

                   1.Sc5*d7=Q-h7=S !

                   1.Sc5*d7=Q-g7=S !

                   1.Sc5*d7=Q-f7=S !

                   1.Sc5*d7=Q-e7=S !

                   1.Sc5-b7=Q !

                   1.Sc5-a6=Q !


                solution finished.
                """);
    }
}
