package feerie.stipulation;

import java.util.Objects;

/**
 * A Popeye stipulation as data: {@code [n->][exact-]<play type>[(goal)]<goal><moves>[.5]}.
 *
 * <p>Length representation: {@link #moves()} is the whole number written and {@link #plusHalf()}
 * tells whether ".5" followed, exactly as Popeye writes it ("h#2.5" is moves 2, plusHalf true).
 * The meaning of the number depends on the play type (full moves of both sides for help play,
 * moves of one side in series play); {@link #helpHalfMoves()} converts help-play lengths.
 *
 * <p>A structured stipulation ({@code sstipulation}) is kept unparsed: {@link #isStructured()} is
 * true, {@link #toString()} gives its text, and the other accessors are meaningless (null/0).
 *
 * <p>{@link #toString()} gives Popeye's canonical text ("h#2.5", "ser-h=11", "3->ser-#4").
 * A stipulation without a prefix and with a proof-game goal ("dia8.5", "a=>b2") is a proof game.
 */
public final class Stipulation {
    /**
     * The most moves a stipulation may ask for (introductory moves included): a longer one is an
     * input error. Popeye's own limit is about 500 moves (1002 half-moves); beyond 1000 Féerie's
     * position stack (4096 half-moves) could overflow, and no search would finish anyway.
     */
    public static final int MAX_MOVES = 1000;

    private final boolean structured;
    private final String structuredText;
    private final int introMoves;
    private final boolean exact;
    private final PlayType playType;
    private final Goal reciprocalGoal;
    private final Goal goal;
    private final int moves;
    private final boolean plusHalf;

    public Stipulation(int introMoves, boolean exact, PlayType playType, Goal reciprocalGoal, Goal goal,
                       int moves, boolean plusHalf) {
        if (reciprocalGoal != null && playType.basic() != PlayType.RECIPROCAL_HELP) {
            throw new IllegalArgumentException("second goal only for reci-h");
        }
        this.structured = false;
        this.structuredText = null;
        this.introMoves = introMoves;
        this.exact = exact;
        this.playType = Objects.requireNonNull(playType);
        this.reciprocalGoal = reciprocalGoal;
        this.goal = Objects.requireNonNull(goal);
        this.moves = moves;
        this.plusHalf = plusHalf;
    }

    private Stipulation(String structuredText) {
        this.structured = true;
        this.structuredText = structuredText;
        this.introMoves = 0;
        this.exact = false;
        this.playType = null;
        this.reciprocalGoal = null;
        this.goal = null;
        this.moves = 0;
        this.plusHalf = false;
    }

    /** Parses a (non-structured) stipulation such as "h#2.5"; case and blanks are ignored. */
    public static Stipulation parse(String text) {
        return StipulationParser.parse(text);
    }

    /** A structured stipulation, kept as text (e.g. "white 3a[#]d"); not supported otherwise. */
    public static Stipulation structured(String text) {
        return new Stipulation(text);
    }

    public boolean isStructured() {
        return structured;
    }

    /** Number n of introductory series moves "n->", 0 if absent. */
    public int introMoves() {
        return introMoves;
    }

    /** "exact-" was given: no shorter solutions. */
    public boolean isExact() {
        return exact;
    }

    public PlayType playType() {
        return playType;
    }

    /** The main goal (for "reci-h(=)#3" the "#"). */
    public Goal goal() {
        return goal;
    }

    /** Goal in parentheses of a reciprocal help ("reci-h(=)#3" gives "="), null if not written. */
    public Goal reciprocalGoal() {
        return reciprocalGoal;
    }

    /** Number written in the stipulation (whole part). */
    public int moves() {
        return moves;
    }

    /** ".5" was written after the number. */
    public boolean plusHalf() {
        return plusHalf;
    }

    /** Half-moves of a help play: 2 * moves, plus one for ".5" ("h#2.5" gives 5). */
    public int helpHalfMoves() {
        return 2 * moves + (plusHalf ? 1 : 0);
    }

    public boolean isProofGame() {
        return !structured && (goal.type() == GoalType.PROOF_GAME || goal.type() == GoalType.A_TO_B);
    }

    @Override
    public String toString() {
        if (structured) {
            return structuredText;
        }
        StringBuilder sb = new StringBuilder();
        if (introMoves > 0) {
            sb.append(introMoves).append("->");
        }
        if (exact) {
            sb.append("exact-");
        }
        sb.append(playType.prefix());
        if (reciprocalGoal != null) {
            sb.append('(').append(reciprocalGoal).append(')');
        }
        sb.append(goal).append(moves);
        if (plusHalf) {
            sb.append(".5");
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Stipulation s && s.toString().equals(toString()) && s.structured == structured;
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
