package feerie.piece.movement;

import feerie.geometry.Geometry;

/**
 * What a movement needs to see of a position. The position implements it; movements stay
 * independent of make/unmake and of the rules.
 */
public interface BoardView {
    /** Piece codes by square ({@link feerie.piece.Piece}); the array itself, not a copy: read only. */
    int[] squares();

    Geometry geometry();

    /** The square a pawn may capture en passant on, or -1. */
    int enPassantSquare();

    /** A second square the victim passed (a pawn that moved three squares), or -1. */
    default int enPassantSquare2() { return -1; }

    /** Piece types (table indices) a pawn of this side may promote to. */
    int[] promotionTypes(int side);

    /** The piece types the pawn on {@code from} may promote to (its promotion may keep attributes that merge two choices). */
    default int[] promotionTypes(int side, int from) { return promotionTypes(side); }

    /** Piece types a marine pawn of this side promotes to: the marine pieces instead of the orthodox ones. */
    default int[] marinePromotionTypes(int side) { return promotionTypes(side); }

    /** True while the piece on this square has not moved (pawn double steps, castling, initial leaps). */
    boolean unmoved(int square);

    /** The number of piece types (table indices 1..n) the position knows. */
    int typeCount();

    /** The bound movement of a piece code (type and side), as the table holds it: read only. */
    Component.Bound[] movement(int piece);

    /** How many pieces a side has on the board. */
    int pieceCount(int side);

    /** The square of the i-th piece of a side. */
    int pieceSquare(int side, int i);
}
