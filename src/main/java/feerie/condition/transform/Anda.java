package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.Units;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * Anda: a unit whose move gives check by itself (it observes the checked king from where it
 * arrives) changes colour: a white or black one becomes neutral, a neutral one takes the colour
 * of the side that moved it; written {@code [=n]}, {@code [=w]}. AndaInverse: the unit changes
 * colour when its move gives no such check. Kings keep their colour. Popeye plays the condition as
 * the piece attribute Anda (AndaInverse) given to every unit but the kings: with {@link Units}
 * naming the units that carry it, the same rule is the attribute's (EXAMPLES-anda-01).
 */
public final class Anda implements Condition {
    private final boolean inverse;
    private final Units units;

    Anda(boolean inverse) { this(inverse, Units.ALL); }

    /** The rule for {@code units} only (the attribute Anda or AndaInverse). */
    public Anda(boolean inverse, Units units) {
        this.inverse = inverse;
        this.units = units;
    }

    @Override
    public String name() { return inverse ? "AndaInverse" : "Anda"; }

    @Override
    public boolean hasEffects() { return true; }

    /** Every unit may turn neutral and back: the table holds each type in both colour states. */
    @Override
    public void addTypes(List<PieceType> types) {
        Catalogue catalogue = Catalogue.standard();
        // the promotions' walks too: a neutral pawn promotes to a neutral unit
        for (String id : new String[] {"queen", "rook", "bishop", "knight"})
            if (!types.contains(catalogue.byId(id))) types.add(catalogue.byId(id));
        for (PieceType t : List.copyOf(types)) {
            if (t.royal()) continue;
            int mask = Attributes.of(t);
            if ((mask & Attributes.ROYAL) != 0) continue;
            PieceType other = Attributes.derive(types.stream().filter(b -> Attributes.of(b) == 0
                    && b.id().equals(Attributes.baseId(t))).findFirst().orElse(t), mask ^ Attributes.NEUTRAL);
            if (!types.contains(other)) types.add(other);
        }
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int mover = p.sideToMove();
        int pos = p.lastArrival();
        int unit = p.at(pos);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || !units.include(p, unit)) return;
        int king = p.king(Side.opponent(mover));
        boolean checks = king >= 0 && p.inCheck(Side.opponent(mover)) && seesByWalk(p, pos, king, mover);
        if (checks == inverse) return;
        // white or black to neutral; neutral to the mover's colour
        int changed = p.table.otherNeutralState(unit, p.isNeutral(pos) ? mover : Piece.side(unit));
        if (changed != 0) p.effectChange(pos, changed, Effects.Style.COLOUR_BARE_BRACKETED);
    }

    /** Does the unit on {@code from} (moved by {@code side}) observe {@code target} by its walk? */
    private static boolean seesByWalk(Position p, int from, int target, int side) {
        for (Component.Bound b : p.movement(p.at(from))) if (b.attacks(p, from, target, side)) return true;
        return false;
    }
}
