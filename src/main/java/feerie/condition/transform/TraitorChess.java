package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * TraitorChess (Popeye): a black unit that ends its move on White's half of the board (ranks 1 to
 * 4) defects to White, silently (Popeye writes no colour change). Neutral units stay neutral.
 * Popeye lets a black king defect too and then plays on with Black's king square under a white
 * unit, a state Féerie does not have: the king stays as it is, marked in Black's flags, which is
 * the same as long as only the legality of its move is asked (the mated side's escapes); a move
 * generated after it refuses the problem.
 */
final class TraitorChess implements Condition {
    /** In Black's flags: its king has defected. */
    private static final int DEFECTED = 1 << 30;

    @Override
    public String name() { return "TraitorChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || p.sideToMove() != Side.BLACK) return;
        int at = p.lastArrival();
        if (at < 0 || p.geometry.rank(at) >= 4) return;
        int unit = p.at(at);
        if (unit == Piece.EMPTY || p.isNeutral(at) || Piece.side(unit) != Side.BLACK) return;
        if (p.table.isRoyal(unit)) p.effectFlags(Side.BLACK, p.flags(Side.BLACK) | DEFECTED);
        else p.effectChange(at, unit ^ 1, Effects.Style.SILENT);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if ((p.flags(Side.BLACK) & DEFECTED) != 0)
            throw new UnknownConditionException("TraitorChess with a black king that has defected (Popeye plays on with Black's king square under a white unit)");
        return end;
    }
}
