package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * CASTChess: a unit that could make more than one capture makes none; Inverse: a unit that could
 * make only one capture does not make it. Captures are counted by their squares, among the moves
 * the unit has after the conditions listed before; what a unit may not
 * capture it does not observe either, so the same filter serves observation.
 */
final class CastChess implements Condition {
    private final boolean inverse;

    CastChess(boolean inverse) { this.inverse = inverse; }

    @Override
    public String name() { return inverse ? "CASTChess Inverse" : "CASTChess"; }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    private static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        return kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        // captures counted by their squares: a pawn's promotions are one capture, as in Popeye
        int captures = 0, first = -1;
        for (int i = start; i < end && captures < 2; i++) {
            if (!isCapture(p, out[i])) continue;
            int to = Move.to(out[i]);
            if (captures == 0) first = to;
            if (captures == 0 || to != first) captures++;
        }
        if (inverse ? captures != 1 : captures < 2) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (!isCapture(p, out[i])) out[kept++] = out[i];
        return kept;
    }
}
