package feerie.condition.transform;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Moves of a unit with another unit's walk (Annan: the walk of the unit behind it; Take&Make: the
 * walk of the unit it took). Promotion follows the unit that moves, as in Popeye: a pawn that
 * reaches its last rank with a borrowed walk promotes, a piece that moves like a pawn does not.
 */
final class Walks {
    private Walks() {}

    /**
     * Appends to {@code out} from {@code n} the moves the unit on {@code from} (of {@code side})
     * makes with the walk of {@code walkPiece} (a piece code: its colour gives a pawn's
     * direction); returns the new end.
     */
    static int generateAs(Position p, int from, int side, int walkPiece, int[] out, int n) {
        int start = n;
        for (Component.Bound c : p.movement(walkPiece)) n = c.generate(p, from, side, out, n);
        return fixPromotions(p, from, side, out, start, n);
    }

    /** The moves {@code out[start..end)} of the unit on {@code from}, with promotions as that unit makes them. */
    static int fixPromotions(Position p, int from, int side, int[] out, int start, int end) {
        // a pawn of any kind that promotes (a Berolina pawn moving as a rook to c8: BPc4-c8=Q, py 4.104)
        boolean pawn = p.table.isPromotingPawn(p.at(from));
        var g = p.geometry;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[] types = p.promotionTypes(side);
        int kept = start;
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            int to = Move.to(m);
            boolean promotes = pawn && g.rank(to) == lastRank && types.length > 0;
            if (kind == Move.PROMOTION) {
                if (promotes) {
                    out[kept++] = m;
                    continue;
                }
                // a borrowed pawn walk promotes, the unit itself does not: one plain move
                if (Move.promotion(m) != types[0]) continue;
                m = Move.of(Move.from(m), to);
                kind = Move.NORMAL;
            }
            if (promotes && (kind == Move.NORMAL || kind == Move.DOUBLE_STEP)) {
                out[kept++] = Move.promotion(Move.from(m), to, types[0]);
                for (int k = 1; k < types.length; k++) out[n++] = Move.promotion(Move.from(m), to, types[k]);
            } else {
                out[kept++] = m;
            }
        }
        // the extra promotions were appended after end: close the gap
        if (kept < end && n > end) {
            System.arraycopy(out, end, out, kept, n - end);
        }
        return kept + (n - end);
    }

    /** The side of a unit (neutral units aside). */
    static int sideOf(int piece) { return Piece.side(piece); }

    /**
     * Frankfurt, Protean: a pawn that captures onto its last rank takes the captured walk before
     * it could promote, so it does not (one plain capture is left of its promotions), unless it
     * is still a pawn then ({@code pawnAfter}: it took a unit of this walk id).
     */
    static int noPromotionOnCapture(Position p, int from, int[] out, int start, int end, String pawnAfter) {
        int kept = start;
        int[] types = null;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) == Move.PROMOTION && p.at(Move.to(m)) != Piece.EMPTY
                    && !feerie.piece.Attributes.baseId(p.table.type(Piece.type(p.at(Move.to(m))))).equals(pawnAfter)) {
                if (types == null) types = p.promotionTypes(sideOf(p.at(from)));
                if (Move.promotion(m) != types[0]) continue;
                m = Move.of(from, Move.to(m));
            }
            out[kept++] = m;
        }
        return kept;
    }

    /**
     * Frankfurt, Protean: after a capture the capturer takes the walk of the unit it captured
     * ({@code walkTaken} maps that walk's id to the one taken), its attributes and royalty kept,
     * written inline ({@code Kd4*e5=rP}); not a neutral capturer or victim, and no royal capturer
     * unless {@code royalsToo}. Nothing happens when the walk stays the same or the table lacks
     * the unit it would become.
     */
    static void captureTakesWalk(Position p, int move, boolean royalsToo, java.util.function.UnaryOperator<String> walkTaken) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || move == Move.NULL) return;
        int to = p.lastArrival();
        int unit = p.at(to);
        if (unit == Piece.EMPTY || p.isNeutral(to) || p.table.isNeutral(captured)) return;
        if (!royalsToo && p.table.isRoyal(unit)) return;
        feerie.piece.PieceType mover = p.table.type(Piece.type(unit));
        String walk = walkTaken.apply(feerie.piece.Attributes.baseId(p.table.type(Piece.type(captured))));
        if (walk.equals(feerie.piece.Attributes.baseId(mover))) return;
        int mask = feerie.piece.Attributes.of(mover) | (mover.royal() ? feerie.piece.Attributes.ROYAL : 0);
        int type = p.table.indexOf(mask == 0 ? walk : walk + "@" + mask);
        if (type == 0) return;
        p.effectChange(to, Piece.of(type, Piece.side(unit)), feerie.position.Effects.Style.WALK_INLINE);
    }
}
