package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.Units;
import feerie.position.Position;

/**
 * Patrouille (Patrol chess): a unit captures, and observes (checks), only while a unit of its
 * own side observes it. UltraPatrol: it does not move at all otherwise. As Popeye plays it, the
 * condition is the piece attribute Patrol given to every unit: with {@link Units} naming the
 * units that carry it, the same rule is the attribute's (EXAMPLES-patrpcs-*).
 */
public final class Patrouille implements Condition {
    private final boolean ultra;
    private final Units units;

    public Patrouille(boolean ultra) { this(ultra, Units.ALL); }

    /** The rule for {@code units} only (the attribute Patrol). */
    public Patrouille(boolean ultra, Units units) {
        this.ultra = ultra;
        this.units = units;
    }

    @Override
    public String name() { return ultra ? "UltraPatrol" : units.all() ? "Patrouille" : "Patrol"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!units.include(p, p.at(from)) || Paralysis.supportedBy(p, from, side)) return end;
        if (ultra) return start;
        return Captures.dropCaptures(p, out, start, end);
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
