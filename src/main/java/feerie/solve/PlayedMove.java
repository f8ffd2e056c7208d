package feerie.solve;

/**
 * A move as the solution tree keeps it, independent of language: the moving piece's English
 * Popeye code ("" for a pawn), squares by name, what it captured, promoted to, and the suffix
 * (" +", " #", " =", ...) that followed it.
 */
public record PlayedMove(String piece, String from, String to, boolean capture, String promotion,
                         int castling, boolean enPassant, String suffix) {
    public static final int KINGSIDE = 1;
    public static final int QUEENSIDE = 2;

    public PlayedMove withSuffix(String newSuffix) {
        return new PlayedMove(piece, from, to, capture, promotion, castling, enPassant, newSuffix);
    }
}
