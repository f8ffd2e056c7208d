package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * MessignyChess: instead of moving, a unit may exchange squares with an opponent's unit of the
 * same kind ({@link Move#EXCHANGE}, written {@code Sg8<->Sb3}); the two units just exchanged may
 * not take part in an exchange on the next move. Kings too, unless RexExclusive. An exchange
 * captures nothing and observes nothing.
 */
final class Messigny implements Condition {
    private final boolean rexInclusive;

    Messigny(boolean rexInclusive) { this.rexInclusive = rexInclusive; }

    @Override
    public String name() { return rexInclusive ? "MessignyChess" : "MessignyChess RexExclusive"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.isNeutral(from) || !rexInclusive && p.table.isRoyal(unit)) return end;
        int last = p.ply() == 0 ? Move.NULL : p.lastMove();
        int forbiddenA = -1, forbiddenB = -1;
        if (last != Move.NULL && Move.kind(last) == Move.EXCHANGE) {
            forbiddenA = Move.from(last);
            forbiddenB = Move.to(last);
        }
        if (from == forbiddenA || from == forbiddenB) return end;
        int them = Side.opponent(side);
        int type = Piece.type(unit);
        for (int i = 0, n = p.pieceCount(them); i < n; i++) {
            int sq = p.pieceSquare(them, i);
            if (sq == forbiddenA || sq == forbiddenB || Piece.type(p.at(sq)) != type) continue;
            out[end++] = Move.of(from, sq, Move.EXCHANGE);
        }
        return end;
    }

    /** Its moves depend on the move just played. */
    @Override
    public boolean judgesByLastMove() { return true; }
}
