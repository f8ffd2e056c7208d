package feerie.rules.variant;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RacingKingsTest {
    private static final RacingKings RULES = RacingKings.RULES;

    @Test
    void whiteArrivingFirstLeavesBlackOneChanceToDraw() {
        // Black's king on g7 can step to f8, g8 or h8: the game goes on for one move
        assertFalse(RULES.isTerminal(RULES.position("2K5/6k1/8/8/8/8/8/8 b - -")));
        // with White's rook on the 8th rank every arrival square is attacked: White has won
        assertTrue(RULES.isTerminal(RULES.position("2KR4/6k1/8/8/8/8/8/8 b - -")));
        // Black's king too far away
        assertTrue(RULES.isTerminal(RULES.position("2K5/8/6k1/8/8/8/8/8 b - -")));
    }

    @Test
    void blackArrivingEndsTheGameAtOnce() {
        assertTrue(RULES.isTerminal(RULES.position("6k1/2K5/8/8/8/8/8/8 w - -")));
        assertTrue(RULES.isTerminal(RULES.position("2K3k1/8/8/8/8/8/8/8 w - -")));
    }

    @Test
    void noMoveMayGiveCheck() {
        // the rook may not go to the g-file, rank 6 ... wherever it would check the black king
        var p = RULES.position("8/8/6k1/8/8/8/8/K6R w - -");
        int[] out = new int[256];
        int n = RULES.legalMoves(p, out, 0);
        for (int i = 0; i < n; i++) {
            p.make(out[i]);
            assertFalse(p.inCheck(feerie.piece.Side.BLACK));
            p.unmake(out[i]);
        }
        assertTrue(n > 0);
    }
}
