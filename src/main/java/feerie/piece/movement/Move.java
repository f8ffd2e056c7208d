package feerie.piece.movement;

/**
 * A move packed in an int, so generation allocates nothing:
 * bits 0-7 from square, 8-15 to square, 16-23 the promotion piece type (or, for castling,
 * the rook's square), 24-27 the kind.
 */
public final class Move {
    public static final int NORMAL = 0;
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    public static final int PROMOTION = 3;
    public static final int CASTLING = 4;
    /** A null move ("pass"), used by solvers that need one; from = to = 0. */
    public static final int NULL = 5 << 24;

    private Move() {}

    public static int of(int from, int to) { return from | to << 8; }

    public static int of(int from, int to, int kind) { return from | to << 8 | kind << 24; }

    public static int promotion(int from, int to, int type) {
        return from | to << 8 | type << 16 | PROMOTION << 24;
    }

    public static int castling(int kingFrom, int kingTo, int rookFrom) {
        return kingFrom | kingTo << 8 | rookFrom << 16 | CASTLING << 24;
    }

    public static int from(int move) { return move & 0xff; }

    public static int to(int move) { return move >>> 8 & 0xff; }

    public static int kind(int move) { return move >>> 24 & 0xf; }

    /** The piece type a pawn promotes to, or 0. */
    public static int promotion(int move) { return kind(move) == PROMOTION ? move >>> 16 & 0xff : 0; }

    public static int castlingRook(int move) { return move >>> 16 & 0xff; }
}
