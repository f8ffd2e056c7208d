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

    /** A capturer changes side; AntiAndernach's changes by moves without capture are not described. */
    @Override
    public int proofFreedoms() { return anti ? UNDECLARED_FREEDOMS : FREEDOM_CAPTURER_CHANGES_SIDE; }

    @Override
    public boolean hasEffects() { return true; }

    /** After AntiCirce's move home, before a Circe rebirth, as in Popeye. */
    @Override
    public int effectStage() { return -10; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        boolean captured = p.lastCaptured() != Piece.EMPTY;
        if (captured == anti) return;
        // the unit where it now is (AntiCirce took it home: Sa1*c2[wSc2->b1=b])
        int to = p.lastArrival();
        int unit = p.at(to);
        // the unit may have been taken off the board by an earlier effect
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(to)) return;
        p.effectChange(to, unit ^ 1, to == Move.to(move) ? Effects.Style.COLOUR_INLINE : Effects.Style.BRACKETED);
    }
}
