package feerie.solve;

/**
 * A move as the solution tree keeps it, independent of language: the moving piece's English
 * Popeye code ("" for a pawn), squares by name, what it captured, promoted to, and the suffix
 * (" +", " #", " =", ...) that followed it. Pieces with attributes ({@link feerie.piece.Attributes})
 * carry their masks; a chameleon's change of type is written as a promotion; a hurdle whose colour
 * the move changed is named with its new colour (true: white).
 */
public record PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                         int castling, boolean enPassant, String suffix,
                         int attributes, int promotionAttributes, String recolourSquare, boolean recolourWhite) {
    public static final int KINGSIDE = 1;
    public static final int QUEENSIDE = 2;

    public PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                      int castling, boolean enPassant, String suffix) {
        this(piece, from, to, capture, promotion, castling, enPassant, suffix, 0, 0, null, false);
    }

    public PlayedMove withSuffix(String newSuffix) {
        return new PlayedMove(piece, from, to, capture, promotion, castling, enPassant, newSuffix,
                attributes, promotionAttributes, recolourSquare, recolourWhite);
    }
}
