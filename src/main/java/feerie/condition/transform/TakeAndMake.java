package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Take&MakeChess: a capture is completed by a move without capture that the capturer makes from
 * the capture square with the walk of the unit it took (in that unit's direction, for a pawn); a
 * capture that cannot be completed is no move. Written {@code Sh3*g5-g6} ({@link
 * Move#DISPLACED_CAPTURE}). A pawn may not end on its own first rank; one that ends on its last
 * rank promotes. The king is still in check from a unit that could take it without completing the
 * capture, as in Popeye (the Absolute variant, which asks for the completion, is not built).
 */
final class TakeAndMake implements Condition {
    @Override
    public String name() { return "Take&MakeChess"; }

    /** The capturer's make goes with the victim's walk (a pawn may go back or aside). */
    @Override
    public int proofFreedoms() { return FREEDOM_CAPTURER_RELOCATES; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        boolean anyCapture = false;
        for (int i = start; i < end && !anyCapture; i++) anyCapture = victimSquare(p, out[i]) >= 0;
        if (!anyCapture) return end;
        int capturer = p.at(from);
        boolean pawn = p.table.isPawn(capturer);
        var g = p.geometry;
        int firstRank = side == Side.WHITE ? 0 : g.ranks - 1;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[] types = p.promotionTypes(side);
        // results are built after end, then moved down to start
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int victim = victimSquare(p, m);
            if (victim < 0) {
                out[n++] = m;
                continue;
            }
            // one completion per capture, not per promotion of a capturing pawn
            if (Move.kind(m) == Move.PROMOTION && Move.promotion(m) != types[0]) continue;
            int taken = p.at(victim);
            int to = Move.to(m);
            // the board after the take alone: played as a move, it would bring the other
            // conditions' effects (a Circe rebirth on a square the make may still reach)
            int atTo = p.at(to);
            p.peekUnrecorded(victim, Piece.EMPTY);
            p.peekUnrecorded(from, Piece.EMPTY);
            p.peekUnrecorded(to, capturer);
            int makeStart = n;
            for (Component.Bound c : p.movement(taken)) n = c.generate(p, to, side, out, n);
            int kept = makeStart;
            for (int k = makeStart; k < n; k++) {
                int make = out[k];
                int kind = Move.kind(make);
                int arrival = Move.to(make);
                // the make captures nothing
                if (kind == Move.EN_PASSANT || kind == Move.CASTLING || p.at(arrival) != Piece.EMPTY) continue;
                if (pawn && g.rank(arrival) == firstRank) continue;
                if (duplicate(out, makeStart, kept, arrival)) continue;
                int promotion = pawn && g.rank(arrival) == lastRank ? 1 : 0;
                out[kept++] = Move.withChoice(Move.displacedCapture(from, victim, arrival), promotion);
            }
            p.peekUnrecorded(to, atTo);
            p.peekUnrecorded(from, capturer);
            p.peekUnrecorded(victim, taken);
            n = kept;
            if (pawn) n = expandPromotions(out, makeStart, n, lastRank, g, types.length);
        }
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    /** The square of the unit {@code m} captures, or -1 for a move without capture. */
    private static int victimSquare(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT) return p.enPassantVictim();
        if (kind == Move.CASTLING || kind == Move.DISPLACED_CAPTURE || kind == Move.EXCHANGE) return -1;
        return p.at(Move.to(m)) != Piece.EMPTY ? Move.to(m) : -1;
    }

    private static boolean duplicate(int[] out, int from, int to, int arrival) {
        for (int k = from; k < to; k++) if (Move.to(out[k]) == arrival) return true;
        return false;
    }

    /** A pawn's completions to its last rank: one per promotion type (choice 1 is already there). */
    private static int expandPromotions(int[] out, int start, int end, int lastRank, feerie.geometry.Geometry g, int types) {
        int n = end;
        for (int k = start; k < end; k++) {
            int m = out[k];
            if (Move.choice(m) != 1) continue;
            for (int t = 2; t <= types; t++) out[n++] = Move.withChoice(m, t);
        }
        return n;
    }
}
