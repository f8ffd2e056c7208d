package feerie.position;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.piece.Piece;
import feerie.rules.Rules;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each side's unit key ({@link BoardState#unitHash}, the proof-game bound's cache key) stays the
 * XOR of its units' piece keys through make and unmake: captures, promotions, castling, en passant.
 */
class UnitHashTest {
    private static long recomputed(Position p, int s) {
        long key = 0;
        for (int sq = 0; sq < 64; sq++) {
            int at = p.at(sq);
            if (at != Piece.EMPTY && Piece.side(at) == s) key ^= p.pieceKeys[at][sq];
        }
        return key;
    }

    private static void check(Position p, String where) {
        for (int s = 0; s < 2; s++) assertEquals(recomputed(p, s), p.unitHash(s), where + ", side " + s);
    }

    @Test
    void keptThroughMakeAndUnmake() {
        Random r = new Random(30);
        int[] stack = new int[4096];
        for (int g = 0; g < 200; g++) {
            Position p = Rules.ORTHODOX.position(Fen.START);
            check(p, "start");
            int[] game = new int[120];
            int n = 0;
            for (int i = 0; i < 120; i++) {
                int end = Rules.ORTHODOX.legalMoves(p, stack, 0);
                if (end == 0) break;
                int m = stack[r.nextInt(end)];
                // captures preferred: promotions and emptied boards come sooner
                for (int k = 0; k < end; k++) if (p.at(feerie.piece.movement.Move.to(stack[k])) != 0 && r.nextBoolean()) { m = stack[k]; break; }
                p.make(m);
                game[n++] = m;
                check(p, "game " + g + " after " + n);
            }
            while (n > 0) {
                p.unmake(game[--n]);
                check(p, "game " + g + " unmade to " + n);
            }
        }
    }
}
