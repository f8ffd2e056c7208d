package feerie.condition.transform;

import feerie.condition.Condition;

/**
 * Bicolores: the units of both sides observe for either side, so a king is in check also from
 * the units of its own colour.
 */
final class Bicolores implements Condition {
    @Override
    public String name() { return "Bicolores"; }

    @Override
    public boolean observationByBothSides() { return true; }
}
