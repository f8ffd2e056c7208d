package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * Make&TakeChess: a capture is made in two parts, first a move without capture with the walk of
 * the unit to be captured (in that unit's direction, for a pawn), then, from there, a capture of
 * that unit with the capturer's own walk. It is written as one capture ({@code Bg6*d2}); the same
 * capture by several paths is one move. Checks are such captures of the king. Moves without
 * capture are as usual; a pawn's first part may not end on its own first rank. The make is
 * played as the victim's side would play it; castling can be a make (see {@link #castlingsAsMake}).
 */
final class MakeAndTake implements Condition {
    /** Marks, in the work area of squares, a take en passant. */
    private static final int EN_PASSANT_MARK = 1 << 20;
    /** A take after castling as the make, kingside or queenside, in bits 16-23 of a capture. */
    private static final int MARK_BITS = 0xff << 16, KINGSIDE_MARK = 0xc0 << 16, QUEENSIDE_MARK = 0x80 << 16;

    @Override
    public String name() { return "Make&TakeChess"; }

    /** The capturer's make goes with the victim's walk (a pawn may go back or aside). */
    @Override
    public int proofFreedoms() { return FREEDOM_CAPTURER_RELOCATES; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        // the plain captures go; the moves without capture stay
        int n = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            if (kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY) continue;
            out[n++] = m;
        }
        int captures = n;
        int them = Side.opponent(side);
        for (int v = 0, count = p.pieceCount(them); v < count; v++) {
            int victim = p.at(p.pieceSquare(them, v));
            if (seenBefore(p, them, v, victim)) continue;
            n = takes(p, from, side, victim, out, captures, n);
        }
        return n;
    }

    /**
     * Check is a Make&Take capture of the king: only the make with the king's walk and the takes
     * from there are tried, not every victim's (measured: 85 % of EXAMPLES-maketake-10's time went
     * to generating all the captures of each unit to find those onto the king).
     */
    @Override
    public int capturesOnto(Position p, int from, int target, int side) {
        if (p.hasNeutrals()) return -1;
        int victim = p.at(target);
        if (victim == Piece.EMPTY || Piece.side(victim) == side) return 0;
        int[] out = p.scratch;
        int start = p.scratchTop;
        try {
            int end = takes(p, from, side, victim, out, start, start);
            for (int k = start; k < end; k++) if (Move.to(out[k]) == target && Move.kind(out[k]) != Move.EN_PASSANT) return 1;
            return 0;
        } finally {
            p.scratchTop = start;
        }
    }

    /**
     * The captures of units of code {@code victim} by the unit on {@code from}, each once, written
     * at {@code n} (the captures from {@code captures} on are not repeated); returns the new end.
     */
    private static int takes(Position p, int from, int side, int victim, int[] out, int captures, int n) {
        int capturer = p.at(from);
        int them = Side.opponent(side);
        int[] types = p.promotionTypes(side);
        boolean pawn = p.table.isPawn(capturer);
        var g = p.geometry;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int firstRank = g.ranks - 1 - lastRank;
        // the make: the capturer's moves without capture with the victim's walk
        int makeStart = n;
        int makeEnd = makeStart;
        // played as the victim's side would play it (an Orphan's observers are the mover's units)
        for (Component.Bound c : p.movement(victim)) makeEnd = c.generate(p, from, them, out, makeEnd);
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
            // the capturer stands on the arrival, nothing else changes (the en passant square stays)
            p.shiftUnrecorded(from, a);
            int takeStart = takes;
            for (Component.Bound c : p.movement(capturer)) takes = c.generate(p, a, side, out, takes);
            int kept = takeStart;
            for (int t = takeStart; t < takes; t++) {
                int m = out[t];
                int target = Move.to(m);
                int kind = Move.kind(m);
                if (kind == Move.CASTLING) continue;
                if (kind == Move.EN_PASSANT) {
                    // a pawn just past by its double step is taken en passant (TESTS-maketake-03)
                    if (p.at(p.enPassantVictim()) != victim) continue;
                    out[kept++] = target | EN_PASSANT_MARK;
                    continue;
                }
                if (p.at(target) != victim) continue;
                if (kind == Move.PROMOTION && Move.promotion(m) != types[0]) continue;
                out[kept++] = target;
            }
            takes = kept;
            p.shiftUnrecorded(a, from);
        }
        // the captures found, once each, written after the work area and moved down
        int w = takes;
        for (int t = arrivals; t < takes; t++) {
            int target = out[t] & ~EN_PASSANT_MARK;
            if (contains(out, captures, n, target) || contains(out, takes, w, target)) continue;
            if ((out[t] & EN_PASSANT_MARK) != 0) {
                out[w++] = Move.of(from, target, Move.EN_PASSANT);
            } else if (pawn && g.rank(target) == lastRank) {
                for (int type : types) out[w++] = Move.promotion(from, target, type);
            } else {
                out[w++] = Move.of(from, target);
            }
        }
        System.arraycopy(out, takes, out, n, w - takes);
        n += w - takes;
        if (!pawn && p.table.walk(victim) == PieceTable.KING) n = castlingsAsMake(p, from, side, victim, out, n);
        return n;
    }

    /**
     * Castling as the make (Popeye): a unit standing on the square where the victim's side's king
     * starts a game (e8 for a black victim) may make by castling with that side's unmoved rook,
     * as if it were that king, whether or not it is in check; it then takes from the castling
     * square, the victim's rook being moved beside it. Such captures stay apart from the same
     * capture by a plain make (TESTS-maketake-06: Qe8*e6, 0-0*e6 and 0-0-0*e6).
     */
    private static int castlingsAsMake(Position p, int from, int side, int victim, int[] out, int n) {
        var g = p.geometry;
        int them = Side.opponent(side);
        int rank = them == Side.WHITE ? 0 : g.ranks - 1;
        if (!p.castlingAllowed() || g.files != 8 || from != g.square(4, rank)) return n;
        int rook = Piece.of(p.table.castlingRook(), them);
        int capturer = p.at(from);
        for (int corner : new int[] {g.square(7, rank), g.square(0, rank)}) {
            if (!p.unmoved(corner) || p.at(corner) != rook) continue;
            int dir = corner > from ? 1 : -1;
            boolean clear = true;
            for (int s = from + dir; s != corner; s += dir) if (p.at(s) != Piece.EMPTY) clear = false;
            if (!clear) continue;
            int kingTo = from + 2 * dir, rookTo = from + dir;
            int mark = dir > 0 ? KINGSIDE_MARK : QUEENSIDE_MARK;
            p.shiftUnrecorded(from, kingTo);
            int start = n;
            for (Component.Bound c : p.movement(capturer)) n = c.generate(p, kingTo, side, out, n);
            int kept = start;
            for (int t = start; t < n; t++) {
                int target = Move.to(out[t]);
                int kind = Move.kind(out[t]);
                // (a victim on the rook's arrival square would leave no room for the rook)
                if (kind != Move.NORMAL || p.at(target) != victim || target == rookTo) continue;
                if (contains(out, start, kept, target)) continue;
                out[kept++] = Move.of(from, target) | mark;
            }
            n = kept;
            p.shiftUnrecorded(kingTo, from);
        }
        return n;
    }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int mark = move & MARK_BITS;
        if (mark != KINGSIDE_MARK && mark != QUEENSIDE_MARK || Move.kind(move) != Move.NORMAL) return;
        var g = p.geometry;
        int from = Move.from(move);
        int rank = g.rank(from);
        int corner = g.square(mark == KINGSIDE_MARK ? 7 : 0, rank);
        int rookTo = from + (mark == KINGSIDE_MARK ? 1 : -1);
        // the victim's rook castles: written in the move ("0-0*e6"), not after it
        p.effectMove(corner, rookTo, Effects.Style.CASTLING_AS_MAKE);
        p.effectUnmoved(corner, false);
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
