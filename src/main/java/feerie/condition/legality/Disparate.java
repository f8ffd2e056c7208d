package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.position.Position;

/**
 * Disparate: a unit of the kind the opponent has just moved neither moves nor observes (checks).
 * The kind is the walk, whatever the colour (Popeye compares the walks alone): after a neutral
 * bishop's move, the opponent's bishops and the neutral ones are bound, and after a white
 * bishop's, Black's neutral bishops too. The side that played the last move is not bound, what
 * units it moved. No restriction on the first move or after a null move.
 */
public final class Disparate implements Condition {
    @Override
    public String name() { return "Disparate"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.ply() == 0 || p.lastMove() == feerie.piece.movement.Move.NULL) return end;
        int last = p.lastMover();
        // the last move was played by the side not to move now (a neutral mover's code tells no side)
        if (last == Piece.EMPTY || side != p.sideToMove()) return end;
        return p.table.kind(p.at(from)) == p.table.kind(last) ? start : end;
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
