package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * ExchangeCastling: once in the play, a side's king (a unit of the king's walk) may exchange
 * squares with any unit of its own side but a pawn, anywhere on the board, written from the
 * partner's side ({@code Ra5<->Ka1}). Castling as usual is gone. The exchange captures and
 * observes nothing.
 */
final class ExchangeCastling implements Condition {
    /** The side's flag: its exchange castling is used up (a bit of its own among the conditions' flags). */
    private static final int USED = 1 << 12;

    @Override
    public String name() { return "ExchangeCastling"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.table.walk(unit) != PieceTable.KING) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (Move.kind(out[i]) != Move.CASTLING) out[kept++] = out[i];
        if ((p.flags(side) & USED) != 0 || p.isNeutral(from)) return kept;
        var g = p.geometry;
        for (int sq = 0; sq < g.size && kept < out.length; sq++) {
            int other = p.at(sq);
            if (sq == from || other == Piece.EMPTY || p.isNeutral(sq) || Piece.side(other) != side
                    || p.table.isPawn(other)) continue;
            // from the partner's square to the king's, as Popeye writes it
            out[kept++] = Move.of(sq, from, Move.EXCHANGE);
        }
        return kept;
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) != Move.EXCHANGE) return;
        int side = p.sideToMove();
        if (p.table.walk(p.at(Move.from(move))) == PieceTable.KING) p.effectFlags(side, p.flags(side) | USED);
    }
}
