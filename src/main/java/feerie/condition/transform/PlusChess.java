package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * PlusChess: a unit on one of the four centre squares may also capture as if it stood on another
 * empty centre square ({@code Se5-d5*b6}); a capture it makes directly, or from an earlier centre
 * square (d4, d5, e4, e5 in turn), is not another move. It observes from there as well, so
 * observation goes through generation. The centre square used is kept in the move (bits 16-23,
 * the square + 1) and noted for the notation.
 */
final class PlusChess implements Condition {
    @Override
    public String name() { return "PlusChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        var g = p.geometry;
        if (g.files != 8 || g.ranks != 8) return end;
        int f = g.file(from), r = g.rank(from);
        if (f < 3 || f > 4 || r < 3 || r > 4) return end;
        int n = end;
        for (int i = 0; i < 4; i++) {
            int c = g.square(3 + (i >> 1), 3 + (i & 1)); // d4, d5, e4, e5
            if (c == from || p.at(c) != Piece.EMPTY) continue;
            p.shiftUnrecorded(from, c);
            int top = MoveGenerator.generatePlain(p, c, side, out, n);
            p.shiftUnrecorded(c, from);
            int k = n;
            for (int j = n; j < top; j++) {
                int m = out[j];
                int kind = Move.kind(m);
                boolean capture = kind == Move.EN_PASSANT || kind != Move.CASTLING && kind != Move.PROMOTION
                        && p.at(Move.to(m)) != Piece.EMPTY && Move.to(m) != from;
                if (!capture || reached(out, start, k, Move.to(m))) continue;
                out[k++] = m & ~0xff0000 & ~0xff | from | (c + 1) << 16;
            }
            n = k;
        }
        return n;
    }

    @Override
    public boolean observesFromElsewhere() { return true; }

    /** A unit on a centre square observes from the other centre squares too (d4, d5, e4, e5 in turn). */
    @Override
    public int alsoObservesFrom(Position p, int from, int by, int k) {
        var g = p.geometry;
        if (k > 3 || g.files != 8 || g.ranks != 8) return -1;
        int f = g.file(from), r = g.rank(from);
        if (f < 3 || f > 4 || r < 3 || r > 4) return -1;
        return g.square(3 + (k >> 1), 3 + (k & 1));
    }

    private static boolean reached(int[] out, int start, int end, int to) {
        for (int i = start; i < end; i++) if (Move.to(out[i]) == to) return true;
        return false;
    }

    @Override
    public void afterMove(Position p, int move) {
        int kind = Move.kind(move);
        if (move == Move.NULL || kind == Move.CASTLING || kind == Move.PROMOTION) return;
        int via = (move >>> 16 & 0xff) - 1;
        if (via >= 0) p.effectVia(via);
    }
}
