package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;
import static feerie.piece.movement.Boards.destinations;
import static feerie.piece.movement.Boards.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.Catalogue;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Horned riders (seed 001), Meignant's convention unless said otherwise; diagrams A-E of the seed. */
class HornedTest {
    private static final Catalogue C = Catalogue.standard();
    private static final String FIRST_RANK_FROM_B1 = "a1 c1 d1 e1 f1 g1 h1 ";

    @Test
    void diagramsAandB_turnInFrontOfOwnKingAndRunOn() {
        assertMovesEverywhere(C, "b1", FIRST_RANK_FROM_B1 + "b2 b3 b4 a4 c4 a5 a6 a7 a8 c5 c6 c7 c8",
                "wtaureau b1", "wking b5");
    }

    @Test
    void diagramC_forkAtB6() {
        // buffers a4 and b7: a2-a3-b3-b4-b5-b6, then a6-a7-a8 or c6-c7-c8
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 a3 b3 b4 b5 b6 a6 a7 a8 c6 c7 c8",
                "wtaureau a1", "wking a4", "wpawn b7");
    }

    @Test
    void diagramD_twoSecondaryStepsPastABlockOfBuffers() {
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 a3 b3 c3 c4 c5 c6 c7 c8",
                "wtaureau a1", "wking a4", "wpawn b4");
    }

    @Test
    void diagramE_winChloeTurnsFromItsStartSquare() {
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 b2 b3 b4 b5 b6 b7 b8", "wtaureauwc a1", "wking a2");
        // the inventor's convention: a friend on the first square rules the direction out
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1", "wtaureau a1", "wking a2");
    }

    @Test
    void anEnemyIsNoBufferAndIsCaptured() {
        assertMovesEverywhere(C, "b1", FIRST_RANK_FROM_B1 + "b2 b3 b4 b5", "wtaureau b1", "bking b5");
        // inventor's: an enemy on the very first square may be captured
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2", "wtaureau a1", "bpawn a2");
    }

    @Test
    void aSecondaryStepOntoAFriendEndsThatBranch() {
        // buffer a4; the turn to b3 finds a friend there: only a2 a3 north
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 a3", "wtaureau a1", "wking a4", "wpawn b3");
        // an enemy there is captured, and the capture ends the move
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 a3 b3", "wtaureau a1", "wking a4", "bpawn b3");
    }

    @Test
    void theBoardEdgeAheadIsNoBuffer() {
        // the run north from a1 ends on a8; it does not turn along the last rank
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 a3 a4 a5 a6 a7 a8", "wtaureau a1");
    }

    @Test
    void belierTurnsToThePerpendicularDiagonals() {
        assertMovesEverywhere(C, "a1", "b2 a3 b4 c5 d6 e7 f8 c1 d2 e3 f4 g5 h6", "wbelier a1", "wpawn c3");
    }

    @Test
    void capricorneIsTaureauPlusBelier() {
        Set<String> both = new TreeSet<>(destinations(Boards.of(C, "wtaureau a1", "wpawn c3", "wking a4"), "a1"));
        both.addAll(destinations(Boards.of(C, "wbelier a1", "wpawn c3", "wking a4"), "a1"));
        assertEquals(both, destinations(Boards.of(C, "wcapricorne a1", "wpawn c3", "wking a4"), "a1"));
    }

    @Test
    void licorneSidestepsByPerpendicularNightriderLeaps() {
        // main (1,2): b3, buffer c5; turn (2,-1) to d2, whose next leap e4 is free: e4 f6 g8.
        // main (2,1): c2 e3 g4
        assertMovesEverywhere(C, "a1", "b3 d2 e4 f6 g8 c2 e3 g4", "wlicorne a1", "wpawn c5");
    }

    @Test
    void aSquareReachedByTwoPathsIsOneMove() {
        // buffers c3 and e1: d2 is reached by c2-d2 (north, turn east, then d3...) and by d1-d2
        // (east, buffer e1, turn north, then e2...); destinations() fails on a repeated move
        Set<String> moves = destinations(Boards.of(C, "wtaureau c1", "wpawn c3", "wpawn e1"), "c1");
        assertEquals(squares("a1 b1 d1 c2 b2 b3 b4 b5 b6 b7 b8 d2 d3 d4 d5 d6 d7 d8 e2 f2 g2 h2"), moves);
    }

    @Test
    void bufferMakesACheck() {
        // Taureau b1, own pawn b5: b2 b3 b4, then c4 and c5 where the black king stands
        Position p = Boards.of(C, "wtaureau b1", "wpawn b5", "bking c5");
        assertTrue(p.isAttacked(p.geometry.parse("c5"), Side.WHITE));
        Position free = Boards.of(C, "wtaureau b1", "bking c5");
        assertFalse(free.isAttacked(free.geometry.parse("c5"), Side.WHITE));
    }

    @Test
    void hornedPin() {
        // The black rook c6 stands on the Taureau's path b2-b3-b4-c4-c5 to the king c7. It may only
        // stay on the path (c5, c4: captured there, which ends the move); anything else exposes the king.
        Position p = Boards.of(C, "wtaureau b1", "wpawn b5", "bking c7", "brook c6");
        p.setSideToMove(Side.BLACK);
        int[] moves = new int[256];
        int n = Rules.ORTHODOX.legalMoves(p, moves, 0);
        Set<String> rook = new TreeSet<>();
        int c6 = p.geometry.parse("c6");
        for (int i = 0; i < n; i++) if (Move.from(moves[i]) == c6) rook.add(p.geometry.name(Move.to(moves[i])));
        assertEquals(squares("c5 c4"), rook);
    }

    @Test
    void diagramF_belierPastABlockOfTwoBuffers() {
        // Bélier a8, own pawns e4 f5: b7 c6 d5, buffer e4; north-east e6 (f5 still blocks the main
        // direction), f7, then g6 h5 again; south-west c4, then d3 e2 f1
        assertMovesEverywhere(C, "a8", "b7 c6 d5 e6 f7 g6 h5 c4 d3 e2 f1", "wbelier a8", "wpawn e4", "wpawn f5");
    }

    @Test
    void theTurnIsOptional_itMayStopInFrontOfTheBuffer() {
        // b4, right in front of the king b5, is a destination of its own
        assertTrue(destinations(Boards.of(C, "wtaureau b1", "wking b5"), "b1").contains("b4"));
    }

    @Test
    void itMustResumeTheMainDirectionAsSoonAsItCan() {
        // from c4 (after b4-c4 round the king b5) it goes c5, never d4
        Set<String> moves = destinations(Boards.of(C, "wtaureau b1", "wking b5"), "b1");
        assertTrue(moves.contains("c5"));
        assertFalse(moves.contains("d4"));
        // an enemy ahead ends the secondary steps too: it is captured (c5), nothing beyond
        assertMovesEverywhere(C, "b1", FIRST_RANK_FROM_B1 + "b2 b3 b4 a4 c4 a5 a6 a7 a8 c5",
                "wtaureau b1", "wking b5", "bpawn c5");
    }

    @Test
    void aSecondaryStepOffTheBoardEndsThatBranch() {
        // buffer a3: from a2 the turn west leaves the board; east b2, then b3 ... b8
        assertMovesEverywhere(C, "a1", "b1 c1 d1 e1 f1 g1 h1 a2 b2 b3 b4 b5 b6 b7 b8", "wtaureau a1", "wpawn a3");
    }

    @Test
    void theSideIsKeptWhileTheMainDirectionStaysBlocked() {
        // buffers b4 c4 d4 (a wall), Taureau c1: c2 c3, then west b3 a3 (a4 free: a4 ... a8) or
        // east d3 e3 (e4 free: e4 ... e8); it never comes back over c3 to the other side
        assertMovesEverywhere(C, "c1", "a1 b1 d1 e1 f1 g1 h1 c2 c3 b3 a3 a4 a5 a6 a7 a8 d3 e3 e4 e5 e6 e7 e8",
                "wtaureau c1", "wpawn b4", "wpawn c4", "wpawn d4");
    }

    @Test
    void winChloeMayTurnToEitherSideFromItsStartSquare() {
        // Taureau d1, own king d2: WinChloe's c1-c2...c8 and e1-e2...e8; the inventor's only the rank
        assertMovesEverywhere(C, "d1", "a1 b1 c1 e1 f1 g1 h1 c2 c3 c4 c5 c6 c7 c8 e2 e3 e4 e5 e6 e7 e8",
                "wtaureauwc d1", "wking d2");
        assertMovesEverywhere(C, "d1", "a1 b1 c1 e1 f1 g1 h1", "wtaureau d1", "wking d2");
        // an enemy right ahead is captured under both conventions, and no turn is made there
        assertMovesEverywhere(C, "d1", "a1 b1 c1 e1 f1 g1 h1 d2", "wtaureauwc d1", "bking d2");
    }

    @Test
    void winChloeCatalogueCodesMoveLikeTheirDefinition() {
        Catalogue std = Catalogue.standard();
        assertEquals("@W:wc", std.byCode("en", "wt").notation());
        assertMovesEverywhere(std, "a1", "b1 c1 d1 e1 f1 g1 h1 b2 b3 b4 b5 b6 b7 b8", "wtaureauwc a1", "wking a2");
        // Bélier a1 behind its own pawn b2: the perpendicular diagonals from a1 leave the board
        // at once, so even WinChloe's Bélier has no move
        assertMovesEverywhere(std, "a1", "", "wbelierwc a1", "wpawn b2");
        // Bélier c1 behind its own pawn d2: main direction north-east, turn at once to b2, then
        // north-east again c3 d4 e5 f6 g7 h8; b2 a3 as a bishop too (b2 is one move)
        assertMovesEverywhere(std, "c1", "b2 a3 c3 d4 e5 f6 g7 h8", "wbelierwc c1", "wpawn d2");
    }
}
