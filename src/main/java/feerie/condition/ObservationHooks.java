package feerie.condition;

import feerie.position.Position;

/**
 * The observation hooks of a {@link Condition} (which extends this): whether a unit observes
 * (checks, attacks) a square, from where, by which walk, within which geometry, and what the
 * condition's answers let the fast probes assume. Apart from the move's other hooks because
 * observation is a question of its own, asked by check tests and by the conditions that look at
 * observation (Madrasi, Patrouille), and {@link Observation} answers it from these alone.
 * Every hook has a neutral default.
 */
public interface ObservationHooks {
    /**
     * Does this condition change which pieces observe which squares (by {@link #observes} or by
     * changing captures in {@link Condition#pieceMoves})? Then checks are found by generating captures
     * (slower); otherwise the position's fast reverse probes stay in use.
     */
    default boolean changesObservation() { return false; }

    /**
     * Does this condition change observation only by moving the observer (MarsCirce: a unit
     * observes what it could capture from its rebirth square)? Then {@link #observationSquare}
     * says from where, and observation is found by the pieces' attack tests from there instead
     * of generating their captures (much faster).
     */
    default boolean relocatesObservation() { return false; }

    /**
     * With {@link #relocatesObservation}: the square from which the unit on {@code from} observes
     * for side {@code by} (a neutral unit observes for either side, from that side's square; it is
     * put there, its own square left empty), {@code from} itself, or -1 if it observes nothing.
     */
    default int observationSquare(Position p, int from, int by) { return from; }

    /**
     * Observation's geometry: may a unit of {@code side} go (or observe) from {@code from} to
     * {@code to} at all, as the board's shape says (GridChess's lines, Hole's holes, the
     * EdgeMover's edge)? Unlike {@link #observes} this also holds for the observations the
     * paralysing conditions ask about (Madrasi), as in Popeye. Such a condition must drop the
     * same moves in {@link Condition#pieceMoves}.
     */
    default boolean allowsGeometry(Position p, int from, int to, int side) { return true; }

    /** Does {@link #allowsGeometry} ever say no? */
    default boolean restrictsGeometry() { return false; }

    /**
     * Observation by both sides (Bicolores): is a square observed for a side also when the other
     * side's units observe it (a king is in check from units of either colour)?
     */
    default boolean observationByBothSides() { return false; }

    /**
     * Does this condition give units another walk than their own to move and observe with
     * (AnnanChess: the walk of the unit behind)? Then {@link #observingUnit} says which, and the
     * conditions that ask observation by the movements' geometry (Madrasi, Patrouille, the guards,
     * a transmuting king's checkers) use that walk, as Popeye does.
     */
    default boolean changesWalks() { return false; }

    /** With {@link #changesWalks}: the unit whose walk the unit on {@code from} observes with ({@code unit} itself by default). */
    default int observingUnit(Position p, int from, int unit) { return unit; }

    /**
     * Does a unit also observe as if it stood on other squares (PlusChess: the other empty centre
     * squares; PhantomChess: its empty rebirth square)? Then {@link #alsoObservesFrom} names them,
     * and the conditions that ask observation by the movements (Patrouille's support, Provocation)
     * look from there too, as Popeye's general observation does (REGRESSIONS-4_63_to_4_65-35, -37).
     */
    default boolean observesFromElsewhere() { return false; }

    /**
     * With {@link #observesFromElsewhere}: the {@code k}-th (from 0) other square from which the
     * unit on {@code from} observes for side {@code by}, or -1 when there are no more. The square
     * may be occupied: the caller skips it then.
     */
    default int alsoObservesFrom(Position p, int from, int by, int k) { return -1; }

    /**
     * Observation without generating every move: has the unit on {@code from} (of {@code side}, not
     * neutral) a capture onto {@code target} among its moves under this condition alone (1: yes,
     * 0: no), or -1 when the condition does not say (then its moves are generated)? Asked only
     * where this is the one condition in play; the validators' {@link #observes} are asked after.
     */
    default int capturesOnto(Position p, int from, int target, int side) { return -1; }

    /** Observation: may the piece on {@code from} (of side {@code by}) observe {@code target}? */
    default boolean observes(Position p, int from, int target, int by) { return true; }

    /**
     * Observer validation: may the unit on {@code from} observe for {@code by} at all, whatever
     * the target (Paralysing pieces: not a paralysed or paralysing unit)? Asked, besides
     * {@link #observes}, where observation is otherwise the movements' geometry: of Patrouille's
     * supporters, as Popeye does.
     */
    default boolean observerValid(Position p, int from, int by) { return true; }

    /**
     * Does this condition only take captures and observations away (Madrasi's paralysed units,
     * Hole's blocked lines, CASTChess's counted captures), never add one nor move it to another
     * square? Then a unit whose movement does not reach the target from its own square cannot
     * observe it, and observation generates the moves only of the units whose movement does
     * (the answer is the same, found much more quickly).
     */
    default boolean observesWithinMovement() { return false; }

    /**
     * Does this condition change observation only by vetoing observers in {@link #observes}
     * (Madrasi, AntiCirce's blocked rebirth), never by changing which captures a piece generates?
     * When every observation-changing condition says so, the observers are found by the
     * position's fast reverse probes and only they are validated, instead of generating every
     * capture of the observing side.
     */
    default boolean vetoesObservationOnly() { return false; }
}
