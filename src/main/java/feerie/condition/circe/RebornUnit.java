package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * How a reborn unit appears on its square: a neutral unit in the colour of the moment, a pawn on
 * its promotion rank as the piece the move chose, a king or rook on its game-array square with
 * its castling right back.
 */
public final class RebornUnit {
    private RebornUnit() {}

    /**
     * The unit as it reappears: a neutral unit stays neutral, coloured as neutral units are after
     * this move (Popeye: {@code [+nDd8]}, {@code [+nhnTa1]}); it was reborn as the colour it had
     * when captured.
     */
    static int asReborn(Position p, int piece) {
        return p.table.isNeutral(piece) ? Piece.of(Piece.type(piece), p.sideToMove()) : piece;
    }

    static boolean onPromotionRank(Position p, int pawn, int sq) {
        int rank = p.geometry.rank(sq);
        return rank == (Piece.side(pawn) == Side.WHITE ? p.geometry.ranks - 1 : 0);
    }

    /** A pawn reborn on its promotion rank becomes the piece the move chose. */
    static void promote(Position p, int r, int pawn, int chosen, int side) {
        if (chosen > 0 && p.table.isPawn(pawn) && onPromotionRank(p, Piece.of(Piece.type(pawn), side), r)
                && chosen == 1 && promotesIntoImitator(p)) {
            // the first choice: an imitator ([+bPf1=I], listed first by py 4.104)
            p.effectRemoveQuietly(r);
            p.effectAddImitator(r);
            return;
        }
        int promoted = promotedOn(p, r, pawn, chosen, side);
        if (promoted != pawn) p.effectChange(r, asReborn(p, promoted));
    }

    /**
     * May a pawn reborn on its promotion rank become an imitator, as a pawn promoting by its move
     * may: with imitators on the board and without NoIProm (py 4.104: [+bPf1=I])?
     */
    static boolean promotesIntoImitator(Position p) {
        if (p.imitatorCount() == 0) return false;
        for (var c : feerie.condition.ConditionSet.of(p).conditions()) if (c.name().equals("NoIProm")) return false;
        return true;
    }

    /**
     * The side a captured unit is reborn for, whose promotion rank counts: a neutral unit is
     * reborn for the side that did not capture (py: White's Re1*e5 gives [+nPe1=nS], Re8*e5 [+nPe8];
     * Parrain, Black's a5*b4 then Ba4-d1 gives [+nPe1], REGRESSIONS-4_69_to_4_71-23).
     */
    static int rebornFor(Position p, int unit, int capturer) {
        return p.table.isNeutral(unit) ? Side.opponent(capturer) : Piece.side(unit);
    }

    /**
     * How many pieces the pawn {@code pawn} (of any kind) reborn for {@code side} on its promotion rank
     * may become: one move each ({@link Move#choice}).
     */
    static int promotionChoices(Position p, int pawn, int side) {
        int types = promotionTypes(p, pawn, side).length;
        // and an imitator, the first choice
        if (types > 0 && promotesIntoImitator(p)) types++;
        return Math.min(types, Move.CHOICES - 1);
    }

    /** The pieces a reborn pawn may become: a marine pawn's marine pieces, else the side's list as the pawn carries it (a chameleon's). */
    private static int[] promotionTypes(Position p, int pawn, int side) {
        return p.table.isMarinePawn(pawn) ? p.promotionList(pawn, side) : p.promotionTypesOf(side, pawn);
    }

    /** The unit {@code pawn} reborn on {@code r} becomes: the piece the move chose on its promotion rank, else itself. */
    static int promotedOn(Position p, int r, int pawn, int chosen, int side) {
        if (!p.table.isPromotingPawn(pawn) || !onPromotionRank(p, Piece.of(Piece.type(pawn), side), r)) return pawn;
        int[] types = promotionTypes(p, pawn, side);
        if (types.length == 0) return pawn;
        int choice = Math.max(chosen, 1) - 1;
        // the imitator comes first ({@link #promote})
        if (promotesIntoImitator(p)) choice = Math.max(choice - 1, 0);
        return p.promoted(pawn, types[Math.min(choice, types.length - 1)], Piece.side(pawn));
    }

    /**
     * A king or rook reborn on its game-array square may castle again (as in Popeye, which gives
     * the castling right to whatever king or rook arrives there).
     */
    public static void restoreCastling(Position p, int square, int piece) {
        int walk = p.table.walk(piece);
        if (walk != PieceTable.KING && walk != PieceTable.ROOK) return;
        var g = p.geometry;
        int home = Piece.side(piece) == Side.WHITE ? 0 : g.ranks - 1;
        if (g.rank(square) != home || g.files != 8) return;
        int file = g.file(square);
        if (walk == PieceTable.KING ? file == 4 : file == 0 || file == 7) p.effectUnmoved(square, true);
    }
}
