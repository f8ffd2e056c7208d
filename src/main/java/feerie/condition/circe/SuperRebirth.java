package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Super Circe and AntiSuper Circe: the reborn unit goes to any square that is empty after the
 * capture, as the capturing side chooses (Popeye: {@code Sa1*b3[+bPa8]}, {@code [wSb3->a1]}). Each
 * capture becomes one move per square, per promotion of a pawn reborn on its promotion rank, and,
 * when relaxed, one without rebirth. The square travels in the move: bits 16-23 (square + 1) of a
 * move that is no promotion, else bits 22-23, 27 and 28-31 (a promotion's piece type stays below 64);
 * 0 there means no rebirth.
 */
final class SuperRebirth {
    private SuperRebirth() {}

    /** The rebirth square a move chose, or -1 for none. */
    static int square(int m) {
        int v = Move.kind(m) == Move.PROMOTION ? (m >>> 22 & 3) | (m >>> 27 & 1) << 2 | (m >>> 28) << 3 : m >>> 16 & 0xff;
        return v - 1;
    }

    static int withSquare(int m, int sq) {
        int v = sq + 1;
        if (Move.kind(m) == Move.PROMOTION)
            return m & ~(3 << 22) & 0x07ffffff | (v & 3) << 22 | (v >>> 2 & 1) << 27 | (v >>> 3) << 28;
        return m & ~(0xff << 16) | v << 16;
    }

    /** Can a promotion's capture carry this square (seven bits: boards up to 127 squares)? */
    static boolean fits(int m, int sq) { return Move.kind(m) != Move.PROMOTION || sq + 1 < 128; }

    /**
     * Replaces each capture of {@code out[start..end)} by its variants (written from {@code start},
     * the other moves kept); returns the new end.
     */
    static int expand(Position p, int mover, int[] out, int start, int end, Circe circe, boolean relaxed, boolean capturer,
            boolean cheylan) {
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
            int from = Move.from(m), to = Move.to(m);
            int victim = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            if (relaxed) out[w++] = m;
            int promotions = p.table.isPromotingPawn(piece) && Move.kind(m) != Move.PROMOTION
                    ? RebornUnit.promotionChoices(p, piece, Piece.side(piece)) : 0;
            for (int s = 0; s < p.geometry.size; s++) {
                boolean empty = s == from || s == victim && s != to || p.at(s) == Piece.EMPTY;
                if (s == to) empty = capturer && !cheylan;
                if (!empty || !fits(m, s)) continue;
                int v = withSquare(m, s);
                if (promotions > 0 && onPromotionRank(p, piece, s)) {
                    for (int c = 1; c <= promotions; c++) out[w++] = Move.withChoice(v, c);
                } else {
                    out[w++] = v;
                }
            }
        }
        System.arraycopy(out, tail, out, kept, w - tail);
        return kept + (w - tail);
    }

    static boolean onPromotionRank(Position p, int pawn, int sq) {
        return p.geometry.rank(sq) == (Piece.side(pawn) == Side.WHITE ? p.geometry.ranks - 1 : 0);
    }
}
