package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * SAT: a king is in check when it has a flight, a square its walk reaches (empty or enemy, not
 * the other king's) where it would not be attacked. {@code SAT x y}: White's king is in check with
 * x+1 flights (or x when it is not attacked), Black's with y+1 (y). As in Popeye the king is
 * lifted from its square while its flights are counted, the unit it would capture left in place.
 * StrictSAT: a side whose king has once been attacked (in the diagram or after a move: a flag
 * kept in the position) is in check, when its king is not attacked, with one flight fewer (none:
 * always), as Popeye counts them.
 */
public final class Sat implements Condition {
    /** Per side, the number of flights that make check (Popeye's SAT_max_nr_allowed_flights). */
    private final int[] allowed;
    /** Plain SAT (one flight is check, attacked or not), rather than the SAT x y rule. */
    private final boolean plain;
    private final boolean strict;
    /** StrictSAT's flag in {@code Position.flags}: the side's king has been attacked. */
    private static final int ATTACKED = 1;

    public Sat(int white, int black) { this(white, black, false); }

    public Sat(int white, int black, boolean strict) {
        this.allowed = new int[] {white, black};
        this.plain = white == 1 && black == 1;
        this.strict = strict;
    }

    @Override
    public String name() {
        String base = strict ? "StrictSAT" : "SAT";
        return plain ? base : base + " " + (allowed[0] - 1) + " " + (allowed[1] - 1);
    }

    @Override
    public void prepare(Position p) {
        if (!strict) return;
        for (int side = 0; side < 2; side++) if (p.kingAttacked(side)) p.setFlags(side, p.flags(side) | ATTACKED);
    }

    @Override
    public boolean hasEffects() { return strict; }

    /** StrictSAT: a king attacked after the move flags its side for good. */
    @Override
    public void afterMove(Position p, int move) {
        if (!strict) return;
        for (int side = 0; side < 2; side++) {
            if ((p.flags(side) & ATTACKED) == 0 && p.kingAttacked(side)) p.effectFlags(side, p.flags(side) | ATTACKED);
        }
    }

    @Override
    public boolean redefinesCheck() { return true; }

    /** "SAT Strict" names both conditions: StrictSAT's check is the one (Popeye's rule). */
    @Override
    public int checkPrecedence() { return strict ? 1 : 0; }

    @Override
    public boolean inCheck(Position p, int side) {
        int k = p.king(side);
        if (k < 0) return false;
        int threshold = allowed[side];
        if (strict ? (p.flags(side) & ATTACKED) != 0 && !p.kingAttacked(side) : !plain && !p.kingAttacked(side)) threshold--;
        if (threshold <= 0) return true;
        return flights(p, side, k, threshold) >= threshold;
    }

    /**
     * Kings may stand attacked here, so a move could take one: that is no move (nor a flight, as
     * {@link #flights} says).
     */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int captured = p.lastCaptured();
        return captured == Piece.EMPTY || !p.table.isRoyal(captured);
    }

    /** The king's flights, counted up to {@code enough}. */
    private static int flights(Position p, int side, int k, int enough) {
        int them = Side.opponent(side);
        int king = p.at(k);
        int enemyKing = p.king(them);
        int[] out = p.scratch;
        int start = p.scratchTop;
        int end = start;
        for (Component.Bound c : p.movement(king)) end = c.generate(p, k, side, out, end);
        p.scratchTop = end;
        int found = 0;
        p.put(k, Piece.EMPTY);
        try {
            for (int i = start; i < end && found < enough; i++) {
                int m = out[i];
                if (Move.kind(m) == Move.CASTLING) continue;
                int to = Move.to(m);
                int there = p.at(to);
                if (to == enemyKing || there != Piece.EMPTY && Piece.side(there) == side) continue;
                if (!p.isAttacked(to, them)) found++;
            }
        } finally {
            p.put(k, king);
            p.scratchTop = start;
        }
        return found;
    }

    @Override
    public String toString() { return name(); }
}
