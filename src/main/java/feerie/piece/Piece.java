package feerie.piece;

/**
 * A piece on the board as one int: {@code type << 1 | side}, where type is the index of its
 * {@link PieceType} in the position's {@link feerie.position.PieceTable} (from 1). 0 is an empty square.
 */
public final class Piece {
    public static final int EMPTY = 0;

    private Piece() {}

    public static int of(int type, int side) { return type << 1 | side; }

    public static int side(int piece) { return piece & 1; }

    public static int type(int piece) { return piece >>> 1; }
}
