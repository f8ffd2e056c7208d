package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Black-/WhiteSynchronMover and AntiSynchronMover: when the side can repeat the opponent's last
 * move's vector (Anti: its opposite), it must; a move of another vector is legal only when none
 * can. No restriction on the first move or after a null move.
 */
public final class SynchronMover implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    private final String name;
    private final int side;
    private final boolean anti;

    public SynchronMover(String name, int side, boolean anti) {
        this.name = name;
        this.side = side;
        this.anti = anti;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return p.sideToMove() == side && p.ply() > 0; }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (p.sideToMove() != side || p.ply() == 0) return end;
        int last = p.lastMove();
        if (last == Move.NULL) return end;
        var g = p.geometry;
        int dx = g.file(Move.to(last)) - g.file(Move.from(last)), dy = g.rank(Move.to(last)) - g.rank(Move.from(last));
        if (anti) {
            dx = -dx;
            dy = -dy;
        }
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (g.file(Move.to(m)) - g.file(Move.from(m)) == dx && g.rank(Move.to(m)) - g.rank(Move.from(m)) == dy) out[kept++] = m;
        }
        return kept == start ? end : kept;
    }

    @Override
    public String toString() { return name; }

    /** Its moves depend on the move just played. */
    @Override
    public boolean judgesByLastMove() { return true; }
}
