package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * White/BlackPromSquares: the side's pawns promote on the listed squares, wherever they stand
 * (a black pawn on a2, a white pawn arriving on b4 by its double step), and nowhere else: not on
 * the last rank unless a listed square is there. Every pawn that promotes does so: a Berolina pawn
 * promotes on a listed square and stays a pawn on the last rank (py 4.104).
 */
public final class PromSquares implements Condition {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;
    /** The promotion squares, as file and rank pairs. */
    private final int[] squares;

    public PromSquares(String name, int side, int[] squares) {
        this.name = name;
        this.side = side;
        this.squares = squares;
    }

    @Override
    public String name() { return name; }

    private boolean listed(Position p, int sq) {
        int f = p.geometry.file(sq), r = p.geometry.rank(sq);
        for (int i = 0; i < squares.length; i += 2) if (squares[i] == f && squares[i + 1] == r) return true;
        return false;
    }

    /** The pawn's moves, each promoting where it lands on a listed square and nowhere else. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (side != this.side || piece == Piece.EMPTY || p.isNeutral(from) || Piece.side(piece) != side
                || !p.table.isPromotingPawn(piece)) return end;
        int[] types = p.promotionTypes(side);
        // the moves are rewritten past the end, then moved down
        int[] scratch = p.scratch;
        int base = out == scratch ? Math.max(p.scratchTop, end) : p.scratchTop;
        int n = base;
        int lastPlain = -1;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            int to = Move.to(m);
            boolean promotion = kind == Move.PROMOTION;
            if (!promotion && kind != Move.NORMAL && kind != Move.DOUBLE_STEP) {
                scratch[n++] = m;
            } else if (listed(p, to)) {
                if (promotion) scratch[n++] = m;
                else for (int type : types) scratch[n++] = Move.promotion(from, to, type);
            } else if (promotion) {
                // one plain move for the promotions to this square
                int plain = Move.of(from, to);
                if (plain != lastPlain) scratch[n++] = plain;
                lastPlain = plain;
            } else {
                scratch[n++] = m;
            }
        }
        int count = n - base;
        System.arraycopy(scratch, base, out, start, count);
        return start + count;
    }

    @Override
    public String toString() { return name; }
}
