package feerie.condition.legality;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/** What the legality conditions ask of a move not yet played. */
public final class Captures {
    private Captures() {}

    /** Does {@code m}, to be played in {@code p}, capture? */
    public static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        return kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    /** Keeps the moves of {@code out[start..end)} that capture nothing (in place); returns the new end. */
    public static int dropCaptures(Position p, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!isCapture(p, m)) out[kept++] = m;
        }
        return kept;
    }
}
