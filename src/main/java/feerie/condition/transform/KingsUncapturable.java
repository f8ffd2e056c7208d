package feerie.condition.transform;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * For the conditions under which a king may stand attacked (AntiKings, VogtlaenderChess): a
 * king is still never captured, so the moves onto the other side's king are dropped.
 */
final class KingsUncapturable {
    private KingsUncapturable() {}

    /** Drops from {@code out[start..end)} the moves of {@code side} onto the other king; returns the new end. */
    static int drop(Position p, int side, int[] out, int start, int end) {
        int king = p.king(Side.opponent(side));
        if (king < 0) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) != Move.CASTLING && Move.to(m) == king) continue;
            out[kept++] = m;
        }
        return kept;
    }
}
