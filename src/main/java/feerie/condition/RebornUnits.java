package feerie.condition;

import feerie.position.Position;

/**
 * A condition that acts on a unit a rebirth has just put on the board (Volage: a unit reborn on a
 * square of the other colour than the one it was captured on changes sides, {@code [+bPb7=w]}).
 * The rebirth conditions (Circe and its kin, AntiCirce's capturer) ask every such condition of
 * the problem, as Popeye's rebirth does.
 */
public interface RebornUnits {
    /** The unit now on {@code square} was reborn there, from {@code from} (where it was captured, or captured from). */
    void reborn(Position p, int from, int square);

    /** Asks every {@link RebornUnits} condition of the position about the unit reborn on {@code square}. */
    static void tell(Position p, int from, int square) {
        if (!(p.conditions() instanceof ConditionSet set)) return;
        for (Condition c : set.conditions()) if (c instanceof RebornUnits r) r.reborn(p, from, square);
    }
}
