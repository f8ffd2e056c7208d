package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * SuperGuards: a unit guarded by its own side (observed by one of its units) is neither captured
 * nor observed (checked). AntiGuards: only such a unit is. The guard is asked of the movements,
 * as in Popeye.
 */
public final class Guards implements Condition {
    private final boolean anti;

    public Guards(boolean anti) { this.anti = anti; }

    @Override
    public String name() { return anti ? "AntiGuards" : "SuperGuards"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            int victim = kind == Move.EN_PASSANT ? p.enPassantVictim()
                    : kind == Move.CASTLING || p.at(Move.to(m)) == Piece.EMPTY ? -1 : Move.to(m);
            if (victim >= 0 && Paralysis.guarded(p, victim, Side.opponent(side)) != anti) continue;
            out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
