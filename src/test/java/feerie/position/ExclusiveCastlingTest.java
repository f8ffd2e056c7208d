package feerie.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.piece.movement.Move;
import feerie.rules.Rules;
import org.junit.jupiter.api.Test;

/** Popeye's CastlingMutuallyExclusive: castling with one rook takes away the paired rook's right. */
class ExclusiveCastlingTest {
    @Test
    void queensideCastlingTakesBlacksKingsideRightAndUnmakeGivesItBack() {
        Position p = Rules.ORTHODOX.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        var g = p.geometry;
        p.setCastlingsExclusive(g.parse("a1"), g.parse("h8"));
        long hash = p.hash();
        int[] moves = new int[256];
        int n = Rules.ORTHODOX.legalMoves(p, moves, 0);
        int castlings = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Move.kind(m) != Move.CASTLING) continue;
            castlings++;
            boolean queenside = Move.castlingRook(m) == g.parse("a1");
            p.make(m);
            assertEquals(!queenside, p.unmoved(g.parse("h8")), "h8 after castling with " + g.name(Move.castlingRook(m)));
            assertTrue(p.unmoved(g.parse("a8")));
            p.unmake(m);
            assertTrue(p.unmoved(g.parse("h8")));
            assertEquals(hash, p.hash());
        }
        assertEquals(2, castlings);
    }
}
