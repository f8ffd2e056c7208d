package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Lortap (Patrol reversed): a unit observed by a unit of its own side may not capture, nor
 * check; one not observed moves as usual.
 */
final class Lortap implements Condition {
    @Override
    public String name() { return "Lortap"; }

    @Override
    public boolean changesObservation() { return true; }

    /**
     * Only observers are vetoed (one observed by its own side), so observation takes the
     * position's reverse probes and asks {@link #observes} instead of generating every capture.
     */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return p.isNeutral(from) || !p.isAttackedPlainly(from, by);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        boolean anyCapture = false;
        for (int i = start; i < end && !anyCapture; i++) anyCapture = isCapture(p, out[i]);
        if (!anyCapture || p.isNeutral(from) || !p.isAttackedPlainly(from, side)) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (!isCapture(p, out[i])) out[kept++] = out[i];
        return kept;
    }

    private static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        return kind == Move.EN_PASSANT || kind == Move.DISPLACED_CAPTURE
                || kind != Move.CASTLING && kind != Move.EXCHANGE && p.at(Move.to(m)) != Piece.EMPTY;
    }
}
