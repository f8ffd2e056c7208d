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
            int squaresEnd = rebirthSquares(p, mover, m, piece, circe.reborn() == Circe.Reborn.CAPTURER, out, w);
            // the squares are listed at out[squaresStart..squaresEnd); the moves go after them,
            // then are moved down over them
            int n = squaresEnd;
            int promotions = p.table.isPromotingPawn(piece) && Move.kind(m) != Move.PROMOTION
                    ? RebornUnit.promotionChoices(p, piece, Piece.side(piece)) : 0;
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
     * reborn on (each once, in the order of its moves); returns the new end. AntiCirce
     * ({@code capturer}): the capturer {@code piece} goes from the arrival square by a move of its
     * own walk made as the captured unit's side ({@code [wPe5->e4]}: a pawn's step down, py 4.104).
     */
    private static int rebirthSquares(Position p, int mover, int m, int piece, boolean capturer, int[] out, int n) {
        int from = Move.from(m), to = Move.to(m);
        int victimSquare = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
        int victim = p.at(victimSquare);
        // the board after the capture, the unit whose walk moves standing where the move starts
        p.peekUnrecorded(from, Piece.EMPTY);
        if (capturer && victimSquare != to) p.peekUnrecorded(victimSquare, Piece.EMPTY);
        if (!capturer && victimSquare != to) p.peekUnrecorded(to, mover);
        if (capturer) p.peekUnrecorded(to, piece);
        int square = capturer ? to : victimSquare;
        int start = n;
        // the side of the captured unit in both (Popeye's side whose moves are generated)
        int side = Piece.side(victim);
        // a pawn's movement is its colour's (its steps go its side's way): the capturer's walk in
        // that colour; another walk's is its own, whose moves come in Popeye's order (py 4.104:
        // Sb1*c3[wSc3->a4] first)
        int walker = capturer && p.table.isPawn(piece) ? Piece.of(Piece.type(piece), side) : piece;
        for (Component.Bound c : p.movement(walker)) n = c.generate(p, square, side, out, n);
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
        inPopeyeOrder(p, square, out, start, kept);
        if (victimSquare != to) {
            p.peekUnrecorded(to, Piece.EMPTY);
            p.peekUnrecorded(victimSquare, victim);
        } else {
            p.peekUnrecorded(to, victim);
        }
        p.peekUnrecorded(from, mover);
        return kept;
    }

    /**
     * Sorts the squares {@code out[start..end)} reached from {@code square} in the order Popeye
     * generates the moves there of the unit standing on it, the reverse of the order it tries
     * them in (py 4.104: Rc1*c3[+bSa4] first, then b5, d5, e4 ...), which is not the order of
     * this unit's generation here for every walk.
     */
    private static void inPopeyeOrder(Position p, int square, int[] out, int start, int end) {
        for (int i = start + 1; i < end; i++) {
            int s = out[i];
            long key = feerie.solve.PopeyeOrder.key(p, Move.of(square, s), false);
            int j = i - 1;
            while (j >= start && feerie.solve.PopeyeOrder.key(p, Move.of(square, out[j]), false) < key) {
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = s;
        }
    }

    /**
     * AntiCirce Take&amp;Make: may the unit on {@code from} capture on {@code target}, having a
     * square to go to from there (else the capture is no move, nor a check)?
     */
    static boolean capturerHasSquare(Position p, int from, int target) {
        int[] out = p.scratch;
        int top = p.scratchTop;
        if (top > out.length - 1024) return true;
        int mover = p.at(from);
        return rebirthSquares(p, mover, Move.of(from, target), mover, true, out, top) > top;
    }
}
