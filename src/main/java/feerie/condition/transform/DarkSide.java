package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * DarkSide (Popeye): a unit, the king aside, that ends its move on the opponent's half of the
 * board changes colour, written right after the move ({@code Sb1-c5=b}... for White, ranks 5 to 8;
 * for Black, ranks 1 to 4). Neutral units stay as they are.
 */
final class DarkSide implements Condition {
    @Override
    public String name() { return "DarkSide"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        int to = Move.to(move);
        int unit = p.at(to);
        if (unit == Piece.EMPTY || p.table.isRoyal(unit) || p.isNeutral(to)) return;
        boolean upper = p.geometry.rank(to) >= p.geometry.ranks / 2;
        if (upper == (p.sideToMove() == Side.WHITE)) p.effectChange(to, unit ^ 1, Effects.Style.COLOUR_INLINE);
    }
}
