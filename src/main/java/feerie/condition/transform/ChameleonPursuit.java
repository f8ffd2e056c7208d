package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * ChameleonPursuit: a unit (not a king) that arrives on the square the other side's last move
 * started from joins the other side, written {@code Nd3-c1=w}.
 */
final class ChameleonPursuit implements Condition {
    @Override
    public String name() { return "ChameleonPursuit"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int previous = p.ply() < 2 ? Move.NULL : p.moveAt(p.ply() - 2);
        // the hash: the square the move started from marked (the next move's pursuit), the one before unmarked
        if (move != Move.NULL) p.hashPending(p.sideToMove(), Move.from(move));
        if (previous != Move.NULL) p.hashPending(Side.opponent(p.sideToMove()), Move.from(previous));
        if (move == Move.NULL || previous == Move.NULL || Move.to(move) != Move.from(previous)) return;
        int pos = p.lastArrival();
        int unit = p.at(pos);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(pos)) return;
        int other = Side.opponent(p.sideToMove());
        if (Piece.side(unit) != other) p.effectChange(pos, Piece.of(Piece.type(unit), other), Effects.Style.COLOUR_INLINE);
    }
}
