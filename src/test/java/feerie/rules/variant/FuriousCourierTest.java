package feerie.rules.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import feerie.position.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FuriousCourierTest {
    private static final FuriousCourier RULES = FuriousCourier.RULES;

    private static Map<String, Integer> moves(String fen) {
        return CourierDeLaDamaTest.movesByPiece(RULES.position(fen), RULES);
    }

    /** 33 = 24 pawn moves, 4 knight moves and the king's 5 leaps; the Scouts are shut in. */
    @Test
    void startHasThirtyThreeMoves() {
        Map<String, Integer> counts = moves(null);
        assertEquals(24, counts.get("pawn"));
        assertEquals(4, counts.get("knight"));
        assertEquals(5, counts.get("courierking"));
        assertNull(counts.get("boyscout"));
    }

    /**
     * A Scout in the corner a1: eastwards b2 c1 d2 e1 ... l2 (11 squares), northwards b2 a3 b4 a5
     * b6 a7 b8 (b2 again): 17. Both paths start on b2, so a piece there shuts it in.
     */
    @Test
    void scoutZigzagsFromTheCorner() {
        assertEquals(17, moves("12/12/5k6/12/12/12/12/S4K6 w - -").get("boyscout"));
        assertNull(moves("12/12/5k6/12/12/12/1P10/S4K6 w - -").get("boyscout"));
    }

    /** Every second square of a path has two routes: with g5 blocked, f4 still reaches h4 by g3. */
    @Test
    void scoutReachesEveryOtherSquareTwoWays() {
        Position p = RULES.position("5k6/12/12/6P5/5S6/12/12/K11 w - -");
        int[] out = new int[256];
        int n = RULES.legalMoves(p, out, 0);
        int h4 = p.geometry.parse("h4"), f4 = p.geometry.parse("f4");
        int routes = 0;
        for (int i = 0; i < n; i++)
            if (feerie.piece.movement.Move.from(out[i]) == f4 && feerie.piece.movement.Move.to(out[i]) == h4) routes++;
        assertEquals(1, routes); // one move, though two paths lead there
    }
}
