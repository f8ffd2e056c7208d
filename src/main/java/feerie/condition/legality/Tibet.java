package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Tibet: a black unit (the king aside) that captures a unit of another kind becomes white,
 * written {@code Da1*a6=w}. DoubleTibet: the same for both sides' captures.
 */
public final class Tibet implements Condition {
    private final boolean both;

    public Tibet(boolean both) { this.both = both; }

    @Override
    public String name() { return both ? "DoubleTibet" : "Tibet"; }

    @Override
    public boolean hasEffects() { return true; }

    /** The capturer's change comes before a Circe rebirth, as in Popeye ({@code Tc1*c6=w[+wSb1]}). */
    @Override
    public int effectStage() { return -10; }

    @Override
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        int to = p.lastArrival();
        int unit = p.at(to);
        if (unit == Piece.EMPTY || p.isNeutral(to) || p.table.isRoyal(unit)) return;
        if (!both && Piece.side(unit) != Side.BLACK) return;
        // the kind the unit has on arrival (a promoted pawn: its new kind)
        if (p.table.walk(unit) == p.table.walk(captured)) return;
        p.effectChange(to, unit ^ 1, Effects.Style.COLOUR_INLINE);
    }

    @Override
    public String toString() { return name(); }
}
