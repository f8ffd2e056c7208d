package feerie.piece.movement;

import static feerie.piece.movement.Boards.destinations;
import static feerie.piece.movement.Boards.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feerie.piece.Catalogue;
import org.junit.jupiter.api.Test;

/** Coureurs (seed 000): pieces that run along ordered chains of squares. */
class CoureurTest {
    /** The seed's piece whose chain from c1 is h6-g5-f4-e3-d2: a bishop's field, run backwards. */
    private static final Catalogue BACKWARDS = Boards.with("backwards", "[(5,5)(4,4)(3,3)(2,2)(1,1)]:1");
    /** The seed's piece whose chain from d6 is h6-e4-d7. */
    private static final Catalogue HOOK = Boards.with("hook", "[(4,0)(1,-2)(0,1)]:1");

    @Test
    void backwardsBishopHasTheBishopsFieldOnAnEmptyBoard() {
        assertEquals(squares("d2 e3 f4 g5 h6"), destinations(Boards.of(BACKWARDS, "wbackwards c1"), "c1"));
    }

    @Test
    void backwardsBishopIsStoppedAtF4BeforeE3() {
        // the chain runs h6, g5, f4 ...: an obstacle on f4 leaves h6 and g5 only
        assertEquals(squares("h6 g5"), destinations(Boards.of(BACKWARDS, "wbackwards c1", "wpawn f4"), "c1"));
        assertEquals(squares("h6 g5 f4"), destinations(Boards.of(BACKWARDS, "wbackwards c1", "bpawn f4"), "c1"));
    }

    @Test
    void hookIsStoppedOnE4AndCannotReachD7() {
        assertEquals(squares("h6 e4 d7"), destinations(Boards.of(HOOK, "whook d6"), "d6"));
        assertEquals(squares("h6"), destinations(Boards.of(HOOK, "whook d6", "wpawn e4"), "d6"));
    }

    @Test
    void ringOffTheBoardEndsTheChain() {
        // from e6, h6 + (4,0) is off the board: nothing after it is reachable
        assertEquals(squares(""), destinations(Boards.of(HOOK, "whook e6"), "e6"));
    }

    @Test
    void roseRunsSixteenPaths() {
        ChainComponent rose = (ChainComponent) Catalogue.standard().byId("rose").movement().components().get(0);
        assertEquals(16, rose.shapes().size());
    }

    @Test
    void roseReachesG7ByTwoPathsAsOneMove() {
        Catalogue c = Catalogue.standard();
        // d4-e6-g7 (clockwise) and d4-f5-g7 (anticlockwise)
        assertEquals(true, destinations(Boards.of(c, "wrose d4", "wpawn e6"), "d4").contains("g7"));
        assertEquals(true, destinations(Boards.of(c, "wrose d4", "wpawn f5"), "d4").contains("g7"));
        assertEquals(false, destinations(Boards.of(c, "wrose d4", "wpawn f5", "wpawn e6"), "d4").contains("g7"));
    }

    @Test
    void roseOnAnEmptyBoardFromA1() {
        // four paths stay on the board: b3-d4-f3-g1, c2-e1, c2-d4-c6-a7, b3-a5
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "b3 d4 f3 g1 c2 e1 c6 a7 a5", "wrose a1");
    }

    @Test
    void boyscoutZigzags() {
        // a1: b2 then alternately a3/c1 ...: b2 a3 b4 a5 b6 a7 b8 and b2 c1 d2 e1 f2 g1 h2
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "b2 a3 b4 a5 b6 a7 b8 c1 d2 e1 f2 g1 h2", "wboyscout a1");
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1", "", "wboyscout a1", "wpawn b2");
    }

    @Test
    void boyscoutReachesSquaresByTwoRoutesOnce() {
        // from d4: e5-d6 and c5-d6 both reach d6; blocking one route keeps it
        assertEquals(true, destinations(Boards.of(Catalogue.standard(), "wboyscout d4", "wpawn e5"), "d4").contains("d6"));
        // eight zigzags, d6 d8 f4 h4 b4 d2 each reached twice
        Boards.assertMovesEverywhere(Catalogue.standard(), "d4",
                "e5 d6 e7 d8 f4 g5 h4 c5 c7 b4 a5 e3 g3 d2 e1 c3 a3 c1", "wboyscout d4");
    }

    @Test
    void girlscoutMakesStaircases() {
        // a1: a2 b2 b3 c3 ... and b1 b2 c2 c3 ...
        Boards.assertMovesEverywhere(Catalogue.standard(), "a1",
                "a2 b2 b3 c3 c4 d4 d5 e5 e6 f6 f7 g7 g8 h8 b1 c2 d3 e4 f5 g6 h7", "wgirlscout a1");
    }

    @Test
    void aProblemsDefinedPieceJoinsACatalogueCopy() {
        Catalogue c = Catalogue.standard().copy();
        c.add(feerie.piece.DefinedPiece.of("hk", "[(4,0)(1,-2)(0,1)]:1"));
        assertEquals("hk", c.byCode("de", "HK").code("fr"));
        String id = feerie.piece.DefinedPiece.id("hk");
        assertEquals(squares("h6 e4"), destinations(Boards.of(c, "w" + id + " d6", "bpawn e4"), "d6"));
    }

    @Test
    void badChainsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{(1,1)"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("[(1,1)]*"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{(1,1)}:3"));
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("{}"));
    }

    @Test
    void straightChainsAreARider() {
        // {(1,1)}* is a bishop written as a chain: same moves, and probed in reverse for attacks
        Catalogue c = Boards.with("chainbishop", "{(1,1)}*");
        assertEquals(destinations(Boards.of(c, "wbishop c1", "bpawn f4"), "c1"),
                destinations(Boards.of(c, "wchainbishop c1", "bpawn f4"), "c1"));
    }
}
