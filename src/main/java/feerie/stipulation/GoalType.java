package feerie.stipulation;

/**
 * Goals of Popeye stipulations. The declaration order is the order in which Popeye matches goal
 * symbols, so that e.g. "##!" is tried before "##" and "#".
 */
public enum GoalType {
    COUNTER_MATE("##!"),
    DOUBLE_MATE("##"),
    MATE_OR_STALEMATE("#="),
    MATE("#"),
    DOUBLE_STALEMATE("=="),
    AUTO_STALEMATE("!="),
    STALEMATE("="),
    /** a unit reaches the square given after "z" */
    TARGET("z"),
    CHECK("+"),
    CAPTURE("x"),
    /** Steingewinn: net material gain */
    WIN_PIECE("%"),
    EN_PASSANT("ep"),
    CIRCUIT_BY_REBIRTH("ctr"),
    CIRCUIT("ct"),
    EXCHANGE_BY_REBIRTH("<>r"),
    EXCHANGE("<>"),
    CASTLING("00"),
    ANY("~"),
    PROOF_GAME("dia"),
    A_TO_B("a=>b"),
    CHESS81("c81"),
    /** kiss goal, followed by a square like the target goal */
    KISS("k"),
    AUTO_MATE("!#"),
    /**
     * Féerie's own: the side to move is not mated, the structured "[!#]" ("weiss 3:3a[!#]d",
     * BEISPIEL-sford-13); its symbol is none that can be typed.
     */
    NOT_MATE("\u00ac#"),
    /**
     * Féerie's own: the side to move, not in check, has moves and each gives check, the structured
     * "[/1d[+]a{!+}]" (capture zugzwang, EXAMPLES-capzug-05); its symbol is none that can be typed.
     */
    CHECK_ZUGZWANG("\u00ac+"),
    /** Féerie's own: Racing Kings, the king reaches the last rank and the race is won (no draw) */
    RACE("race"),
    /** Féerie's own: the game is won by the rule set's rules (Courier: mate or stalemate) */
    WIN("win");

    private final String symbol;

    GoalType(String symbol) {
        this.symbol = symbol;
    }

    /** Symbol as written in a stipulation (lower case). */
    public String symbol() {
        return symbol;
    }

    /** True if the symbol is followed by a square ("zf5", "kc5"). */
    public boolean takesSquare() {
        return this == TARGET || this == KISS;
    }
}
