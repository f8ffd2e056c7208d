package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Component;
import feerie.position.Position;

/**
 * CentralChess: a unit moves, and observes (checks), only when it is its side's king or is
 * observed by a unit of its side that may itself move so, a chain of support back to the king
 * (no unit twice in one chain).
 */
public final class CentralChess implements Condition {
    @Override
    public String name() { return "CentralChess"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (start == end || p.isNeutral(from)) return end;
        return supported(p, from, side, new long[(p.geometry.size + 63) >>> 6]) ? end : start;
    }

    private static boolean supported(Position p, int sq, int side, long[] chain) {
        int piece = p.at(sq);
        if (piece == Piece.EMPTY || Piece.side(piece) != side) return false;
        if (p.table.isRoyal(piece)) return true;
        if ((chain[sq >>> 6] & 1L << sq) != 0) return false;
        chain[sq >>> 6] |= 1L << sq;
        try {
            for (int i = 0, n = p.pieceCount(side); i < n; i++) {
                int from = p.pieceSquare(side, i);
                if (from == sq || p.isNeutral(from)) continue;
                if (supports(p, from, sq, side) && supported(p, from, side, chain)) return true;
            }
            return false;
        } finally {
            chain[sq >>> 6] &= ~(1L << sq);
        }
    }

    private static boolean supports(Position p, int from, int to, int side) {
        for (Component.Bound c : p.movement(p.at(from))) if (c.attacks(p, from, to, side)) return true;
        return false;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
