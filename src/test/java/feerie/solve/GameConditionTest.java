package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.geometry.Geometry;
import feerie.input.ProblemReader;
import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.rules.Rules;
import feerie.rules.variant.CourierDeLaDama;
import feerie.rules.variant.FuriousCourier;
import feerie.rules.variant.RacingKings;
import feerie.stipulation.GoalType;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Conditions select a game; its board, king, first-move flags and goals reach the solver. */
class GameConditionTest {
    static Problem read(String text) {
        return (Problem) ProblemReader.read(text, "test").get(0);
    }

    static Problem en(String body) { return read("beginproblem\n" + body + "\nendproblem\n"); }

    @Test
    void conditionsSelectTheGameInEachLanguage() {
        assertSame(RacingKings.RULES, RuleSelection.of(en("condition RacingKings\nstipulation hrace1")));
        assertSame(CourierDeLaDama.RULES, RuleSelection.of(en("condition CourierDeLaDama\nstipulation h#1")));
        assertSame(FuriousCourier.RULES, RuleSelection.of(en("condition FuriousCourier\nstipulation h#1")));
        assertSame(RacingKings.RULES, RuleSelection.of(read(
                "DebutProbleme\ncondition CourseDesRois\nenonce hrace1\nFinProbleme\n")));
        assertSame(CourierDeLaDama.RULES, RuleSelection.of(read(
                "DebutProbleme\ncondition CourrierDeLaDama\nenonce h#1\nFinProbleme\n")));
        assertSame(FuriousCourier.RULES, RuleSelection.of(read(
                "DebutProbleme\ncondition CourrierFurieux\nenonce h#1\nFinProbleme\n")));
        assertSame(RacingKings.RULES, RuleSelection.of(read(
                "AnfangProblem\nBedingung Koenigsrennen\nForderung hrace1\nEndeProblem\n")));
        assertSame(CourierDeLaDama.RULES, RuleSelection.of(read(
                "AnfangProblem\nBedingung KurierDeLaDama\nForderung h#1\nEndeProblem\n")));
        assertSame(FuriousCourier.RULES, RuleSelection.of(read(
                "AnfangProblem\nBedingung WuetenderKurier\nForderung h#1\nEndeProblem\n")));
        assertSame(Rules.ORTHODOX, RuleSelection.of(en("stipulation h#1")));
    }

    @Test
    void otherConditionsAndTwoGamesAreUnsupported() {
        // (MagicSquares Type2 is supported since issue 29: TransformConditionsMoreTest)
        assertThrows(UnsupportedException.class,
                () -> RuleSelection.of(en("condition RacingKings CourierDeLaDama\nstipulation h#1")));
        assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(
                en("pieces white ke1 black ke8\nstipulation hrace1")));
    }

    @Test
    void courierProblemsAreOnTwelveFiles() {
        Problem p = en("condition CourierDeLaDama\npieces white kl1 black ka8\nstipulation h#1");
        assertEquals(Geometry.COURIER, RuleSelection.geometry(p));
        Position pos = new Setup(p).position(true);
        assertEquals(Geometry.COURIER, pos.geometry);
        assertEquals("courierking", pos.table.type(feerie.piece.Piece.type(pos.at(pos.king(Side.WHITE)))).id());
        assertEquals("l1", pos.geometry.name(pos.king(Side.WHITE)));
        assertEquals(Geometry.STANDARD, RuleSelection.geometry(en("condition RacingKings\nstipulation hrace1")));
    }

    @Test
    void forsythWithTwelveSquaresARankIsTwelveFilesWide() {
        Problem p = en("condition CourierDeLaDama\nforsyth 11k/12/12/12/12/12/12/K11\nstipulation h#1");
        assertEquals(List.of("l8", "a1"), p.pieces().stream().map(PieceSpec::square).toList());
    }

    @Test
    void initialGameArrayPlacesTheGamesArray() {
        Problem courier = en("condition CourierDeLaDama\nInitialGameArray\nstipulation h#1");
        assertEquals(48, courier.pieces().size());
        assertTrue(courier.pieces().contains(new PieceSpec(feerie.problem.Colour.WHITE, "k", "f1")));
        assertTrue(courier.pieces().contains(new PieceSpec(feerie.problem.Colour.WHITE, "cb", "c1")));
        assertTrue(courier.pieces().contains(new PieceSpec(feerie.problem.Colour.BLACK, "cm", "e8")));
        assertTrue(courier.pieces().contains(new PieceSpec(feerie.problem.Colour.BLACK, "we", "h8")));
        assertTrue(courier.pieces().contains(new PieceSpec(feerie.problem.Colour.BLACK, "p", "l7")));
        // the condition may come after the keyword, in any language
        Problem racing = read("AnfangProblem\nPartieAnfangsStellung\nBedingung Koenigsrennen\nForderung hrace1\nEndeProblem\n");
        assertEquals(16, racing.pieces().size());
        assertTrue(racing.pieces().contains(new PieceSpec(feerie.problem.Colour.WHITE, "k", "h2")));
        Problem furious = en("InitialGameArray\ncondition FuriousCourier\nstipulation h#1");
        assertTrue(furious.pieces().contains(new PieceSpec(feerie.problem.Colour.WHITE, "bt", "c1")));
        assertEquals(32, en("InitialGameArray\nstipulation h#1").pieces().size());
    }

    /** Perft from a problem's InitialGameArray agrees with the rule set's own start array. */
    @Test
    void gameArrayPositionIsTheStartPosition() {
        Position p = new Setup(en("condition CourierDeLaDama\nInitialGameArray\nstipulation h#1")).position(true);
        assertEquals(39, new feerie.perft.Perft(p, CourierDeLaDama.RULES).count(1));
        Position r = new Setup(en("condition RacingKings\nInitialGameArray\nstipulation hrace1")).position(true);
        assertEquals(21, new feerie.perft.Perft(r, RacingKings.RULES).count(1));
    }

    // ---- unmoved marking -----------------------------------------------------------------------------

    private static Position courier(String pieces) {
        return new Setup(en("condition CourierDeLaDama\npieces " + pieces + "\nstipulation h#1")).position(true);
    }

    private static boolean unmoved(Position p, String square) { return p.unmoved(p.geometry.parse(square)); }

    @Test
    void kingsAndBishopsOnTheirStartSquaresStartUnmoved() {
        Position p = courier("white kf1 cbc1 cbj1 cbd1 black kf8 cbc8 cbe5");
        assertTrue(unmoved(p, "f1"));
        assertTrue(unmoved(p, "c1"));
        assertTrue(unmoved(p, "j1"));
        assertFalse(unmoved(p, "d1"));
        assertTrue(unmoved(p, "f8"));
        assertTrue(unmoved(p, "c8"));
        assertFalse(unmoved(p, "e5"));
        // a white Bishop on a black start square is not at home
        assertFalse(unmoved(courier("white kf1 cbc8 black kf8"), "c8"));
    }

    @Test
    void attributesMarkPiecesMovedOrUnmoved() {
        Position p = courier("white moved kf1 white unmoved cbe4 black unmoved kb5 black moved cbj8 black cbc8");
        assertFalse(unmoved(p, "f1"));
        assertTrue(unmoved(p, "e4"));
        assertTrue(unmoved(p, "b5"));
        assertFalse(unmoved(p, "j8"));
        assertTrue(unmoved(p, "c8"));
        // French and German words
        Problem fr = read("DebutProbleme\npieces blanc deplace rf1 noir immobile rb5\n"
                + "condition CourrierDeLaDama\nenonce h#1\nFinProbleme\n");
        Position q = new Setup(fr).position(true);
        assertFalse(unmoved(q, "f1"));
        assertTrue(unmoved(q, "b5"));
        Problem de = read("AnfangProblem\nBedingung KurierDeLaDama\nSteine weiss bewegt kf1 schwarz unbewegt kb5\n"
                + "Forderung h#1\nEndeProblem\n");
        Position r = new Setup(de).position(true);
        assertFalse(unmoved(r, "f1"));
        assertTrue(unmoved(r, "b5"));
        assertThrows(UnsupportedException.class,
                () -> new Setup(en("pieces white unmoved ke1 black ke8\nstipulation h#1")).position(true));
    }

    /** The unmoved king j5 guards k7, l7 and l6 by its leaps; once moved it guards neither. */
    @Test
    void anUnmovedKingGuardsItsLeapSquares() {
        Position unmoved = courier("white unmoved kj5 black kl8");
        Position moved = courier("white kj5 black kl8");
        for (String sq : new String[] {"k7", "l7", "l6", "j7", "l5"}) {
            assertTrue(unmoved.isAttacked(unmoved.geometry.parse(sq), Side.WHITE), sq);
            assertFalse(moved.isAttacked(moved.geometry.parse(sq), Side.WHITE), sq);
        }
    }

    // ---- goals -----------------------------------------------------------------------------------------

    @Test
    void raceAndWinAreGoalsBesidePopeyes() {
        Stipulation help = Stipulation.parse("hrace2");
        assertEquals(PlayType.HELP, help.playType());
        assertEquals(GoalType.RACE, help.goal().type());
        assertEquals(PlayType.DIRECT, Stipulation.parse("race3").playType());
        assertEquals(GoalType.RACE, Stipulation.parse("race3").goal().type());
        assertEquals(PlayType.REFLEX, Stipulation.parse("rrace2").playType());
        assertEquals(PlayType.HELP_REFLEX, Stipulation.parse("hrrace2").playType());
        assertEquals(PlayType.SERIES_HELP, Stipulation.parse("ser-hwin3").playType());
        assertEquals(GoalType.WIN, Stipulation.parse("ser-hwin3").goal().type());
        assertEquals(PlayType.HELP_SELF, Stipulation.parse("hs#2").playType());
        assertEquals(PlayType.REFLEX, Stipulation.parse("r#2").playType());
    }

    private static boolean won(Rules rules, String fen, int winner) {
        return rules.won(rules.position(fen), winner, new int[4096], 0);
    }

    /** White arrived on e8; Black's king g7 steps to the 8th rank next move: a draw, not a win. */
    @Test
    void racingKingsDrawRule() {
        assertFalse(won(RacingKings.RULES, "4K3/6k1/8/8/8/8/8/8 b - - 0 1", Side.WHITE));
        // with f8, g8, h8 guarded (king, knight, rook) Black cannot arrive: White has won
        assertTrue(won(RacingKings.RULES, "4K3/4N1k1/8/8/8/8/8/7R b - - 0 1", Side.WHITE));
        // Black's king on the 6th rank is too slow
        assertTrue(won(RacingKings.RULES, "4K3/8/6k1/8/8/8/8/8 b - - 0 1", Side.WHITE));
        // Black arriving wins at once, and a game already won by White is not Black's
        assertTrue(won(RacingKings.RULES, "6k1/8/8/4K3/8/8/8/8 w - - 0 1", Side.BLACK));
        assertFalse(won(RacingKings.RULES, "4K1k1/8/8/8/8/8/8/8 w - - 0 1", Side.BLACK));
        assertFalse(won(RacingKings.RULES, "4K1k1/8/8/8/8/8/8/8 w - - 0 1", Side.WHITE));
        // a finished game has no moves
        assertEquals(0, RacingKings.RULES.legalMoves(RacingKings.RULES.position("6k1/8/8/4K3/8/8/8/8 w - - 0 1"),
                new int[256], 0));
    }

    /** Black's king l8 stalemated by Kj8 and a Fool on l6: a loss in Courier, no win in chess. */
    @Test
    void courierStalemateLoses() {
        String stalemate = "9K1k/12/11F/12/12/12/12/12 b - - 0 1";
        assertTrue(won(CourierDeLaDama.RULES, stalemate, Side.WHITE));
        assertFalse(won(CourierDeLaDama.RULES, stalemate, Side.BLACK));
        // not yet: l7 is free
        assertFalse(won(CourierDeLaDama.RULES, "9K1k/12/12/11F/12/12/12/12 b - - 0 1", Side.WHITE));
        // orthodox: a stalemate is no win
        assertFalse(won(Rules.ORTHODOX, "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", Side.WHITE));
        assertTrue(won(Rules.ORTHODOX, "6Qk/5K2/8/8/8/8/8/8 b - - 0 1", Side.WHITE));
    }

    @Test
    void raceNeedsRacingKings() {
        assertThrows(UnsupportedException.class, () -> new ProblemSolver(0).solve(
                en("condition CourierDeLaDama\npieces white kf1 black kf8\nstipulation hrace1")));
    }
}
