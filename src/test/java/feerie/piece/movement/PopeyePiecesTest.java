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
 * Popeye's pieces written in the notation (hopper family, lions, Chinese pieces, lame leapers,
 * plain leapers), with positions and moves taken from the corpus outputs cited.
 */
class PopeyePiecesTest {
    private static final Catalogue C = Catalogue.standard();

    @Test
    void contraGrasshopperCapturesOnceOverAnAdjacentHurdle() {
        // REGRESSIONS-4_65_to_4_67-02: black Sb8, white Kf8 CGg8; Popeye lists CGg8*b8, -c8, -d8, -e8
        assertEquals(Boards.squares("b8 c8 d8 e8"),
                Boards.destinations(Boards.of(C, "wking f8", "wcontragrasshopper g8", "bknight b8"), "g8"));
        // a hurdle two squares away is no hurdle for it
        assertMovesEverywhere(C, "d4", "", "wcontragrasshopper d4", "bpawn d6", "bpawn f6", "bpawn b2");
    }

    @Test
    void maoIsBlockedOnTheOrthogonalSquare() {
        // REGRESSIONS-4_37_to_4_41-02: a lone MAa8 goes to b6 and c7
        assertEquals(Boards.squares("b6 c7"), Boards.destinations(Boards.of(C, "wmao a8"), "a8"));
        assertEquals(Boards.squares("c7"), Boards.destinations(Boards.of(C, "wmao a8", "bpawn a7"), "a8"));
        assertEquals(Boards.squares("b6"), Boards.destinations(Boards.of(C, "wmao a8", "bpawn b8"), "a8"));
        // BEISPIEL-chinese-03: MAe8 (LEf8 on f8, black d6) reaches c7, d6 (capture) and f6, not g7
        assertEquals(Boards.squares("c7 d6 f6"),
                Boards.destinations(Boards.of(C, "wmao e8", "wleo f8", "bpawn d6"), "e8"));
        assertMovesEverywhere(C, "d4", "b5 c6 e6 f5 f3 e2 c2 b3", "wmao d4");
        assertMovesEverywhere(C, "d4", "c2 e2", "wmao d4", "wpawn d5", "wpawn e4", "bpawn c4");
    }

    @Test
    void moaIsBlockedOnTheDiagonalSquare() {
        assertMovesEverywhere(C, "d4", "b3 c2 f5 e6", "wmoa d4", "wpawn e3", "bpawn c5");
    }

    @Test
    void maoriderRidesWhileThePassedSquaresAreEmpty() {
        // a1-b3-c5 passes a2, b4; c5-d7 would pass c6 (a piece); a1-c2-e3 captures on e3
        assertMovesEverywhere(C, "a1", "b3 c5 c2 e3", "wmaorider a1", "bpawn c6", "bpawn e3");
    }

    @Test
    void paoMovesLikeARookAndCapturesOverAScreen() {
        // d4: rook moves up to the screens; captures beyond a screen at any distance, never the screen
        assertMovesEverywhere(C, "d4", "d5 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4 d7",
                "wpao d4", "wpawn d6", "bpawn d8", "bpawn d7");
        Position p = Boards.of(C, "wpao a1", "wpawn a4", "bking a8");
        assertTrue(p.isAttacked(p.geometry.parse("a8"), Side.WHITE));
        Position q = Boards.of(C, "wpao a1", "bking a8");
        assertFalse(q.isAttacked(q.geometry.parse("a8"), Side.WHITE));
    }

    @Test
    void grasshopper2LandsTwoBeyondOverAnEmptySquare() {
        // BEISPIEL-hopper-03 has a G2 on b1: over b2 to b4 (b3 empty); over c2 to e4 (d3 empty), an enemy only
        assertMovesEverywhere(C, "b1", "b4", "wgrasshopper2 b1", "wpawn b2", "wpawn c2", "wpawn e4");
        assertMovesEverywhere(C, "b1", "b4 e4", "wgrasshopper2 b1", "wpawn b2", "wpawn c2", "bpawn e4");
    }

    @Test
    void kangarooAndDolphin() {
        // BEISPIEL-hopper-18 b): KAh6 hops over g6 and f6 and captures on e6
        Position p = Boards.of(C, "bkangaroo h6", "bpawn g6", "bking f6", "wknight e6", "bpawn g7", "bkangaroo h8");
        assertEquals(Boards.squares("e6"), Boards.destinations(p, "h6"));
        // the dolphin (BEISPIEL-hopper-18, DEb4-b2): grasshopper over b4 to b3, kangaroo over b4 and b2 to b1
        assertMovesEverywhere(C, "b5", "b3 b1", "wdolphin b5", "wking b4", "bpawn b2");
    }

    @Test
    void lionsAndLeapers() {
        assertMovesEverywhere(C, "a1", "a4 a5 a6", "wrooklion a1", "bpawn a3", "bpawn a6");
        assertMovesEverywhere(C, "a1", "c5 d7", "wnightriderlion a1", "wpawn b3");
        // BEISPIEL-pieces-19: the 1:6-leaper; BEISPIEL-leaper-01: the bison (camel + zebra)
        assertMovesEverywhere(C, "a1", "b7 g2", "wleaper16 a1");
        assertMovesEverywhere(C, "d4", "e7 c7 g5 g3 e1 c1 a5 a3 f7 b7 g6 g2 f1 b1 a6 a2", "wbison d4");
    }
}
