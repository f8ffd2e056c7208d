package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * BGL (Bank-Guthaben-Limit): each side has a balance; a move costs the distance it covers (the
 * straight line from departure to arrival, in squares, to the hundredth) and may not cost more
 * than its side has left. {@code BGL x y}: White's and Black's balances, "-" without limit;
 * {@code BGL x}: one balance spent by both sides. The balances live in the position (hashed,
 * taken back with the move) and are written after each move that spends: "(6/4)".
 */
public final class Bgl implements Condition {
    private final int white, black;
    private final boolean shared;

    /** Balances in hundredths ({@link Position#UNLIMITED}: none). */
    public Bgl(int white, int black, boolean shared) {
        this.white = white;
        this.black = black;
        this.shared = shared;
    }

    @Override
    public String name() { return "BGL"; }

    @Override
    public void prepare(Position p) {
        p.setBalance(Side.WHITE, white);
        p.setBalance(Side.BLACK, black);
    }

    /** The cost of a move from {@code from} to {@code to}: its length in hundredths of a square, rounded. */
    static int cost(Position p, int from, int to) {
        var g = p.geometry;
        int dx = g.file(to) - g.file(from), dy = g.rank(to) - g.rank(from);
        return (int) Math.round(100 * Math.sqrt(dx * dx + dy * dy));
    }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int mover = p.sideToMove();
        if (p.balance(mover) == Position.UNLIMITED) return;
        int c = cost(p, Move.from(move), Move.to(move));
        if (shared) {
            p.effectBalance(Side.WHITE, p.balance(Side.WHITE) - c, true);
            p.effectBalance(Side.BLACK, p.balance(Side.BLACK) - c, true);
        } else {
            p.effectBalance(mover, p.balance(mover) - c, false);
        }
    }

    /** A unit observes (checks) only what its side could afford to capture. */
    @Override
    public boolean changesObservation() { return white != Position.UNLIMITED || black != Position.UNLIMITED; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int have = p.balance(by);
        return have == Position.UNLIMITED || cost(p, from, target) <= have;
    }

    /** The move may not cost more than its side had. */
    @Override
    public boolean legalAfter(Position p, int mover) { return p.balance(mover) >= 0; }

    @Override
    public String toString() { return name(); }
}
