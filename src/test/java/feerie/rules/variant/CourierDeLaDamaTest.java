package feerie.rules.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class CourierDeLaDamaTest {
    private static final CourierDeLaDama RULES = CourierDeLaDama.RULES;

    /** The legal moves of the side to move, counted by the catalogue id of the moving piece. */
    static Map<String, Integer> movesByPiece(Position p, CourierDeLaDama rules) {
        int[] moves = new int[512];
        int n = rules.legalMoves(p, moves, 0);
        Map<String, Integer> counts = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            String id = p.table.type(Piece.type(p.at(Move.from(moves[i])))).id();
            counts.merge(id, 1, Integer::sum);
        }
        return counts;
    }

    /**
     * The 39 first moves, by hand. Pawns a2-l2: one or two steps each, 24. Knights b1 (a3, c3) and
     * k1 (j3, l3): 4, their other squares hold pawns. Bishops: the ferz steps hit pawns, but the
     * first-move leap takes c1 to a3, e3 (alfil) and c3 (dabbaba; a1 and e1 are own pieces), and
     * j1 to h3, l3, j3: 6. King f1: every step is blocked, the leap reaches e3, g3 (knight; d2,
     * h2 are pawns), d3, h3 (alfil) and f3 (dabbaba; d1 and h1 are own pieces): 5. Queen, rooks,
     * Couriers, Sage and Fool are shut in.
     */
    @Test
    void startHasThirtyNineMovesByHand() {
        Map<String, Integer> counts = movesByPiece(RULES.position(null), RULES);
        assertEquals(24, counts.get("pawn"));
        assertEquals(4, counts.get("knight"));
        assertEquals(6, counts.get("courierbishop"));
        assertEquals(5, counts.get("courierking"));
        assertEquals(39, counts.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void unmovedKingChecksWithItsLeap() {
        // the white king on its start square f1 leaps (2,2) to h3
        Position p = RULES.position("12/12/12/12/12/7k4/12/5K6 b - -");
        assertTrue(p.unmoved(p.king(Side.WHITE)));
        assertTrue(p.inCheck(Side.BLACK));
        // the same king off its start square has moved: no leap, no check
        Position moved = RULES.position("12/12/12/12/12/8k3/12/6K5 b - -");
        assertFalse(moved.inCheck(Side.BLACK));
    }

    @Test
    void anyStepUsesTheLeapUp() {
        Position p = RULES.position("5k6/12/12/12/12/12/12/5K6 w - -");
        assertEquals(5 + 9, movesByPiece(p, RULES).get("courierking")); // 5 steps; leaps d2 h2 e3 g3, d3 h3, f3 d1 h1
        int g = p.geometry.parse("f1"), e = p.geometry.parse("e1");
        play(p, Move.of(g, e));
        play(p, Move.of(p.geometry.parse("f8"), p.geometry.parse("f7")));
        play(p, Move.of(e, g));
        play(p, Move.of(p.geometry.parse("f7"), p.geometry.parse("f8")));
        assertEquals(5, movesByPiece(p, RULES).get("courierking"));
    }

    @Test
    void bishopLeapsOnceAndMayCapture() {
        Position p = RULES.position("5k6/12/12/12/12/2p9/12/2B2K6 w - -");
        // ferz b2, d2; alfil a3, e3; dabbaba c3 (a capture), a1, e1
        assertEquals(7, movesByPiece(p, RULES).get("courierbishop"));
    }

    @Test
    void promotedBishopHasMovedEvenOnABishopsStartSquare() {
        // b7xc8=B takes Black's unmoved bishop: the new bishop on c8 has only its ferz steps b7, d7
        Position p = RULES.position("2b2k6/1P10/12/12/12/12/12/5K6 w - -");
        int c8 = p.geometry.parse("c8");
        assertTrue(p.unmoved(c8));
        play(p, Move.promotion(p.geometry.parse("b7"), c8, p.table.indexOf("courierbishop")));
        play(p, Move.NULL);
        assertFalse(p.unmoved(c8));
        assertEquals(2, movesByPiece(p, RULES).get("courierbishop"));
    }

    @Test
    void promotionOffersEveryPieceButTheKing() {
        Position p = RULES.position("5k6/1P10/12/12/12/12/12/5K6 w - -");
        assertEquals(7, movesByPiece(p, RULES).get("pawn"));
    }

    private static void play(Position p, int move) { p.make(move); }
}
