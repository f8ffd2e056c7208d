package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Black-/WhiteFollowMyLeader: the side must move a unit to the square the opponent's last move
 * left, when one of its legal moves does (a mummer whose measure is "arrives there"). The hash
 * is marked with that square, on which the next selection depends.
 */
public final class FollowMyLeader implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;

    public FollowMyLeader(String name, int side) {
        this.name = name;
        this.side = side;
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
        int left = Move.from(last);
        int kept = start;
        for (int i = start; i < end; i++) if (Move.to(out[i]) == left) out[kept++] = out[i];
        return kept == start ? end : kept;
    }

    @Override
    public boolean hasEffects() { return true; }

    /** The hash: the square the previous move left unmarked, this move's marked. */
    @Override
    public void afterMove(Position p, int move) {
        int now = p.ply() - 1;
        if (now >= 1) mark(p, p.moveAt(now - 1));
        mark(p, move);
    }

    private void mark(Position p, int m) {
        if (m != Move.NULL) p.hashPending(side, Move.from(m));
    }

    @Override
    public String toString() { return name; }
}
