package feerie.crosscheck;

/** What the claim reader finds in a text, in order: numbers, moves, marks, keywords, twin labels. */
public sealed interface ClaimToken {
    int line();

    /** A move number: "1." (ellipsis false) or "1..." (true: the second side's move). */
    record Number(int n, boolean ellipsis, int line) implements ClaimToken {}

    record MoveToken(ClaimedMove move) implements ClaimToken {
        public int line() { return move.line(); }
    }

    /** "!" (key, refutation) or "?" (try), written after a move. */
    record Mark(String mark, int line) implements ClaimToken {}

    /**
     * A word or sign that shapes a battle-play claim: CLOSE is a closing parenthesis (the end of
     * a threat written "(2.Qd8#)"), SEMICOLON the end of a variation.
     */
    record Keyword(Kind kind, int line) implements ClaimToken {
        public enum Kind { THREAT, BUT, ZUGZWANG, CLOSE, SEMICOLON }
    }

    /** A twin's label at the start of a line: "a)", "b)", "+c)". */
    record TwinLabel(String label, int line) implements ClaimToken {}
}
