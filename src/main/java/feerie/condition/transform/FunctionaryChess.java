package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.Units;
import feerie.piece.Piece;
import feerie.position.Position;

/**
 * FunctionaryChess (Beamtenschach): a unit, the kings included, moves, captures and observes
 * only while a unit of the other side observes it. As in Popeye, that observation is the one the
 * other conditions define (PlusChess, MarsCirce, Annan), without this one: the observer need not
 * be observed itself. Popeye plays the condition as the piece attribute Functionary given to every
 * unit: with {@link Units} naming the units that carry it, the same rule is the attribute's.
 */
public final class FunctionaryChess implements Condition {
    /** Set while a unit's being observed is asked: that observation does not ask this condition again. */
    private static final ThreadLocal<boolean[]> ASKING = ThreadLocal.withInitial(() -> new boolean[1]);

    private final Units units;

    FunctionaryChess() { this(Units.ALL); }

    /** The rule for {@code units} only (the attribute Functionary). */
    public FunctionaryChess(Units units) { this.units = units; }

    @Override
    public String name() { return units.all() ? "FunctionaryChess" : "Functionary"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return active(p, from, side) ? end : start;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return ASKING.get()[0] || active(p, from, by); }

    /** Is the unit on {@code from}, moving for {@code side}, observed by the other side? */
    private boolean active(Position p, int from, int side) {
        int unit = p.at(from);
        if (unit == Piece.EMPTY) return false;
        if (!units.include(p, unit)) return true;
        boolean[] asking = ASKING.get();
        if (asking[0]) return true;
        asking[0] = true;
        try {
            return p.isAttacked(from, 1 - side);
        } finally {
            asking[0] = false;
        }
    }
}
