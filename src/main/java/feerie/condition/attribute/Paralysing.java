package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.condition.legality.Captures;
import feerie.condition.legality.Paralysis;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * The piece attribute Paralysing as a condition that applies to the units carrying it (Popeye
 * 4.104): a paralysing unit paralyses the enemy units it observes by its movement's geometry
 * alone (two opposing paralysing units observing each other paralyse each other); a paralysed
 * unit neither moves nor observes. A paralysing unit itself never captures nor observes (it gives
 * no check).
 *
 * <p>A side is "suffocated by paralysis" when all its moves, as they would be were no unit
 * paralysed, belong to paralysed units (and it has some): it is then not mated, though in check
 * with no move, but stalemated, in check or not (BEISPIEL-paralys-*).
 */
public final class Paralysing implements Condition {
    /** Set while suffocation is asked: no unit is paralysed then. */
    private static final ThreadLocal<boolean[]> SUSPENDED = ThreadLocal.withInitial(() -> new boolean[1]);

    @Override
    public String name() { return "Paralysing"; }

    /** Is the unit on {@code from}, moving or observing for {@code side}, paralysed? */
    private static boolean paralysed(Position p, int from, int side) {
        return !SUSPENDED.get()[0] && Paralysis.observedByCarrier(p, from, Side.opponent(side), Attributes.PARALYSING);
    }

    private static boolean paralysing(Position p, int unit) {
        return unit != Piece.EMPTY && (p.table.attributes(unit) & Attributes.PARALYSING) != 0;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (end == start) return end;
        if (paralysed(p, from, side)) return start;
        if (!paralysing(p, p.at(from))) return end;
        return Captures.dropCaptures(p, out, start, end);
    }

    @Override
    public boolean changesObservation() { return true; }

    // the moves dropped at generation (a paralysed unit's, a paralysing unit's captures) are the
    // observations refused below
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return observerValid(p, from, by); }

    @Override
    public boolean observerValid(Position p, int from, int by) {
        return !paralysing(p, p.at(from)) && !paralysed(p, from, by);
    }

    /** A check whose every way out belongs to paralysed units is no mate. */
    @Override
    public boolean redefinesMate() { return true; }

    @Override
    public boolean escapesMate(Position p, ConditionSet legality) {
        return legality.hasLegalMove(p) || suffocated(p);
    }

    @Override
    public boolean redefinesStalemate() { return true; }

    @Override
    public boolean stalematedOtherwise(Position p) { return suffocated(p); }

    /**
     * Has the side to move moves were no unit paralysed (legal or not), all of them of units that
     * are paralysed?
     */
    static boolean suffocated(Position p) {
        int side = p.sideToMove();
        int base = p.scratchTop;
        int end;
        boolean[] suspended = SUSPENDED.get();
        boolean outer = suspended[0];
        suspended[0] = true;
        try {
            end = MoveGenerator.generate(p, p.scratch, base);
        } finally {
            suspended[0] = outer;
        }
        boolean some = false;
        p.scratchTop = end;
        try {
            int last = -1;
            for (int i = base; i < end; i++) {
                int from = Move.from(p.scratch[i]);
                if (from == last) continue;
                last = from;
                if (!paralysed(p, from, side)) return false;
                some = true;
            }
        } finally {
            p.scratchTop = base;
        }
        return some;
    }

    @Override
    public String toString() { return name(); }
}
