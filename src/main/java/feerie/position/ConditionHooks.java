package feerie.position;

/**
 * What the position asks of the fairy conditions in force (implemented by
 * {@code feerie.condition.ConditionSet}; the position knows no condition). Each call is made only
 * when conditions are set, so orthodox play pays a null test.
 */
public interface ConditionHooks {
    /**
     * Hook "after the move": called by {@link Position#make} once the move itself is played, the
     * mover still to move; effects go through {@code Position.effect*} so that unmake, the hash and
     * the notation see them.
     */
    void afterMove(Position p, int move);

    /** Does some condition act before the move ({@link #beforeMove})? */
    default boolean actBeforeMove() { return false; }

    /**
     * Hook "before the move": called by {@link Position#make} before the move is played; effects
     * go through {@code Position.effect*} and are taken back after the move itself.
     */
    default void beforeMove(Position p, int move) {}

    /**
     * Hook "generation": adjusts the moves the piece on {@code from} (of {@code side}) generated
     * into {@code out[start..end)}: drops, rewrites or appends; returns the new end.
     */
    int pieceMoves(Position p, int from, int side, int[] out, int start, int end);

    /**
     * Hook "castling": the castlings of the side to move, generated apart from the units' moves,
     * are in {@code out[start..end)}: drops, rewrites or appends; returns the new end.
     */
    default int castlingMoves(Position p, int[] out, int start, int end) { return end; }

    /**
     * Hook "generation": whose units the side to move moves: bit 1 its own, bit 2 the
     * opponent's (HalfInChess, AllInChess).
     */
    default int unitsMoved() { return 1; }

    /**
     * Do the conditions leave the board's changes and attacks as they are without them: no effect,
     * no change of observation or check, each side moving its own units from their own squares,
     * the conditions judging only which moves may be played (BlackChecks, the mummers)? Then the
     * position's answers made for play without conditions ({@link Position#kingAttackedAfterMove})
     * hold.
     */
    default boolean movesAsPlain() { return false; }

    /** Does some condition change what observes (so that {@link #attacked} replaces the plain test)? */
    boolean observation();

    /** Hook "observation": is {@code target} observed (attacked, checked) by {@code by}? */
    boolean attacked(Position p, int target, int by);

    /** Does some condition redefine check (so that {@link #inCheck} replaces the plain test)? */
    boolean redefinesCheck();

    /** Hook "check": is {@code side} in check, as the condition that redefines check says? */
    boolean inCheck(Position p, int side);

    /** Does some condition judge a found line's check signs in its state at the line's end? */
    default boolean checkSignAtLineEnd() { return false; }
}
