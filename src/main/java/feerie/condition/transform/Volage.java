package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * Volage: a unit (kings aside) that moves from a square of one colour to one of the other changes
 * sides ({@code Sf1-h2=w}), once only; Hypervolage: every time. A unit that has changed is a type
 * of its own, marked by a bit no attribute name prints, so the position remembers it.
 *
 * <p>The piece attribute Volage is the rule for the units carrying it ({@link #attribute}): such a
 * unit changes sides once and loses the attribute ("vSb1-c3=b", py 4.104), as Popeye clears the
 * unit's flag.
 */
public final class Volage implements Condition, feerie.condition.RebornUnits {
    /** The mark of a unit that has changed sides already (not an attribute Popeye names). */
    static final int SPENT = 1 << 20;

    private final boolean hyper;
    /** The units carrying the attribute only; false: every unit (the condition). */
    private final boolean attributeOnly;

    Volage(boolean hyper) { this(hyper, false); }

    private Volage(boolean hyper, boolean attributeOnly) {
        this.hyper = hyper;
        this.attributeOnly = attributeOnly;
    }

    /** The rule of the piece attribute Volage. */
    public static Volage attribute() { return new Volage(false, true); }

    @Override
    public String name() { return attributeOnly ? "VolagePieces" : hyper ? "Hypervolage" : "Volage"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The mover changes sides before a rebirth is placed, as in Popeye ({@code Rb1*b4=b[+bPb7=w]}). */
    @Override
    public int effectStage() { return -10; }

    @Override
    public void addTypes(List<PieceType> types) {
        if (hyper) return;
        if (attributeOnly) {
            // a unit that has changed sides carries the attribute no more
            for (PieceType t : List.copyOf(types)) {
                int mask = Attributes.of(t);
                if ((mask & Attributes.VOLAGE) == 0) continue;
                PieceType plain = Attributes.derive(t, mask & ~Attributes.VOLAGE);
                if (types.stream().noneMatch(x -> x.id().equals(plain.id()))) types.add(plain);
            }
            return;
        }
        for (PieceType t : List.copyOf(types)) {
            int mask = Attributes.of(t);
            if (t.royal() || (mask & SPENT) != 0) continue;
            PieceType spent = Attributes.derive(t, mask | SPENT);
            if (types.stream().noneMatch(x -> x.id().equals(spent.id()))) types.add(spent);
        }
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        int from = Move.from(move);
        int at = p.lastArrival();
        int unit = p.at(at);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(at) || colour(p, from) == colour(p, at)) return;
        // a unit that moved to its own side's colour already (a captured unit reborn elsewhere) stays
        if (Piece.side(unit) != p.sideToMove()) return;
        int changed = changed(p, unit);
        if (changed != Piece.EMPTY) p.effectChange(at, changed, Effects.Style.COLOUR_INLINE);
    }

    /** The unit after it changes sides, spent or without the attribute; empty if it may not change. */
    private int changed(Position p, int unit) {
        PieceType t = p.table.type(Piece.type(unit));
        int mask = Attributes.of(t);
        int changed = unit ^ 1;
        if (attributeOnly) {
            if ((mask & Attributes.VOLAGE) == 0) return Piece.EMPTY;
            int plain = mask & ~Attributes.VOLAGE;
            int index = plain == 0 ? p.table.indexOf(Attributes.baseId(t)) : p.table.indexOf(Attributes.baseId(t) + "@" + plain);
            return index != 0 ? Piece.of(index, Piece.side(unit) ^ 1) : changed;
        }
        if (!hyper) {
            if ((mask & SPENT) != 0) return Piece.EMPTY;
            int index = p.table.indexOf(Attributes.baseId(t) + "@" + (mask | SPENT));
            if (index != 0) changed = Piece.of(index, Piece.side(unit) ^ 1);
        }
        return changed;
    }

    /**
     * A unit reborn on a square of the other colour than the square it came from changes sides
     * ({@code Rb1*b4=b[+bPb7=w]}), as Popeye's Circe Volage does, Parrain's later rebirth and
     * AntiCirce's capturer included.
     */
    @Override
    public void reborn(Position p, int from, int square) {
        if (colour(p, from) == colour(p, square)) return;
        change(p, square, Effects.Style.COLOUR_BRACKETED);
    }

    /** The unit on {@code at} changes sides, if it may (not a king, not neutral, not spent). */
    private void change(Position p, int at, int style) {
        int unit = p.at(at);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(at)) return;
        int changed = changed(p, unit);
        if (changed != Piece.EMPTY) p.effectChange(at, changed, style);
    }

    private static int colour(Position p, int square) {
        return (p.geometry.file(square) + p.geometry.rank(square)) & 1;
    }
}
