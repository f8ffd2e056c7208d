package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * AndernachChess: a unit that captures (the king aside) takes the colour of the unit it captured,
 * written {@code Le4*d3=w}. AntiAndernachChess is the reverse: a unit that moves without capturing
 * changes colour, and a capture leaves it as it was.
 */
final class Andernach implements Condition {
    private final boolean anti;

    Andernach(boolean anti) { this.anti = anti; }

    @Override
    public String name() { return anti ? "AntiAndernachChess" : "AndernachChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        boolean captured = p.lastCaptured() != Piece.EMPTY;
        if (captured == anti) return;
        int to = Move.to(move);
        int unit = p.at(to);
        // the unit may have been taken off its arrival square by an earlier effect
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(to)) return;
        p.effectChange(to, unit ^ 1, Effects.Style.COLOUR_INLINE);
    }
}
