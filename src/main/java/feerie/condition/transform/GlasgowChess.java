package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * GlasgowChess: pawns promote on the last rank but one (a white pawn arriving on the 7th rank,
 * a black one on the 2nd), not on the last. A Circe rebirth on the last rank moves one rank back
 * to the promotion rank: the Circe record knows it ({@code CirceConditions.of(specs, true)}).
 */
final class GlasgowChess implements Condition {
    @Override
    public String name() { return "GlasgowChess"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!p.table.isPawn(p.at(from))) return end;
        var g = p.geometry;
        int promotionRank = side == Side.WHITE ? g.ranks - 2 : 1;
        int[] types = p.promotionTypes(side);
        if (types.length == 0) return end;
        int kept = start;
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            int to = Move.to(m);
            if (kind == Move.PROMOTION) {
                // the last rank is no promotion rank: one plain move
                if (Move.promotion(m) != types[0]) continue;
                m = Move.of(Move.from(m), to);
                kind = Move.NORMAL;
            }
            if (g.rank(to) == promotionRank && (kind == Move.NORMAL || kind == Move.DOUBLE_STEP)) {
                out[kept++] = Move.promotion(Move.from(m), to, types[0]);
                for (int k = 1; k < types.length && n < out.length; k++) out[n++] = Move.promotion(Move.from(m), to, types[k]);
            } else {
                out[kept++] = m;
            }
        }
        // the extra promotions were appended after end: close the gap
        if (kept < end && n > end) System.arraycopy(out, end, out, kept, n - end);
        return kept + (n - end);
    }
}
