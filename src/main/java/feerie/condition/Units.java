package feerie.condition;

import feerie.piece.Piece;
import feerie.position.Position;

/**
 * The units a rule applies to: every unit (the condition, Popeye's Patrouille), or only those
 * carrying a piece attribute (Popeye's Patrol pieces). Popeye plays a condition of this kind as
 * the attribute given to every unit, so one rule class serves both, told which units by this.
 */
public record Units(int attribute) {
    /** Every unit: the rule as a condition. */
    public static final Units ALL = new Units(0);

    /** The units carrying the attribute {@code bit} ({@link feerie.piece.Attributes}). */
    public static Units carrying(int bit) { return new Units(bit); }

    /** Every unit? */
    public boolean all() { return attribute == 0; }

    /** Does the rule apply to {@code unit} (a piece code, possibly empty: no)? */
    public boolean include(Position p, int unit) {
        return unit != Piece.EMPTY && (attribute == 0 || (p.table.attributes(unit) & attribute) != 0);
    }
}
