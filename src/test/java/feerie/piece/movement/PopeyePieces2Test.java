package feerie.piece.movement;

import static feerie.piece.movement.Boards.assertMovesEverywhere;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The second batch of Popeye's pieces: spiral springers, edgehog, bouncers, double grasshopper,
 * Chinese pawn, hunters, Sting and angle hoppers. Positions and moves from the corpus outputs cited,
 * or derived by hand from Popeye's rule where the corpus has no list of moves.
 */
class PopeyePieces2Test {
    private static final Catalogue C = Catalogue.standard();

    /** Asserts that the white piece on {@code from} attacks exactly the black pieces it can capture. */
    private static void assertAttacksMatchCaptures(Position p, String from) {
        Set<String> dest = Boards.destinations(p, from);
        for (int sq = 0; sq < p.geometry.size; sq++) {
            int piece = p.at(sq);
            if (piece == Piece.EMPTY || Piece.side(piece) != Side.BLACK) continue;
            String name = p.geometry.name(sq);
            assertEquals(dest.contains(name), p.isAttacked(sq, Side.WHITE), "attack on " + name);
        }
    }

    @Test
    void diagonalSpiralspringer() {
        // TESTS-pieces-03: a lone DSa1 goes to g7 e6 f5 d4 b3 c2
        assertMovesEverywhere(C, "a1", "g7 e6 f5 d4 b3 c2", "wdiagonalspiralspringer a1");
        // TESTS-pieces-24: a lone DSd4 has 28 moves
        assertMovesEverywhere(C, "d4", "e8 c8 g7 d7 a7 f6 e6 c6 b6 h5 f5 e5 c5 b5 g4 a4 h3 f3 e3 c3 b3 f2 e2 c2 b2 g1 d1 a1",
                "wdiagonalspiralspringer d4");
        // a piece on b3 ends the paths through it (captured if an enemy)
        assertMovesEverywhere(C, "a1", "b3 c2 d4 f5 g7", "wdiagonalspiralspringer a1", "bpawn b3");
    }

    @Test
    void spiralspringerZigzagsAlongRanksAndFiles() {
        // zigzags (1,2)(-1,2), (1,2)(1,-2), (2,1)(-2,1), (2,1)(2,-1) from a1
        assertMovesEverywhere(C, "a1", "b3 a5 b7 c1 d3 e1 f3 g1 h3 c2 a3 c4 c6 a7 c8 e1 g2",
                "wspiralspringer a1");
        assertMovesEverywhere(C, "a1", "b3 c2 a3 c4 a5 c6 a7 c8 e1 g2", "wspiralspringer a1", "bpawn b3");
    }

    @Test
    void edgehogCrossesTheEdge() {
        // from an inner square only to the edge, from the edge only inwards (BEISPIEL-pieces-12..16)
        assertMovesEverywhere(C, "d4", "d8 d1 a4 h4 h8 a1 g1 a7", "wedgehog d4");
        assertMovesEverywhere(C, "a1", "b2 c3 d4 e5 f6 g7", "wedgehog a1");
        // it passes inner squares it may not stop on, and captures only across the edge
        assertMovesEverywhere(C, "d4", "d1 a4 h4 h8 a1 g1 a7", "wedgehog d4", "bpawn d6");
        Position p = Boards.of(C, "wedgehog d4", "bpawn d6", "bpawn d1", "bpawn g7");
        assertAttacksMatchCaptures(p, "d4");
    }

    @Test
    void bouncerGoesBackAsFarAsTheObstacle() {
        // d4 on an empty board: 4 steps to the edge below, to the left and down-left
        assertMovesEverywhere(C, "d4", "d8 h4 h8", "wbouncer d4");
        // a piece on d6 (two steps up) sends it two steps down
        assertMovesEverywhere(C, "d4", "d2 h4 h8", "wbouncer d4", "bpawn d6");
        // the way back must be free; an enemy at the end is captured
        assertMovesEverywhere(C, "d4", "d5 h4 h8", "wbouncer d4", "bpawn d6", "wpawn d3");
        assertMovesEverywhere(C, "d4", "d2 d6 h4 h8", "wbouncer d4", "bpawn d6", "bpawn d2");
        assertMovesEverywhere(C, "d4", "d8 h4", "wrookbouncer d4");
        assertMovesEverywhere(C, "d4", "h8", "wbishopbouncer d4");
        assertAttacksMatchCaptures(Boards.of(C, "wbouncer d4", "bpawn d6", "bpawn d2", "bpawn h8"), "d4");
    }

    @Test
    void doubleGrasshopperReachesASquareOnce() {
        // REGRESSIONS-4_53_to_4_55-01: DGf2 reaches d2 via b2 and via f4, one move DGf2-d2
        Position p = Boards.of(C, "wking e5", "wqueen c2", "bking e3", "bdoublegrasshopper f2", "bpawn f3");
        assertTrue(Boards.destinations(p, "f2").contains("d2"));
        // the first hop must land on an empty square; the second may capture; never back to the start
        assertMovesEverywhere(C, "a1", "a5 c3", "wdoublegrasshopper a1", "bpawn a2", "bpawn a4", "wpawn b3");
        assertAttacksMatchCaptures(Boards.of(C, "wdoublegrasshopper a1", "bpawn a2", "bpawn a4", "bpawn c3"), "a1");
    }

    @Test
    void chinesePawnGoesSidewaysBeyondTheRiver() {
        // EXAMPLES-chinpawn-01: CPb6 (a7 black) stalemates by CPb6-a6; from b6 it may go b7, a6, c6
        assertEquals(Boards.squares("a6 b7 c6"), Boards.destinations(Boards.of(C, "wchinesepawn b6"), "b6"));
        assertEquals(Boards.squares("b4"), Boards.destinations(Boards.of(C, "wchinesepawn b3"), "b3"));
        assertEquals(Boards.squares("b5"), Boards.destinations(Boards.of(C, "bchinesepawn b6"), "b6"));
        assertEquals(Boards.squares("a4 b3 c4"), Boards.destinations(Boards.of(C, "bchinesepawn b4"), "b4"));
        // no promotion, no diagonal capture: on the last rank only sideways
        assertEquals(Boards.squares("a8 c8"),
                Boards.destinations(Boards.of(C, "wchinesepawn b8", "bpawn a7", "bpawn c7"), "b8"));
    }

    @Test
    void huntersAreNotMirroredForBlack() {
        // BEISPIEL-pieces-24 has a white and a black rook/bishop-hunter: up as a rook, down as a bishop
        assertEquals(Boards.squares("d5 d6 d7 d8 c3 b2 a1 e3 f2 g1"),
                Boards.destinations(Boards.of(C, "wrookhunter d4"), "d4"));
        assertEquals(Boards.squares("d5 d6 d7 d8 c3 b2 a1 e3 f2 g1"),
                Boards.destinations(Boards.of(C, "brookhunter d4"), "d4"));
        assertEquals(Boards.squares("d3 d2 d1 c5 b6 a7 e5 f6 g7 h8"),
                Boards.destinations(Boards.of(C, "bbishophunter d4"), "d4"));
    }

    @Test
    void stingIsARoyalKingAndGrasshopper() {
        assertTrue(C.byId("sting").royal());
        assertMovesEverywhere(C, "d4", "c3 c4 c5 d3 d5 e3 e4 e5 d7", "wsting d4", "bpawn d6");
    }

    @Test
    void angleHoppers() {
        // TESTS-pieces-11: SWd4 with black pawns b6, d7 goes to e6, c6 (over d7 and over b6: one move), b5
        assertMovesEverywhere(C, "d4", "e6 c6 b5", "wsparrow d4", "bpawn b6", "bpawn d7");
        // TESTS-pieces-09: Md4 with black pawns c5, d5 goes to e6, c6 (twice reached), b5
        assertMovesEverywhere(C, "d4", "e6 c6 b5", "wmoose d4", "bpawn c5", "bpawn d5");
        // the eagle turns at right angles: over d6 to c6 or e6
        assertMovesEverywhere(C, "d4", "c6 e6", "wrookeagle d4", "bpawn d6");
        assertAttacksMatchCaptures(Boards.of(C, "wsparrow d4", "bpawn d7", "bpawn e6", "bpawn c6"), "d4");
    }
}
