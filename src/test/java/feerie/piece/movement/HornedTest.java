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
    private static final Catalogue C = Boards.with("taureauwc", "@W:wc");
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
}
