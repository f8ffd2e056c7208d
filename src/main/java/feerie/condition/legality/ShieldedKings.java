package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * ShieldedKings: a king neither captures nor observes (checks) the other king while a unit of
 * that king's side guards it; the kings may so stand side by side, and no move takes a king.
 */
public final class ShieldedKings implements Condition {
    @Override
    public String name() { return "ShieldedKings"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (piece == Piece.EMPTY || !p.table.isRoyal(piece)) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int to = Move.to(m);
            int victim = Move.kind(m) == Move.CASTLING ? Piece.EMPTY : p.at(to);
            if (victim != Piece.EMPTY && p.table.isRoyal(victim) && Paralysis.guarded(p, to, Side.opponent(side))) continue;
            out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** The same as an observation: a king does not observe the other king its side guards. */
    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int unit = p.at(from), victim = p.at(target);
        return victim == Piece.EMPTY || !p.table.isRoyal(unit) || !p.table.isRoyal(victim)
                || !Paralysis.guarded(p, target, Side.opponent(by));
    }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int captured = p.lastCaptured();
        return captured == Piece.EMPTY || !p.table.isRoyal(captured);
    }

    @Override
    public String toString() { return name(); }
}
