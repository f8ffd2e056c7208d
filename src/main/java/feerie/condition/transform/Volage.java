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
 */
final class Volage implements Condition, feerie.condition.RebornUnits {
    /** The mark of a unit that has changed sides already (not an attribute Popeye names). */
    static final int SPENT = 1 << 20;

    private final boolean hyper;

    Volage(boolean hyper) { this.hyper = hyper; }

    @Override
    public String name() { return hyper ? "Hypervolage" : "Volage"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The mover changes sides before a rebirth is placed, as in Popeye ({@code Rb1*b4=b[+bPb7=w]}). */
    @Override
    public int effectStage() { return -10; }

    @Override
    public void addTypes(List<PieceType> types) {
        if (hyper) return;
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
        PieceType t = p.table.type(Piece.type(unit));
        int mask = Attributes.of(t);
        int changed = unit ^ 1;
        if (!hyper) {
            if ((mask & SPENT) != 0) return;
            int index = p.table.indexOf(Attributes.baseId(t) + "@" + (mask | SPENT));
            if (index != 0) changed = Piece.of(index, Piece.side(unit) ^ 1);
        }
        p.effectChange(at, changed, Effects.Style.COLOUR_INLINE);
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
        PieceType t = p.table.type(Piece.type(unit));
        int mask = Attributes.of(t);
        int changed = unit ^ 1;
        if (!hyper) {
            if ((mask & SPENT) != 0) return;
            int index = p.table.indexOf(Attributes.baseId(t) + "@" + (mask | SPENT));
            if (index != 0) changed = Piece.of(index, Piece.side(unit) ^ 1);
        }
        p.effectChange(at, changed, style);
    }

    private static int colour(Position p, int square) {
        return (p.geometry.file(square) + p.geometry.rank(square)) & 1;
    }
}
