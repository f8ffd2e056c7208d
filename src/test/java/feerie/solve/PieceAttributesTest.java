package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Popeye's piece attributes Royal, Chameleon and HurdleColourChanging, on corpus problems. */
class PieceAttributesTest {
    private static final String HOPPER_11 = """
            anfang
            ford    s#2
            stei
            weis    ke5 dg2 th4b4 lh3 se1a3
            schw    ke3 ta6 lg8 sa2 ba5d3e6e7 schw SprungbockFarbeWechselnd ga4a8g1g7
            opti    vari verf
            ende
            """;
    private static final String CHAM_07 = """
            anfang
            forderung       #2
            option          varianten
            steine  weiss   cham    td8 dc7 lh2
                    weiss           lf6 kg6 bf5
                    schwarz         la7 bc5g5f3 ke4 se3f2
            ende
            """;
    private static final String PIECES_02 = """
            anfang
            forderung       h#6
            steine  weiss   koenig  fec1
                    weiss           fed6
                    schwarz koenig  caa1
            ende
            """;

    private static Problem problem(String text) { return (Problem) ProblemReader.read(text, "test").get(0); }

    private static List<String> solve(String text) {
        return Arrays.stream(SolveCommand.solveToText(problem(text), 30).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).toList();
    }

    private static Position position(String text) { return new Setup(problem(text)).position(false); }

    private static int sq(Position p, String name) { return p.geometry.parse(name); }

    private static String id(Position p, String square) {
        return p.table.type(Piece.type(p.at(sq(p, square)))).id();
    }

    /** Makes and unmakes a move, asserting that board, hash and side to move come back. */
    private static void assertRestored(Position p, int move, Runnable afterMake) {
        int[] board = p.squares().clone();
        long hash = p.hash();
        int side = p.sideToMove();
        int[] kings = {p.king(0), p.king(1)};
        p.make(move);
        afterMake.run();
        p.unmake(move);
        assertArrayEquals(board, p.squares());
        assertEquals(hash, p.hash());
        assertEquals(side, p.sideToMove());
        assertEquals(kings[0], p.king(0));
        assertEquals(kings[1], p.king(1));
    }

    @Test
    void hurdleColourChangingGrasshopperRecoloursItsHurdleButNotAKing() {
        // BEISPIEL-hopper-11: 1...sfwGa4*c4[b4=s] and 1...sfwGg1-d4 (over the black king e3)
        Position p = position(HOPPER_11);
        p.setSideToMove(Side.BLACK);
        int a4 = sq(p, "a4"), b4 = sq(p, "b4"), c4 = sq(p, "c4");
        assertEquals(Attributes.HURDLE_COLOUR_CHANGING, p.table.attributes(p.at(a4)));
        int rook = p.at(b4);
        assertEquals(Side.WHITE, Piece.side(rook));
        assertRestored(p, Move.of(a4, c4), () -> {
            assertEquals(rook ^ 1, p.at(b4));
            assertEquals("rook", id(p, "b4"));
        });
        int blackKing = p.at(sq(p, "e3"));
        assertRestored(p, Move.of(sq(p, "g1"), sq(p, "d4")), () -> assertEquals(blackKing, p.at(sq(p, "e3"))));
        // every black move comes back exactly
        int[] moves = new int[512];
        int n = MoveGenerator.generate(p, moves, 0);
        assertTrue(n > 20);
        for (int i = 0; i < n; i++) assertRestored(p, moves[i], () -> {});
    }

    @Test
    void hurdleColourChangingInTheSolution() {
        List<String> lines = solve(HOPPER_11);
        assertTrue(lines.contains("1...sfwGa4*c4[b4=s] !"), lines.toString());
        assertTrue(lines.contains("2...sfwGa4-d4[c4=s] #"), lines.toString());
        assertTrue(lines.contains("1...sfwGg7-d7[e7=w] !"), lines.toString());
        assertTrue(lines.contains("1...sfwGg1-d4"), lines.toString());
    }

    @Test
    void chameleonChangesTypeAfterEachMove() {
        // BEISPIEL-cham-07: 1.cTd8-d2=cD, then 2.cDd2-c3=cS
        Position p = position(CHAM_07);
        int d8 = sq(p, "d8"), d2 = sq(p, "d2");
        assertEquals("rook@2", id(p, "d8"));
        assertRestored(p, Move.of(d8, d2), () -> {
            assertEquals("queen@2", id(p, "d2"));
            assertEquals(Side.WHITE, Piece.side(p.at(d2)));
        });
        int c7 = sq(p, "c7"), c5 = sq(p, "c5");
        assertRestored(p, Move.of(c7, c5), () -> assertEquals("knight@2", id(p, "c5")));
        int h2 = sq(p, "h2");
        assertRestored(p, Move.of(h2, sq(p, "e5")), () -> assertEquals("rook@2", id(p, "e5")));
    }

    @Test
    void chameleonSolutionAsPopeyeWritesIt() {
        List<String> lines = solve(CHAM_07);
        assertEquals("1.cTd8-d2=cD ! Drohung:", lines.get(0));
        assertTrue(lines.containsAll(List.of("2.cDc7-d6=cS #", "2.cDd2-c3=cS #", "2.cLh2-e5=cT #", "2.cDc7*c5=cS #")),
                lines.toString());
    }

    @Test
    void royalFerzAndRoyalCamelAreTheKings() {
        // BEISPIEL-pieces-02: white royal ferz c1 (with a plain ferz d6), black royal camel a1
        Position p = position(PIECES_02);
        assertEquals(sq(p, "c1"), p.king(Side.WHITE));
        assertEquals(sq(p, "a1"), p.king(Side.BLACK));
        assertTrue(p.table.isRoyal(p.at(sq(p, "c1"))));
        assertTrue(!p.table.isRoyal(p.at(sq(p, "d6"))));
        p.setSideToMove(Side.BLACK);
        int a1 = sq(p, "a1"), b4 = sq(p, "b4");
        assertRestored(p, Move.of(a1, b4), () -> {
            assertEquals(b4, p.king(Side.BLACK));
            assertTrue(p.inCheck(Side.WHITE)); // the camel b4 checks the royal ferz c1 (a 3,1 jump)
        });
        assertEquals(List.of("1.kCAa1-b4 + kFEc1-b2   2.kCAb4-a7 FEd6-c5   3.kCAa7-d8 FEc5-b4   "
                + "4.kCAd8-e5 FEb4-a3   5.kCAe5-d2 kFEb2-c3 +   6.kCAd2-a1 FEa3-b2 #"), solve(PIECES_02));
    }

    @Test
    void royalAttributeKeptOnlyOnTheFirstUnitOfASide() {
        // BEISPIEL-duplex-09: "weis koen sc8 bb6" makes only the knight royal (Popeye: Koeniglich c8)
        Position p = position("""
                anfang
                ford ser-=7
                opti halbduplex
                stei
                weis koen sc8 bb6
                schw ka8 ba7
                ende
                """);
        assertEquals(sq(p, "c8"), p.king(Side.WHITE));
        assertTrue(!p.table.isRoyal(p.at(sq(p, "b6"))));
    }

    @Test
    void attributePrefixesAndHurdleColourPerLanguage() {
        // EXAMPLES-andmoose-01 (English): hccMa8-e7[d8=w]; German: sfw, k, c
        var en = new feerie.output.MoveNotation("en");
        var de = new feerie.output.MoveNotation("de");
        var fr = new feerie.output.MoveNotation("fr");
        assertEquals("hcc", en.attributes(Attributes.HURDLE_COLOUR_CHANGING));
        assertEquals("sfw", de.attributes(Attributes.HURDLE_COLOUR_CHANGING));
        assertEquals("ces", fr.attributes(Attributes.HURDLE_COLOUR_CHANGING));
        assertEquals("r", en.attributes(Attributes.ROYAL));
        assertEquals("k", de.attributes(Attributes.ROYAL));
        assertEquals("kc", de.attributes(Attributes.ROYAL | Attributes.CHAMELEON));
        PlayedMove m = new PlayedMove("g", "a8", "e7", false, null, 0, false, "",
                Attributes.HURDLE_COLOUR_CHANGING, 0, "d8", true);
        assertEquals("hccGa8-e7[d8=w]", en.move(m));
        assertEquals("sfwGa8-e7[d8=w]", de.move(m));
        assertEquals("cesSa8-e7[d8=b]", fr.move(m));
    }

    @Test
    void uncapturablePiecesAreNeverTaken() {
        // Popeye's REGRESSIONS 4.73-4.75 no. 3 ("so far, uncapturable pawns could be captured en
        // passant"): h#1, only 1.Kc7-d7 Se4-c5 #; 1.e7-e5 d5*e6 ep. would take the pawn
        List<String> lines = solve("""
                begin
                pieces whit Ka6 Bh2 Se4 Pd5 Ra8
                blac Kc7 Pc6
                blac Uncapturable Pe7
                stip h#1
                end
                """);
        assertEquals(List.of("1.Kc7-d7 Se4-c5 #"), lines);
        // REGRESSIONS 4.61-4.63 no. 9: the uncapturable knight moves with its prefix "u"
        List<String> battle = solve("""
                begin
                Pieces White Bb8 Kc8 White Uncapturable Sa3 Black Ka8 Sh1
                Stipulation #2
                Option Variation
                end
                """);
        assertTrue(battle.contains("1.uSa3-c4 ! threat:"), battle.toString());
        assertTrue(battle.contains("2.uSb5-c7 #"), battle.toString());
    }
}
