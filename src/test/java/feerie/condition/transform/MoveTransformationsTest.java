package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Conditions that change units' sides or walks as they move (Volage, PhantomChess ...) against
 * Popeye: corpus problems compared with Popeye 4.104's .out (skipped when the corpus is absent),
 * and positions of our own with the solution lines a run of Popeye's {@code py} printed.
 */
class MoveTransformationsTest {
    @Test
    void volageAndHypervolage() {
        assertMatchesPopeye("BEISPIEL-volage-01", "BEISPIEL-volage-02", "BEISPIEL-volage-04");
    }

    /** py 4.104: a unit moving to a square of the other colour changes sides. */
    @Test
    void volageChangesSidesOnTheOtherColour() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Rd4-a4=b !", "1.Rd4-b4 !", "1.Rd4-c4=b !",
                "1.Rd4-d2 !", "1.Rd4-d3=b !", "1.Rd4-d5=b !", "1.Rd4-d6 !", "1.Rd4-d7=b !", "1.Rd4-d8 + !", "1.Rd4-e4=b !",
                "1.Rd4-f4 !", "1.Rd4-g4=b !", "1.Rd4-h4 + !", "1.Sb1-a3=b !", "1.Sb1-c3=b !", "1.Sb1-d2=b !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 sb1 rd4 black kh8 pa7
                stipulation ~2
                condition volage
                end
                """));
    }

    @Test
    void phantomChess() {
        // phantom-05: with Circe; phantom-03: with Hole
        assertMatchesPopeye("BEISPIEL-phantom-01", "BEISPIEL-phantom-02", "BEISPIEL-phantom-03", "BEISPIEL-phantom-05");
    }

    /** py 4.104: the rook and knight move from their rebirth squares too, not to squares they reach directly. */
    @Test
    void phantomMovesFromTheRebirthSquare() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Rd4-a1-a2 !", "1.Rd4-a1-a3 !",
                "1.Rd4-a1-a5 !", "1.Rd4-a1-a6 !", "1.Rd4-a1-a7 !", "1.Rd4-a1-a8 + !", "1.Rd4-a1-b1 !", "1.Rd4-a1-c1 !",
                "1.Rd4-a1-e1 !", "1.Rd4-a1-f1 !", "1.Rd4-a1-g1 !", "1.Rd4-a4 !", "1.Rd4-b4 !", "1.Rd4-c4 !", "1.Rd4-d1 !",
                "1.Rd4-d2 !", "1.Rd4-d3 !", "1.Rd4-d5 !", "1.Rd4-d6 !", "1.Rd4-d7 !", "1.Rd4-d8 + !", "1.Rd4-e4 !",
                "1.Rd4-f4 !", "1.Rd4-g4 !", "1.Rd4-h4 + !", "1.Sf5-b1-a3 !", "1.Sf5-b1-c3 !", "1.Sf5-b1-d2 !", "1.Sf5-d6 !",
                "1.Sf5-e3 !", "1.Sf5-e7 !", "1.Sf5-g3 !", "1.Sf5-g7 !", "1.Sf5-h4 !", "1.Sf5-h6 !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 rd4 sf5 black kh8 pc6
                stipulation ~1
                condition phantomchess
                end
                """));
    }

    @Test
    void plusChess() {
        assertMatchesPopeye("BEISPIEL-plus-02", "REGRESSIONS-4_63_to_4_65-09");
    }

    /** py 4.104: the knight on e5 captures also from d5 and e4, a capture reached earlier not again. */
    @Test
    void plusChessCapturesFromTheOtherCentreSquares() {
        List<String> expected = List.of("1.Kh1-g1 !", "1.Kh1-g2 !", "1.Kh1-h2 !", "1.Qd4*c5 !", "1.Qd4-a1 !", "1.Qd4-a4 !",
                "1.Qd4-b2 !", "1.Qd4-b4 !", "1.Qd4-c3 !", "1.Qd4-c4 !", "1.Qd4-d1 !", "1.Qd4-d2 !", "1.Qd4-d3 !", "1.Qd4-d5 !",
                "1.Qd4-d6 !", "1.Qd4-d7 !", "1.Qd4-d8 + !", "1.Qd4-e3 !", "1.Qd4-e4 !", "1.Qd4-f2 !", "1.Qd4-f4 !",
                "1.Qd4-g1 !", "1.Qd4-g4 !", "1.Qd4-h4 !", "1.Se5-c4 + !", "1.Se5-c6 + !", "1.Se5-d3 + !",
                "1.Se5-d5*b6 + !", "1.Se5-d7 + !", "1.Se5-e4*c5 + !", "1.Se5-f3 + !", "1.Se5-f7 + !", "1.Se5-g4 + !",
                "1.Se5-g6 + !");
        assertEquals(expected, lines("""
                begin
                pieces white kh1 qd4 se5 black kh8 pa7 rb6 pc5 bh5
                stipulation ~1
                condition pluschess
                end
                """));
    }

    @Test
    void breton() {
        // breton-02: Adverse; breton-10: Chromatic; breton-16: PY
        assertMatchesPopeye("EXAMPLES-breton-01", "EXAMPLES-breton-02", "EXAMPLES-breton-10", "EXAMPLES-breton-16");
    }

    /** py 4.104: the capturer's side loses a rook, the capturer itself among the candidates. */
    @Test
    void bretonCapturerMayLoseItself() {
        List<String> captures = lines("""
                begin
                pieces white kh2 ra1 rd4 black kh8 rd8 pa7
                stipulation ~1
                condition breton
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(List.of("1.Ra1*a7 !", "1.Rd4*d8[-wRa1] + !", "1.Rd4*d8[-wRd8] !"), captures);
    }

    @Test
    void influencer() {
        // influencer-02, -09: a bishop on a1 turned rook castles
        assertMatchesPopeye("TESTS-influencer-02", "TESTS-influencer-05", "TESTS-influencer-09");
    }

    /** The corpus .out: the king left alone by the Influencer's change is royal at once, and in check. */
    @Test
    void influencerWithRoyalDynasty() {
        assertMatchesPopeye("TESTS-influencer-11");
    }

    /** py 4.104: the rook's enemy neighbours become pawns, in Popeye's order of directions. */
    @Test
    void influencerTurnsNeighboursIntoPawns() {
        List<String> changes = lines("""
                begin
                pieces white kh2 rd4 black kh8 sc5 be4 qa3 rb1
                stipulation ~1
                condition influencer
                end
                """).stream().filter(l -> l.contains("[")).toList();
        assertEquals(List.of("1.Rd4-a4[a3=P] !", "1.Rd4-b4[c5=P][a3=P] !", "1.Rd4-c4[c5=P] !", "1.Rd4-d3[e4=P] !",
                "1.Rd4-d5[c5=P][e4=P] !", "1.Rd4-d6[c5=P] !"), changes);
    }

    @Test
    void bicaptures() {
        assertMatchesPopeye("EXAMPLES-bicaptures-01", "EXAMPLES-bicaptures-02", "EXAMPLES-bicaptures-05");
    }

    /** py 4.104: the rook captures its own pawn and bishop. */
    @Test
    void bicapturesTakeOwnUnits() {
        List<String> captures = lines("""
                begin
                pieces white kh1 rd4 pd6 be4 black kh8 pa7
                stipulation ~1
                condition bicaptures
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(List.of("1.Rd4*d6 !", "1.Rd4*e4 !"), captures);
    }

    @Test
    void multiCaptures() {
        // TESTS-multicaptures-01: one side's
        assertMatchesPopeye("EXAMPLES-multicaptures-02", "EXAMPLES-multicaptures-06", "TESTS-multicaptures-01");
    }

    /** py 4.104: only d5 is taken by two units; e4 and a6 by one. */
    @Test
    void multiCapturesNeedTwoCapturers() {
        List<String> captures = lines("""
                begin
                pieces white kh1 rd1 bb3 sf3 black kh8 pd5 pa6 pe4
                stipulation ~1
                condition multicaptures
                end
                """).stream().filter(l -> l.contains("*")).toList();
        assertEquals(List.of("1.Bb3*d5 !", "1.Rd1*d5 !"), captures);
    }

    @Test
    void castChess() {
        // CASTchess-07, -08: Inverse
        assertMatchesPopeye("EXAMPLES-CASTchess-01", "EXAMPLES-CASTchess-03", "EXAMPLES-CASTchess-07", "EXAMPLES-CASTchess-08");
    }

    /** py 4.104: the a7 pawn's one capture (four promotions) still guards b8, so Bd5 mates. */
    @Test
    void castChessCountsCaptureSquares() {
        assertEquals(List.of("1.Bg2-d5 # !"), lines("""
                begin
                pieces white kh1 bb6g2 sd6 pa7 black ka8 sf1 pa4a6b2g6h5
                stipulation #1
                condition CASTchess
                end
                """));
    }
}
