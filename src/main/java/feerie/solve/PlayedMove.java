package feerie.solve;

/**
 * A move as the solution tree keeps it, independent of language: the moving piece's English
 * Popeye code ("" for a pawn), squares by name, what it captured, promoted to, and the suffix
 * (" +", " #", " =", ...) that followed it. Pieces with attributes ({@link feerie.piece.Attributes})
 * carry their masks; a chameleon's change of type is written as a promotion; a hurdle whose colour
 * the move changed is named with its new colour (true: white). A HalfNeutral unit's change of
 * colour after its move: {@link #halfNeutral} (0: none, else {@link #TO_WHITE}, {@link #TO_BLACK},
 * {@link #TO_NEUTRAL}). {@link #effects}: what fairy conditions did after the move (a rebirth).
 * {@link #captureSquare}: where the victim stood when it was not on the arrival square (Take&Make's
 * {@code Sh3*g5-g6}), else null. {@link #exchanged}: for an exchange of squares (Messigny's
 * {@code Sg8<->Sb3}), the English code of the other unit ("p" for a pawn), else null.
 * {@link #side}: who played it ("white" or "black"; null if not known). {@link #mover} and {@link #captured}: the units themselves (type, colour), which the notation
 * leaves partly implicit, for output formats that spell them out (JSON); {@code captured} is null
 * when nothing was taken. Both are derived from the position the move was played in, so they
 * never tell two moves of the same position apart that the other fields do not.
 */
public record PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                         int castling, boolean enPassant, String suffix,
                         int attributes, int promotionAttributes, String recolourSquare, boolean recolourWhite,
                         int halfNeutral, java.util.List<EffectNote> effects, String captureSquare,
                         String exchanged, String side, Unit mover, Unit captured) {
    public static final int KINGSIDE = 1;
    public static final int QUEENSIDE = 2;
    /**
     * In {@code castling}: a condition's move of no unit (RoleExchange), written as the condition's
     * name ({@code piece} holds its English name): {@code 1. Rollentausch}.
     */
    public static final int CONDITION_PASS = 3;
    /** In {@code castling}: a move whose whole text is {@code piece} (a move of total invisibles, "TI~-~"). */
    public static final int RAW = 4;
    public static final int TO_WHITE = 1, TO_BLACK = 2, TO_NEUTRAL = 3;

    /**
     * A unit as a move found it: its colour ("white", "black" or "neutral"), its English Popeye
     * code ("p" for a pawn), its attribute mask, and its square.
     */
    public record Unit(String colour, String piece, int attributes, String square) {}

    public PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                      int castling, boolean enPassant, String suffix,
                      int attributes, int promotionAttributes, String recolourSquare, boolean recolourWhite) {
        this(piece, from, to, capture, promotion, castling, enPassant, suffix, attributes, promotionAttributes,
                recolourSquare, recolourWhite, 0, java.util.List.of(), null, null, null, null, null);
    }

    public PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                      int castling, boolean enPassant, String suffix) {
        this(piece, from, to, capture, promotion, castling, enPassant, suffix, 0, 0, null, false);
    }

    public PlayedMove withSuffix(String newSuffix) {
        return new PlayedMove(piece, from, to, capture, promotion, castling, enPassant, newSuffix,
                attributes, promotionAttributes, recolourSquare, recolourWhite, halfNeutral, effects, captureSquare, exchanged,
                side, mover, captured);
    }
}
