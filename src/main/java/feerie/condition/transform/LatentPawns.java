package feerie.condition.transform;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * SingleBox types 2 and 3: latent pawns, a side's pawns standing on its last rank (they may stay
 * pawns there while no officer of their side is missing from the board), found in Popeye's order:
 * White's from h8 to a8, Black's from a1 to h1.
 */
final class LatentPawns {
    private LatentPawns() {}

    private static final int[] OFFICERS = {PieceTable.QUEEN, PieceTable.KNIGHT, PieceTable.ROOK, PieceTable.BISHOP};

    /** A pawn on its last rank may "promote" to a pawn (it stays one): the pawn goes first in the list, as in Popeye. */
    static void allowPawnPromotion(Position p) {
        int pawn = p.table.indexOf("pawn");
        if (pawn == 0) return;
        for (int side = 0; side < 2; side++) {
            int[] types = p.promotionTypes(side);
            boolean has = false;
            for (int t : types) has |= t == pawn;
            if (has) continue;
            int[] all = new int[types.length + 1];
            all[0] = pawn;
            System.arraycopy(types, 0, all, 1, types.length);
            p.setPromotionTypes(side, all);
        }
    }

    /** The square of {@code side}'s i-th latent pawn (from 0), or -1. */
    static int nth(Position p, int side, int i) {
        var g = p.geometry;
        int rank = side == Side.WHITE ? g.ranks - 1 : 0;
        for (int k = 0; k < g.files; k++) {
            int sq = g.square(side == Side.WHITE ? g.files - 1 - k : k, rank);
            if (isLatent(p, sq, side) && i-- == 0) return sq;
        }
        return -1;
    }

    /** The number of {@code side}'s latent pawns. */
    static int count(Position p, int side) {
        var g = p.geometry;
        int rank = side == Side.WHITE ? g.ranks - 1 : 0;
        int n = 0;
        for (int f = 0; f < g.files; f++) if (isLatent(p, g.square(f, rank), side)) n++;
        return n;
    }

    /** Is the unit on {@code sq} a pawn of {@code side} (on its last rank, as the caller knows)? */
    static boolean isLatent(Position p, int sq, int side) {
        int unit = p.at(sq);
        return unit != Piece.EMPTY && !p.table.isNeutral(unit) && Piece.side(unit) == side && p.table.isPawn(unit)
                && p.geometry.rank(sq) == (side == Side.WHITE ? p.geometry.ranks - 1 : 0);
    }

    /** How many units of {@code side} with this orthodox walk are on the board. */
    static int countWalk(Position p, int side, int walk) {
        int n = 0;
        for (int i = 0, c = p.pieceCount(side); i < c; i++) if (p.table.walk(p.at(p.pieceSquare(side, i))) == walk) n++;
        return n;
    }

    /** Is an officer of {@code side} missing from the board (more of its kind in the box)? */
    static boolean officerMissing(Position p, int side) {
        for (int walk : OFFICERS) if (countWalk(p, side, walk) < SingleBoxType1.BOX[walk]) return true;
        return false;
    }

    /** Does {@code side} keep a latent pawn while an officer is missing (which it must promote to)? */
    static boolean illegal(Position p, int side) {
        return count(p, side) > 0 && officerMissing(p, side);
    }

    /** The piece type of {@code side}'s promotions with this orthodox walk, or 0. */
    static int officerType(Position p, int side, int walk) {
        for (int t : p.promotionTypes(side)) if (p.table.walk(Piece.of(t, side)) == walk) return t;
        return 0;
    }
}
