package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * DuellistChess: each side's duellist is the unit it moved last (none before its first move); a
 * side must move its duellist when it has a legal move with it. The duellist's square is read
 * from the moves played (the king's for a castling); the hash is marked with it, so that
 * positions reached by different last moves stay apart.
 */
public final class DuellistChess implements Condition {
    /** One measure of both sides' moves ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 3; }

    @Override
    public String name() { return "DuellistChess"; }

    @Override
    public boolean selects() { return true; }

    /** The arrival square of the move at ply {@code j}, or -1 (none, or a null move). */
    private static int arrival(Position p, int j) {
        if (j < 0) return -1;
        int m = p.moveAt(j);
        return m == Move.NULL ? -1 : Move.to(m);
    }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        // the side to move made the move before the last one
        int duellist = arrival(p, p.ply() - 2);
        if (duellist < 0) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (Move.from(out[i]) == duellist) out[kept++] = out[i];
        return kept == start ? end : kept;
    }

    @Override
    public boolean hasEffects() { return true; }

    /** The hash: the mover's new duellist marked, its former one unmarked. */
    @Override
    public void afterMove(Position p, int move) {
        int side = p.sideToMove();
        int now = arrival(p, p.ply() - 1), before = arrival(p, p.ply() - 3);
        if (now >= 0) p.hashPending(side, now);
        if (before >= 0) p.hashPending(side, before);
    }

    @Override
    public String toString() { return name(); }
}
