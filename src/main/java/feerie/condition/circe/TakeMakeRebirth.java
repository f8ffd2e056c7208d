package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Circe Take&amp;Make (Anti-Take&amp;Make): the captured unit is reborn by a move it makes from
 * the capture square, as its own side, to an empty square; the capturing side chooses which
 * (py: {@code Rd1*d7[+bSf8]}, {@code [+bSc5]}, {@code [+bSb6]}). It moves on the board after the
 * capture: the capturer's square is empty, the capturer itself stands in for nothing. A capture
 * whose unit has no such move is no move at all. A pawn reborn on its promotion rank promotes
 * ({@code [+wPd8=Q]}, one move per piece). The square travels in the move as Super Circe's does
 * ({@link SuperRebirth#withSquare}).
 */
final class TakeMakeRebirth {
    private TakeMakeRebirth() {}

    /**
     * Replaces each capture of {@code out[start..end)} by one move per rebirth square (and per
     * promotion there), dropping the captures without one; the other moves are kept. Returns the
     * new end.
     */
    static int expand(Position p, int mover, int[] out, int start, int end, Circe circe) {
        int kept = start;
        int tail = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Circe.isCapture(p, m)) out[tail++] = m;
            else out[kept++] = m;
        }
        int w = tail;
        for (int j = end; j < tail; j++) {
            int m = out[j];
            int piece = circe.rebornBy(p, mover, m);
            if (piece == Piece.EMPTY) {
                out[w++] = m;
                continue;
            }
            int squaresStart = w;
            int squaresEnd = rebirthSquares(p, mover, m, piece, out, w);
            // the squares are listed at out[squaresStart..squaresEnd); the moves go after them,
            // then are moved down over them
            int n = squaresEnd;
            int promotions = p.table.isPawn(piece) && Move.kind(m) != Move.PROMOTION
                    ? Math.min(p.promotionTypes(Piece.side(piece)).length, Move.CHOICES - 1) : 0;
            for (int k = squaresStart; k < squaresEnd; k++) {
                int s = out[k];
                if (!SuperRebirth.fits(m, s)) continue;
                int v = SuperRebirth.withSquare(m, s);
                if (promotions > 0 && SuperRebirth.onPromotionRank(p, piece, s)) {
                    for (int c = 1; c <= promotions; c++) out[n++] = Move.withChoice(v, c);
                } else {
                    out[n++] = v;
                }
            }
            System.arraycopy(out, squaresEnd, out, squaresStart, n - squaresEnd);
            w = squaresStart + (n - squaresEnd);
        }
        System.arraycopy(out, tail, out, kept, w - tail);
        return kept + (w - tail);
    }

    /**
     * Writes from {@code out[n]} the squares the unit {@code piece} taken by {@code m} may be
     * reborn on (each once, in the order of its moves); returns the new end.
     */
    private static int rebirthSquares(Position p, int mover, int m, int piece, int[] out, int n) {
        int from = Move.from(m), to = Move.to(m);
        int victimSquare = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
        // the board after the capture, the captured unit standing on the capture square
        p.peekUnrecorded(from, Piece.EMPTY);
        if (victimSquare != to) p.peekUnrecorded(to, mover);
        int start = n;
        int side = Piece.side(piece);
        for (Component.Bound c : p.movement(piece)) n = c.generate(p, victimSquare, side, out, n);
        int kept = start;
        for (int i = start; i < n; i++) {
            int move = out[i];
            int kind = Move.kind(move);
            int arrival = Move.to(move);
            if (kind == Move.EN_PASSANT || kind == Move.CASTLING || p.at(arrival) != Piece.EMPTY) continue;
            boolean seen = false;
            for (int k = start; k < kept && !seen; k++) seen = out[k] == arrival;
            if (!seen) out[kept++] = arrival;
        }
        if (victimSquare != to) p.peekUnrecorded(to, Piece.EMPTY);
        p.peekUnrecorded(from, mover);
        return kept;
    }
}
