package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.position.Position;

/**
 * Disparate: a unit of the kind the opponent has just moved neither moves nor observes (checks).
 * No restriction on the first move or after a null move.
 */
public final class Disparate implements Condition {
    @Override
    public String name() { return "Disparate"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.ply() == 0 || p.lastMove() == feerie.piece.movement.Move.NULL) return end;
        int last = p.lastMover();
        if (last == Piece.EMPTY || Piece.side(last) == side || p.isNeutral(from)) return end;
        return p.table.walk(p.at(from)) == p.table.walk(last) && sameKind(p, p.at(from), last) ? start : end;
    }

    /**
     * Castling is the king's move (py 4.104: after 1.Kh1-g1, no 0-0-0; after a rook's move it
     * stands), so it goes when the opponent has just moved a king.
     */
    @Override
    public int castlingMoves(Position p, int[] out, int start, int end) {
        int king = p.king(p.sideToMove());
        if (end == start || king < 0) return end;
        return pieceMoves(p, king, p.sideToMove(), out, start, end);
    }

    /** The same kind of unit: the same type, whatever the colour. */
    private static boolean sameKind(Position p, int a, int b) { return Piece.type(a) == Piece.type(b); }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }

    /** Its moves depend on the move just played. */
    @Override
    public boolean judgesByLastMove() { return true; }
}
