package feerie.piece.movement;

/**
 * A move packed in an int, so generation allocates nothing:
 * bits 0-7 from square, 8-15 to square, 16-23 the promotion piece type (or, for castling,
 * the rook's square), 24-27 the kind, 28-31 a condition's choice (0: none), for conditions whose
 * move has variants the from- and to-squares do not tell apart (a rebirth promoting to one of
 * several pieces, a rebirth square chosen by the mover): the condition's generation hook writes
 * the variants, its after-move hook reads the choice.
 */
public final class Move {
    public static final int NORMAL = 0;
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    public static final int PROMOTION = 3;
    public static final int CASTLING = 4;
    /**
     * A capture whose victim stands elsewhere than the arrival square (Take&Make: the capturer
     * takes, then moves on): the victim's square in bits 16-23; a pawn ending on its promotion
     * rank promotes to the type its choice (bits 28-31) numbers, 1 for the first of the side's
     * promotion types. Written {@code Sh3*g5-g6}.
     */
    public static final int DISPLACED_CAPTURE = 6;
    /**
     * Two units of different sides exchange their squares (MessignyChess): nothing is captured.
     * Written {@code Sg8<->Sb3}.
     */
    public static final int EXCHANGE = 7;
    /** A null move ("pass"), used by solvers that need one; from = to = 0. */
    public static final int NULL = 5 << 24;

    /**
     * A move of no unit that a condition gives a side (RoleExchange): a null move that carries the
     * condition's mark ({@code 1} to {@code CHOICES - 1}) in the choice bits, so that the
     * condition's after-move hook knows it. Not {@link #NULL}: the solvers' passes stay apart.
     */
    public static int conditionPass(int mark) { return withChoice(NULL, mark); }

    /** Is this move a pass: {@link #NULL} or a condition's {@link #conditionPass}? No unit moves. */
    public static boolean isPass(int move) { return kind(move) == 5; }

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

    /** The kind (bits 24-26; bit 27 is left to a condition's choice, Super Circe's chosen square on a promotion). */
    public static int kind(int move) { return move >>> 24 & 0x7; }

    /**
     * The piece type a pawn promotes to, or 0. A problem has fewer than 64 piece types, so a
     * promotion leaves bits 22-23 to a condition as well (Super Circe's chosen square).
     */
    public static int promotion(int move) { return kind(move) == PROMOTION ? move >>> 16 & 0x3f : 0; }

    public static int castlingRook(int move) { return move >>> 16 & 0xff; }

    /** A capture of the unit on {@code victim} by the unit on {@code from}, which ends on {@code to}. */
    public static int displacedCapture(int from, int victim, int to) {
        return from | to << 8 | victim << 16 | DISPLACED_CAPTURE << 24;
    }

    /** The victim's square of a {@link #DISPLACED_CAPTURE}. */
    public static int victim(int move) { return move >>> 16 & 0xff; }

    /** The number of choices a move can carry (1 to {@code CHOICES - 1}; 0 is none). */
    public static final int CHOICES = 16;

    /** A condition's choice for this move (0: none). */
    public static int choice(int move) { return move >>> 28; }

    /** The move with a condition's choice (1 to 15). */
    public static int withChoice(int move, int choice) { return move & 0x0fffffff | choice << 28; }
}
