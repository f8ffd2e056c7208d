package feerie.crosscheck;

/**
 * One move as a claim writes it, taken apart but not yet understood: the piece letters (empty for
 * a pawn written without a letter; their meaning depends on the notation, see {@link Alphabet}),
 * the origin as far as it is given (file and rank separately, as short algebraic disambiguates),
 * the target square, the capture sign, castling, the promotion letters and the check or goal sign.
 *
 * @param text       the move as written (for messages)
 * @param line       its line in the claim
 * @param prefix     lower-case attribute prefix of a piece ("n" neutral, "hn", "c"), "" if none
 * @param piece      upper-case piece letters, "" when none were written
 * @param fromFile   origin file letter, or 0
 * @param fromRank   origin rank, or 0
 * @param to         target square name ("e4"), "" for castling
 * @param capture    a capture sign was written
 * @param castling   0, {@link #KINGSIDE} or {@link #QUEENSIDE}
 * @param promotion  upper-case letters of the promotion piece, "" when none
 * @param suffix     the signs after the move: "+", "#", "=" (stalemate), ... ("" when none)
 */
public record ClaimedMove(String text, int line, String prefix, String piece, char fromFile, int fromRank, String to,
                          boolean capture, int castling, String promotion, String suffix) {
    public static final int KINGSIDE = 1, QUEENSIDE = 2;

    public ClaimedMove withSuffix(String more) {
        return new ClaimedMove(text + (text.endsWith(".") ? " " : "") + more, line, prefix, piece, fromFile, fromRank, to, capture, castling, promotion, suffix + more);
    }

    /** The move claims mate ("#", "≠") or stalemate ("="). */
    public boolean claimsGoal() { return suffix.contains("#") || suffix.contains("=") || suffix.contains("\u2260"); }

    @Override
    public String toString() { return text; }
}
