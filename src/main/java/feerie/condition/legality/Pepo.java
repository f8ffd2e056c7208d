package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Pepo: a king observed by an enemy unit is paralysed (it neither moves nor observes), and a
 * king is in check only when two enemy units other than the king observe it. Kings may so stand
 * observed: no move captures one.
 */
public final class Pepo implements Condition {
    @Override
    public String name() { return "Pepo"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (piece == Piece.EMPTY || p.isNeutral(from) || !p.table.isRoyal(piece)) return end;
        return p.isAttackedPlainly(from, Side.opponent(side)) ? start : end;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean redefinesCheck() { return true; }

    /** Check: two units of the other side, not its king, observe the king. */
    @Override
    public boolean inCheck(Position p, int side) {
        int k = p.king(side);
        if (k < 0) return false;
        int them = Side.opponent(side);
        int[] out = p.scratch;
        int start = p.scratchTop;
        int end = p.observers(k, them, out, start);
        int first = -1;
        for (int i = start; i < end; i++) {
            int sq = out[i];
            if (sq == first || p.table.isRoyal(p.at(sq))) continue;
            if (first >= 0) return true;
            first = sq;
        }
        return false;
    }

    /**
     * No king is captured; a paralysed king did not castle either (castling is generated apart
     * from the king's moves: its square, now empty, is observed as it was before the castling).
     */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int captured = p.lastCaptured();
        if (captured != Piece.EMPTY && p.table.isRoyal(captured)) return false;
        int m = p.lastMove();
        return Move.kind(m) != Move.CASTLING || !p.isAttackedPlainly(Move.from(m), Side.opponent(mover));
    }

    @Override
    public String toString() { return name(); }
}
