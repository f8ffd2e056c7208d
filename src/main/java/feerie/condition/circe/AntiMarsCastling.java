package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.MoveGenerator;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * AntiMarsCirce's castlings (Popeye 4.104, EXAMPLES-antimars-03): a castling is a move without
 * capture, so a king off its rebirth square castles from there, with the right to castle as a
 * king reborn there ({@code [wKg1->e1]0-0}); and a king castles also with a rook reborn on its
 * game-array corner, which takes the right to castle there ({@code [bKf6->e8][bRh5->a8]0-0-0}).
 *
 * <p>The castling is written from the king's rebirth square; its choice bits tell what is reborn
 * first: bit 0 the king, bits 1-3 the ordinal (from 1, squares counted upwards) of the rook among
 * those whose corner is empty. {@link #rebirthsFirst} brings them there before the castling is made.
 */
final class AntiMarsCastling {
    private AntiMarsCastling() {}

    private static final int KING_REBORN = 1;
    private static final int MAX_ROOKS = 7;

    /** The castlings of the king of {@code side} standing on its rebirth square {@code r} (shifted there) with the right to castle. */
    static int fromRebirthSquare(Position p, int side, int r, int[] out, int n) {
        boolean had = p.unmoved(r);
        p.setUnmoved(r, true);
        int end = MoveGenerator.castlingsOf(p, side, out, n);
        for (int i = n; i < end; i++) out[i] = Move.withChoice(out[i], KING_REBORN);
        end = withRebornRooks(p, side, KING_REBORN, out, end);
        p.setUnmoved(r, had);
        return end;
    }

    /** The castlings with each rook of {@code side} reborn on its empty corner (the king where it castles from). */
    static int withRebornRooks(Position p, int side, int kingBit, int[] out, int n) {
        int rook = p.table.castlingRook();
        if (rook == 0) return n;
        int ordinal = 0;
        for (int sq = 0; sq < p.geometry.size && ordinal < MAX_ROOKS; sq++) {
            int corner = rebornRookCorner(p, sq, side, rook);
            if (corner < 0) continue;
            ordinal++;
            boolean had = p.unmoved(corner);
            p.shiftUnrecorded(sq, corner);
            p.setUnmoved(corner, true);
            int end = MoveGenerator.castlingsOf(p, side, out, n);
            for (int i = n; i < end; i++)
                if (Move.castlingRook(out[i]) == corner) out[n++] = Move.withChoice(out[i], kingBit | ordinal << 1);
            p.setUnmoved(corner, had);
            p.shiftUnrecorded(corner, sq);
        }
        return n;
    }

    /** The empty game-array corner a rook of {@code side} on {@code sq} is reborn on, or -1. */
    private static int rebornRookCorner(Position p, int sq, int side, int rook) {
        int piece = p.at(sq);
        if (piece != Piece.of(rook, side)) return -1;
        int corner = RebirthSquare.regular(p.geometry, PieceTable.ROOK, sq, side);
        return corner != sq && p.at(corner) == Piece.EMPTY ? corner : -1;
    }

    /** Before an AntiMarsCirce castling: the king, then the rook, go to the squares the castling starts from. */
    static void rebirthsFirst(Position p, int move) {
        int choice = Move.choice(move);
        if (Move.kind(move) != Move.CASTLING || choice == 0) return;
        int side = p.sideToMove();
        // the king first: the rooks' corners were found with it on its rebirth square
        if ((choice & KING_REBORN) != 0) {
            int king = p.king(side);
            if (king >= 0 && king != Move.from(move)) p.effectMove(king, Move.from(move), Effects.Style.MOVE_PREFIX);
        }
        int rookSquare = -1;
        if (choice >> 1 != 0) {
            int rook = p.table.castlingRook(), ordinal = 0;
            for (int sq = 0; sq < p.geometry.size; sq++)
                if (rebornRookCorner(p, sq, side, rook) >= 0 && ++ordinal == choice >> 1) { rookSquare = sq; break; }
        }
        if (rookSquare >= 0) p.effectMove(rookSquare, Move.castlingRook(move), Effects.Style.MOVE_PREFIX);
    }
}
