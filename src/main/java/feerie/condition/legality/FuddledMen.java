package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * FuddledMen: the unit a side moved in its last move (both of a castling) may not move in the
 * side's next move, and gives no check, wherever the move's effects took it (AntiCirce). Which units they are is read from the moves played; the
 * hash is marked with them, so that positions reached by different last moves stay apart.
 */
public final class FuddledMen implements Condition {
    @Override
    public String name() { return "FuddledMen"; }

    /** The ply of {@code side}'s last move, or -1. */
    private static int lastPlyOf(Position p, int side) {
        return p.ply() - (side == p.sideToMove() ? 2 : 1);
    }

    /** Did the move at ply {@code j} leave a unit on {@code sq}? */
    private static boolean movedTo(Position p, int j, int sq) {
        if (j < 0) return false;
        int m = p.moveAt(j);
        if (m == Move.NULL) return false;
        // where the unit stands after the move's effects (AntiCirce's capturer reborn: py 4.104)
        if (p.followed(j, Move.to(m)) == sq) return true;
        return Move.kind(m) == Move.CASTLING && p.followed(j, rookArrival(m)) == sq;
    }

    private static int rookArrival(int m) {
        return Move.to(m) + (Move.castlingRook(m) > Move.from(m) ? -1 : 1);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        // a found line's check signs: the units moved last in the whole line, wherever they stand
        // now (py 4.104 writes "1.Qf2-e3 + Kd3*e3 2.Kf5-e6 d2-d4 #": the queen was free at the end)
        Position q = p.judgingCheckSign && p.lineEnd != null ? p.lineEnd : p;
        return movedTo(q, lastPlyOf(q, side), from) ? start : end;
    }

    @Override
    public boolean checkSignAtLineEnd() { return true; }

    // a fuddled unit generates nothing, so it observes nothing
    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean hasEffects() { return true; }

    /** The hash: the mover's units just moved marked, those of its move before unmarked. */
    @Override
    public void afterMove(Position p, int move) {
        int side = p.sideToMove();
        mark(p, p.ply() - 1, side);
        mark(p, p.ply() - 3, side);
    }

    private static void mark(Position p, int j, int side) {
        if (j < 0) return;
        int m = p.moveAt(j);
        if (m == Move.NULL) return;
        p.hashPending(side, p.followed(j, Move.to(m)));
        if (Move.kind(m) == Move.CASTLING) p.hashPending(side, p.followed(j, rookArrival(m)));
    }

    @Override
    public String toString() { return name(); }
}
