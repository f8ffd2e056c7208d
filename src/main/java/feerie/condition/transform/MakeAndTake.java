package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Make&TakeChess: a capture is made in two parts, first a move without capture with the walk of
 * the unit to be captured (in that unit's direction, for a pawn), then, from there, a capture of
 * that unit with the capturer's own walk. It is written as one capture ({@code Bg6*d2}); the same
 * capture by several paths is one move. Checks are such captures of the king. Moves without
 * capture are as usual; a pawn's first part may not end on its own first rank. (Castling as the
 * first part is not built.)
 */
final class MakeAndTake implements Condition {
    @Override
    public String name() { return "Make&TakeChess"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        int capturer = p.at(from);
        // the plain captures go; the moves without capture stay
        int n = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            if (kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY) continue;
            out[n++] = m;
        }
        int them = Side.opponent(side);
        int[] types = p.promotionTypes(side);
        boolean pawn = p.table.isPawn(capturer);
        var g = p.geometry;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int firstRank = g.ranks - 1 - lastRank;
        int captures = n;
        for (int v = 0, count = p.pieceCount(them); v < count; v++) {
            int victim = p.at(p.pieceSquare(them, v));
            if (seenBefore(p, them, v, victim)) continue;
            // the make: the capturer's moves without capture with the victim's walk
            int makeStart = n;
            int makeEnd = makeStart;
            for (Component.Bound c : p.movement(victim)) makeEnd = c.generate(p, from, side, out, makeEnd);
            int arrivals = makeStart;
            for (int k = makeStart; k < makeEnd; k++) {
                int a = Move.to(out[k]);
                int kind = Move.kind(out[k]);
                if (kind == Move.EN_PASSANT || kind == Move.CASTLING || p.at(a) != Piece.EMPTY) continue;
                // as in Popeye, a pawn does not pass through its own first rank
                if (pawn && g.rank(a) == firstRank) continue;
                boolean again = false;
                for (int j = makeStart; j < arrivals && !again; j++) again = out[j] == a;
                if (!again) out[arrivals++] = a;
            }
            // the take: from each arrival, captures of a unit like the victim with the own walk
            int takes = arrivals;
            for (int k = makeStart; k < arrivals; k++) {
                int a = out[k];
                int step = Move.of(from, a);
                p.make(step);
                int takeStart = takes;
                for (Component.Bound c : p.movement(capturer)) takes = c.generate(p, a, side, out, takes);
                int kept = takeStart;
                for (int t = takeStart; t < takes; t++) {
                    int m = out[t];
                    int target = Move.to(m);
                    if (Move.kind(m) == Move.CASTLING || p.at(target) != victim) continue;
                    if (Move.kind(m) == Move.PROMOTION && Move.promotion(m) != types[0]) continue;
                    out[kept++] = target;
                }
                takes = kept;
                p.unmake(step);
            }
            // the captures found, once each, written after the work area and moved down
            int w = takes;
            for (int t = arrivals; t < takes; t++) {
                int target = out[t];
                if (contains(out, captures, n, target) || contains(out, takes, w, target)) continue;
                if (pawn && g.rank(target) == lastRank) {
                    for (int type : types) out[w++] = Move.promotion(from, target, type);
                } else {
                    out[w++] = Move.of(from, target);
                }
            }
            System.arraycopy(out, takes, out, n, w - takes);
            n += w - takes;
        }
        return n;
    }

    private static boolean contains(int[] out, int lo, int hi, int target) {
        for (int j = lo; j < hi; j++) if (Move.to(out[j]) == target) return true;
        return false;
    }

    /** Has a unit of the same code as the v-th of {@code them} come before it (its walk tried already)? */
    private static boolean seenBefore(Position p, int them, int v, int victim) {
        for (int u = 0; u < v; u++) if (p.at(p.pieceSquare(them, u)) == victim) return true;
        return false;
    }
}
