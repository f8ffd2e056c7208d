package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.position.Position;
import org.junit.jupiter.api.Test;

/**
 * The third batch of Popeye's pieces: the spiralspringers (2,0), (4,0) and (3,3), the quintessence,
 * the Dummy, the Berolina pawn, the pawned pieces (Dragon, Gryphon, Ship), the mao- and moahopper,
 * the Orix and the Equihopper. Moves from the corpus outputs cited.
 */
class PopeyePieces3Test {
    private static final Catalogue C = Catalogue.standard();

    @Test
    void spiralspringersAndQuintessence() {
        // TESTS-pieces-05: S2d4 has 22 moves
        assertMovesEverywhere(C, "d4", "d8 f7 b7 g6 e6 d6 c6 a6 f5 b5 h4 f4 b4 f3 b3 g2 e2 d2 c2 a2 f1 b1",
                "wspiralspringer20 d4");
        // TESTS-pieces-06: S3d4 has 12 moves
        assertMovesEverywhere(C, "d4", "g7 a7 e6 c6 f5 b5 f3 b3 e2 c2 g1 a1", "wdiagonalspiralspringer33 d4");
        // TESTS-pieces-07: S4d4 has 10 moves
        assertMovesEverywhere(C, "d4", "d8 e6 c6 f5 b5 h4 f3 b3 e2 c2", "wspiralspringer40 d4");
        // TESTS-pieces-08: QNd4 has 20 moves
        assertMovesEverywhere(C, "d4", "g8 a8 h7 e7 c7 e6 c6 g5 f5 b5 a5 g3 f3 b3 a3 e2 c2 h1 e1 c1",
                "wquintessence d4");
    }

    @Test
    void dummyNeitherMovesNorChecks() {
        Position p = Boards.of(C, "wdummy d4", "bking e5");
        assertEquals(Boards.squares(""), Boards.destinations(p, "d4"));
        assertFalse(p.isAttacked(p.geometry.parse("e5"), Side.WHITE));
        // it may be captured
        assertTrue(Boards.destinations(p, "e5").contains("d4"));
    }

    @Test
    void berolinaPawn() {
        assertEquals(Boards.squares("d3 c4 f3 g4"), Boards.destinations(Boards.of(C, "wberolinapawn e2"), "e2"));
        // captures straight forward only; a blocked diagonal stops the double step
        Position p = Boards.of(C, "wberolinapawn e2", "bpawn e3", "bpawn d3", "bpawn f4");
        assertEquals(Boards.squares("e3 f3 g4"), Boards.destinations(p, "e2"));
        assertTrue(p.isAttacked(p.geometry.parse("e3"), Side.WHITE));
        assertFalse(p.isAttacked(p.geometry.parse("d3"), Side.WHITE));
        // Black's goes down the board
        assertEquals(Boards.squares("c6 b5 e6 f5"), Boards.destinations(Boards.of(C, "bberolinapawn d7"), "d7"));
    }

    @Test
    void pawnedPieces() {
        // Dragon: knight + pawn, the pawn's double step too
        assertEquals(Boards.squares("c1 g1 c3 g3 d4 f4 e3 e4"), Boards.destinations(Boards.of(C, "wdragon e2"), "e2"));
        // Gryphon: bishop + the pawn's step forward (no capture straight ahead)
        Position gy = Boards.of(C, "wgryphon e6", "bpawn e7");
        assertEquals(Boards.squares("d7 c8 f7 g8 d5 c4 b3 a2 f5 g4 h3"), Boards.destinations(gy, "e6"));
        // Ship: rook + the pawn's diagonal capture, which like a pawn it has not on its first
        // rank (py 4.104, "pieces white kh8 sha1 pa3 pc1 black ka8 pb2", ~1: SHa1-a2, SHa1-b1)
        Position sh = Boards.of(C, "wship a1", "bpawn b2", "wpawn a3", "wpawn c1");
        assertEquals(Boards.squares("a2 b1"), Boards.destinations(sh, "a1"));
        // from its second rank it captures as a pawn (py 4.104: SHa2-a1, -a3, -b2, *b3)
        Position sh2 = Boards.of(C, "wship a2", "bpawn b3", "wpawn a4", "wpawn c2");
        assertEquals(Boards.squares("a3 b2 a1 b3"), Boards.destinations(sh2, "a2"));
    }

    @Test
    void maohopperAndMoahopper() {
        // TESTS-pieces-29 a): AHe5 with black pieces e4 f5 g4 g5 g6 (Popeye's key 1.AHe5*g6+)
        Position p = Boards.of(C, "wmaohopper e5", "bking h4", "bpawn e4", "bpawn f5", "bpawn g4", "bpawn g6", "bpawn g5");
        assertEquals(Boards.squares("d3 f3 g4 g6"), Boards.destinations(p, "e5"));
        // b): OHe5 with e4 moved to f4 passes only f4, to f3 (Popeye's key 1.OHe5-f3+) or g4
        Position q = Boards.of(C, "wmoahopper e5", "bking h4", "bpawn f4", "bpawn f5", "bpawn g4", "bpawn g6", "bpawn g5");
        assertEquals(Boards.squares("f3 g4"), Boards.destinations(q, "e5"));
    }

    @Test
    void orixAndEquihopper() {
        // REGRESSIONS 4.63-4.65 no. 57: EQh5 goes to d3 (over f4), h7 (over h6), h1 (over h3), f3 (over g4)
        Position p = Boards.of(C, "wequihopper h5", "wgrasshopper a4", "wvao b8", "wlion f8", "weagle h6",
                "wknighthopper h3", "wcontragrasshopper g4", "wgrasshopper2 f1", "bpawn f4", "bpawn g3");
        assertEquals(Boards.squares("d3 h7 h1 f3"), Boards.destinations(p, "h5"));
        // the Orix only along queen lines, over the first piece to the square as far beyond
        assertMovesEverywhere(C, "a1", "a5 e5", "worix a1", "bpawn a3", "wpawn c3");
        assertMovesEverywhere(C, "a1", "e5", "worix a1", "bpawn a3", "wpawn a4", "wpawn c3");
        // the non-stop Orix hops over any piece on the line
        assertMovesEverywhere(C, "a1", "a5 a7 e5", "wnonstoporix a1", "bpawn a3", "wpawn a4", "wpawn c3");
    }

    @Test
    void treeAndLeafHoppers() {
        // EXAMPLES-treeleafhopper-03: THd3 over the piece on d7 lands only on h7 (2.THd3-h7)
        assertEquals(Boards.squares("h7"), Boards.destinations(Boards.of(C, "btreehopper d3", "wmoa d7"), "d3"));
        // EXAMPLES-treeleafhopper-06: LHa1 with the hurdle on a2 goes to b1; LHa2 to a3 or b2
        Position p = Boards.of(C, "wleafhopper a1", "bleafhopper a2");
        assertEquals(Boards.squares("b1"), Boards.destinations(p, "a1"));
        assertEquals(Boards.squares("a3 b2"), Boards.destinations(p, "a2"));
        // REGRESSIONS 4.63-4.65 no. 48: GFe7 checks Kc5 once the knight stands on g5 (1.Sf7-g5+)
        Position before = Boards.of(C, "wgreaterleafhopper e7", "wknight f7", "bking c5");
        assertFalse(before.isAttacked(before.geometry.parse("c5"), Side.WHITE));
        Position after = Boards.of(C, "wgreaterleafhopper e7", "wknight g5", "bking c5");
        assertTrue(after.isAttacked(after.geometry.parse("c5"), Side.WHITE));
    }

    @Test
    void equiEnglishRabbitAndContraHamster() {
        // EXAMPLES-equi-01: QEa8-c5 stops half way to the rook on e2; in b) QEa8-c6 half way to e4
        Position a = Boards.of(C, "wequienglish a8", "wking h5", "wbishop g2", "bking e5", "brook e2", "bbishop g7", "bpawn e6");
        assertTrue(Boards.destinations(a, "a8").contains("c5"));
        Position b = Boards.of(C, "wequienglish a8", "brook e4");
        // along the diagonal half way to e4; the rook is captured only with a piece as far beyond it
        assertEquals(Boards.squares("c6"), Boards.destinations(b, "a8"));
        assertEquals(Boards.squares("b7 c6"), Boards.destinations(Boards.of(C, "wequienglish a8", "brook c6", "bpawn e4"), "a8"));
        assertEquals(Boards.squares("b7"), Boards.destinations(Boards.of(C, "wequienglish a8", "brook c6", "bpawn f3"), "a8"));
        // the rabbit: over two pieces on a queen line to any square beyond the second
        assertMovesEverywhere(C, "a1", "a5 a6 a7", "wrabbit a1", "bpawn a2", "wpawn a4", "bpawn a7");
        // the contra hamster rides away from a piece right behind it
        assertMovesEverywhere(C, "b2", "c3 d4 e5 f6", "wcontrahamster b2", "wpawn a1", "bpawn f6");
    }

    @Test
    void maoriderLion() {
        // along b1-c3-d5-e7 (passing b2, c4, d6): the first piece met is the hurdle
        // hurdle on c3 (reached): lands on d5 or e7
        Position p = Boards.of(C, "wmaoriderlion b1", "bpawn c3");
        assertTrue(Boards.destinations(p, "b1").containsAll(Boards.squares("d5 e7")));
        assertFalse(Boards.destinations(p, "b1").contains("c3"));
        // hurdle on c4 (passed): lands on d5 already, or beyond on e7 ... only over empty squares
        Position q = Boards.of(C, "wmaoriderlion b1", "bpawn c4", "bpawn e7");
        assertTrue(Boards.destinations(q, "b1").containsAll(Boards.squares("d5 e7")));
        assertTrue(q.isAttacked(q.geometry.parse("e7"), Side.WHITE));
        Position r = Boards.of(C, "wmaoriderlion b1", "bpawn c4", "wpawn d6", "bpawn e7");
        assertTrue(Boards.destinations(r, "b1").contains("d5"));
        assertFalse(Boards.destinations(r, "b1").contains("e7"));
    }

    @Test
    void reflectingBishopArchbishopAndQuerquisite() {
        // TESTS-pieces-12 and -13: ARd1 and RBd1 alone have the same 13 moves
        String fromD1 = "e8 f7 d7 g6 c6 h5 b5 g4 a4 f3 b3 e2 c2";
        assertEquals(Boards.squares(fromD1), Boards.destinations(Boards.of(C, "warchbishop d1"), "d1"));
        assertEquals(Boards.squares(fromD1), Boards.destinations(Boards.of(C, "wreflectingbishop d1"), "d1"));
        // the Archbishop turns once: from b1 over a2 up to g8, and over h7 to g8 (one move)
        assertEquals(Boards.squares("a2 b3 c4 d5 e6 f7 g8 c2 d3 e4 f5 g6 h7"),
                Boards.destinations(Boards.of(C, "warchbishop b1"), "b1"));
        // with d2 open and e3 blocked by its own pawn: the Archbishop stops on f8, the Reflecting
        // bishop turns on f8 and on h6 again, until the pawn on e3
        assertEquals(Boards.squares("d2 b2 a3 b4 c5 d6 e7 f8"),
                Boards.destinations(Boards.of(C, "warchbishop c1", "wpawn e3"), "c1"));
        assertEquals(Boards.squares("d2 b2 a3 b4 c5 d6 e7 f8 g7 h6 g5 f4"),
                Boards.destinations(Boards.of(C, "wreflectingbishop c1", "wpawn e3"), "c1"));
        // it checks round the edge
        Position q = Boards.of(C, "warchbishop d1", "bking e8");
        assertTrue(q.isAttacked(q.geometry.parse("e8"), Side.WHITE));
        // EXAMPLES-querq-01: on the e file a king, on the f file a bishop, on the d file a queen
        assertEquals(Boards.squares("d5 e5 f5 d6 f6 d7 e7 f7"), Boards.destinations(Boards.of(C, "bquerquisite e6"), "e6"));
        assertTrue(Boards.destinations(Boards.of(C, "bquerquisite f5"), "f5").contains("b1"));
        assertTrue(Boards.destinations(Boards.of(C, "wquerquisite d8"), "d8").containsAll(Boards.squares("d3 h4 a8")));
        assertEquals(Boards.squares("a3 c3 d2"), Boards.destinations(Boards.of(C, "wquerquisite b1"), "b1"));
    }

    @Test
    void bouncyKnightAndNightrider() {
        // TESTS-pieces-14: BKd2 with a black knight on b1
        Position bk = Boards.of(C, "wbouncyknight d2", "bknight b1");
        assertEquals(Boards.squares("g4 e4 c4 g3 f3 e3 b3 h2 f1 b1"), Boards.destinations(bk, "d2"));
        assertTrue(bk.isAttacked(bk.geometry.parse("b1"), Side.WHITE));
        // TESTS-pieces-15: BNd2 with a black knight on b1 has 54 moves
        Position bn = Boards.of(C, "wbouncynightrider d2", "bknight b1");
        assertEquals(Boards.squares("g8 f8 e8 d8 b8 a8 h7 g7 f7 e7 d7 c7 b7 h6 g6 f6 e6 d6 c6 b6 a6 h5 g5 f5 e5 d5 c5"
                        + " b5 a5 h4 g4 f4 e4 d4 c4 b4 g3 f3 e3 d3 c3 b3 a3 h2 g2 f2 e2 c2 b2 a2 f1 e1 c1 b1"),
                Boards.destinations(bn, "d2"));
    }

    @Test
    void argentinianPieces() {
        // TESTS-pieces-25: SEa1 with its own Dummy on d4 and a black pawn on a4
        assertEquals(Boards.squares("h8 g7 f6 e5 a8 a7 a6 a5 a4"),
                Boards.destinations(Boards.of(C, "wsenora a1", "wdummy d4", "bking g5", "bpawn a4"), "a1"));
        assertEquals(Boards.squares("a8 a7 a6 a5 a4"),
                Boards.destinations(Boards.of(C, "wfaro a1", "wdummy d4", "bking g5", "bpawn a4"), "a1"));
        assertEquals(Boards.squares("h8 g7 f6 e5"),
                Boards.destinations(Boards.of(C, "wloco a1", "wdummy d4", "bking g5", "bpawn a4"), "a1"));
        // TESTS-pieces-26: SAe5 only to g6 (over f5) and takes f3 (passing the empty e4)
        Position p = Boards.of(C, "wsaltador e5", "bking h4", "bpawn f3", "bpawn g4", "bdummy f4", "bdummy f5", "bdummy g3");
        assertEquals(Boards.squares("g6 f3"), Boards.destinations(p, "e5"));
    }

    @Test
    void eagleEquihopperHamsterAndMarguerite() {
        // TESTS-pieces-30: EEd6 to h4 (over g7, a (3,1) line) e7 c7 (over d7) f4 b4 (over the king on d4);
        // EEg7 to e3 (over d6) a7 g1 (over d4)
        Position p = Boards.of(C, "weagleequihopper g7", "weagleequihopper d6", "bking d4", "bpawn d7");
        assertEquals(Boards.squares("h4 e7 c7 f4 b4"), Boards.destinations(p, "d6"));
        assertEquals(Boards.squares("e3 a7 g1"), Boards.destinations(p, "g7"));
        assertFalse(p.isAttacked(p.geometry.parse("d7"), Side.WHITE));
        // the hamster stops just before the first piece, and never captures
        Position h = Boards.of(C, "whamster d4", "bpawn d6", "bpawn b6", "wpawn e3");
        assertEquals(Boards.squares("d5 c5"), Boards.destinations(h, "d4"));
        assertFalse(h.isAttacked(h.geometry.parse("d6"), Side.WHITE));
        // REGRESSIONS 4.61-4.63 no. 35: MGd4 with black pawns b6 d6 has 13 moves, c5 once
        Position m = Boards.of(C, "wmarguerite d4", "bpawn b6", "bpawn d6");
        assertEquals(Boards.squares("e7 d7 c7 b7 a7 e6 c6 a6 e5 d5 c5 b5 a5"), Boards.destinations(m, "d4"));
    }

    @Test
    void proteanPawnMovesAsAPawnOfTheOtherSide() {
        // a white protean pawn goes down the board, two steps from the seventh rank
        assertEquals(Boards.squares("d6 d5"), Boards.destinations(Boards.of(C, "wproteanpawn d7"), "d7"));
        Position p = Boards.of(C, "wproteanpawn d7", "bpawn e6", "bpawn c8");
        assertEquals(Boards.squares("d6 d5 e6"), Boards.destinations(p, "d7"));
        assertTrue(p.isAttacked(p.geometry.parse("e6"), Side.WHITE));
        assertFalse(p.isAttacked(p.geometry.parse("c8"), Side.WHITE));
    }

    @Test
    void friendMovesLikeTheFriendsObservingIt() {
        // REGRESSIONS 4.77-4.79 no. 4: Fa3 guarded by the bishop on f8 moves as a bishop (and the
        // king on g8 does not observe it)
        Position p = Boards.of(C, "wking g8", "wbishop f8", "wfriend a3", "bking c3");
        assertEquals(Boards.squares("b2 c1 b4 c5 d6 e7"), Boards.destinations(p, "a3"));
        // not observed by a friend: no move; observed through another Friend: that friend's walk
        assertEquals(Boards.squares(""), Boards.destinations(Boards.of(C, "wfriend a3", "wrook b8"), "a3"));
        Position q = Boards.of(C, "wfriend a3", "wfriend a5", "wrook h5");
        assertTrue(Boards.destinations(q, "a3").containsAll(Boards.squares("a4 a2 a1 b3 h3")));
        assertFalse(q.isAttacked(q.geometry.parse("b4"), Side.WHITE));
    }
}
