package feerie.condition;

import feerie.position.Position;

/**
 * A fairy condition: one small class that takes part in a move's life at the hook points below,
 * called in this order (docs/conditions.md draws them). Every hook has a neutral default, so a
 * condition implements only what it changes; several conditions at one hook are asked in the
 * order the problem lists them. The solver knows no condition by name: it asks
 * {@link ConditionSet} (through {@link feerie.position.Position} and {@link ConditionRules}).
 *
 * <ol>
 * <li>{@link #pieceMoves generation}: which moves a piece may make;</li>
 * <li>{@link #observes observation}: whether a piece observes (checks, attacks) a square (the
 *     observation hooks are in {@link ObservationHooks});</li>
 * <li>{@link #inCheck check}: what "in check" means, when the condition redefines it (SAT);</li>
 * <li>{@link #afterMove after the move}: its effects (rebirth, transformation, removal), through
 *     the position's effect journal ({@code Position.effectAdd} ...);</li>
 * <li>{@link #legalAfter legality}: whether the position after the move may stand;</li>
 * <li>{@link #selectLegal selection}: which of the legal moves may be played (Maximummer).</li>
 * </ol>
 *
 * A condition keeps no state of its own beyond its parameters: it is shared by the threads, and
 * what it must remember lives in the position (its board and journal).
 */
public interface Condition extends ConditionSetUp, ObservationHooks {
    /** The name Popeye's output gives it under the diagram ("Circe", "AntiCirce Cheylan"). */
    String name();

    /** Set-up: puts on a freshly read position what the condition keeps there (BGL's balances). */
    default void prepare(Position p) {}

    /**
     * Set-up: adds to {@code types} (the piece types of the problem, as the position's table will
     * hold them) the types the condition may create during play (GhostChess: an Uncapturable
     * ghost of each type). Called once, before the position is built.
     */
    default void addTypes(java.util.List<feerie.piece.PieceType> types) {}

    /**
     * Set-up: the standard walks this condition replaces, orthodox type id to the id of the type
     * that takes its place (MarineChess: queen to siren), for Circe's rebirth squares and castling.
     */
    default java.util.Map<String, String> standardWalks() { return java.util.Map.of(); }

    /**
     * Set-up of a proof game (dia): the walks the units of the initial game array have under this
     * condition instead of the orthodox ones, as in Popeye's start position; by default
     * {@link #standardWalks}.
     */
    default java.util.Map<String, String> gameArrayWalks() { return standardWalks(); }

    /**
     * Set-up: what a pawn on its own first rank does under this condition. Popeye's pawn stands
     * still there; EinsteinChess, Wormholes and some Circe variants let it move or observe.
     */
    default feerie.piece.movement.PawnComponent.FirstRank pawnsOnFirstRank() {
        return feerie.piece.movement.PawnComponent.FirstRank.STILL;
    }

    /**
     * Generation: adjusts the moves of the piece on {@code from} (of {@code side}) in
     * {@code out[start..end)}: drops, rewrites or appends (within {@code out}); returns the new end.
     * Also used for the moves a piece could make when observation is asked.
     */
    default int pieceMoves(Position p, int from, int side, int[] out, int start, int end) { return end; }

    /**
     * Generation of castling, which is generated apart from the units' moves: the side to move's
     * castlings are in {@code out[start..end)}; drop, rewrite or append, return the new end
     * (Wormholes: the king goes on through the wormhole it lands on).
     */
    default int castlingMoves(Position p, int[] out, int start, int end) { return end; }

    /**
     * Play: moves of no unit this condition gives the side to move (RoleExchange: White exchanges
     * the roles), {@link feerie.piece.movement.Move#conditionPass passes} appended to {@code out}
     * from {@code n}; returns the new end. They are played and tested for legality like moves, but
     * the mate and stalemate tests do not count them, as in Popeye (its immobility tests do not
     * generate them).
     */
    default int passMoves(Position p, int[] out, int n) { return n; }

    /** Does {@link #passMoves} ever add a move? */
    default boolean addsPasses() { return false; }

    /**
     * Are this condition's passes played only when the side has no legal move of a unit (BlackChecks:
     * Popeye measures its null move below every move, as a mummer does)? Such a condition must
     * say {@link #selects}, so that the solvers take their moves from the legal ones.
     */
    default boolean passesLast() { return false; }

    /**
     * The English name of the condition Popeye writes for one of this condition's passes
     * ({@code 1. Rollentausch}), or null when {@code move} is not one of them.
     */
    default String passName(int move) { return null; }

    /** {@link #unitsMoved}: the side to move moves its own units. */
    int OWN_UNITS = 1;
    /** {@link #unitsMoved}: the side to move moves the opponent's units. */
    int OPPONENT_UNITS = 2;

    /**
     * Generation: whose units the side to move moves, {@link #OWN_UNITS} and/or
     * {@link #OPPONENT_UNITS} (HalfInChess: only the opponent's; AllInChess: both). A unit moves
     * by its own colour's movement (a pawn the way its colour goes) and may capture the mover's
     * units; the mover's king must still be safe afterwards.
     */
    default int unitsMoved() { return OWN_UNITS; }

    /** Does this condition make some moves depart from another square than the unit's (MarsCirce)? */
    default boolean relocatesMoves() { return false; }

    /**
     * With {@link #relocatesMoves}: the square the generated {@code move} really departs from
     * (MarsCirce: a capture from the rebirth square), asked before it is made.
     */
    default int departure(Position p, int move) { return feerie.piece.movement.Move.from(move); }

    /**
     * Does Popeye judge the check sign of each move of a found line with this condition's state
     * at the line's end? It writes a line once the whole line is played, taking the moves back
     * and playing them again for the signs, and keeps what the condition booked at the end
     * (FuddledMen: the units each side moved last in the line). The position then offers the
     * line's end ({@code Position.lineEnd}) while {@code judgingCheckSign} is set.
     */
    default boolean checkSignAtLineEnd() { return false; }

    /**
     * Does this condition say what "check" is (SAT: a king with a flight is in check)? Then
     * {@link #inCheck} answers for the position, the solvers and the goals; at most one condition
     * of a problem answers ({@link #checkPrecedence}).
     */
    default boolean redefinesCheck() { return false; }

    /**
     * When several conditions redefine check, the one with the highest precedence answers (as in
     * Popeye, where StrictSAT's check replaces SAT's when a problem names both: "SAT Strict").
     */
    default int checkPrecedence() { return 0; }

    /**
     * Check as this condition defines it; {@code Position.kingAttacked} is the plain meaning (the
     * royal piece observed, through the observation hooks).
     */
    default boolean inCheck(Position p, int side) { return p.kingAttacked(side); }

    /**
     * Does this condition say which checks are mate (MAFF: the king has exactly one flight)? Then
     * {@link #escapesMate} answers for the goal {@code #} and the {@code #} mark; at most one
     * condition of a problem may.
     */
    default boolean redefinesMate() { return false; }

    /**
     * With {@link #redefinesMate}: has the side to move, in check, a way out of mate as this
     * condition counts them? {@code legality}: the conditions that judge moves in the mate test.
     */
    default boolean escapesMate(Position p, ConditionSet legality) { return legality.hasLegalMove(p); }

    /**
     * Does this condition count as stalemate some positions other than a side not in check without
     * a legal move ({@link #stalematedOtherwise})?
     */
    default boolean redefinesStalemate() { return false; }

    /**
     * With {@link #redefinesStalemate}: is the side to move stalemated in this condition's own way,
     * whether in check or not (Paralysing pieces: it could move only paralysed units)?
     */
    default boolean stalematedOtherwise(Position p) { return false; }

    /**
     * Does this condition add ways of attacking a square besides the pieces' captures onto it
     * ({@link #attackedOtherwise})? They are asked after the plain or validated observation.
     */
    default boolean addsAttacks() { return false; }

    /**
     * Observation beyond captures onto the target: is {@code target} attacked by {@code by} in a
     * way of this condition's own (Circe Assassin: a capture elsewhere whose unit would be reborn
     * on it; Danger Circe: a unit's move to its rebirth square)? Asked only when {@link #addsAttacks}.
     */
    default boolean attackedOtherwise(Position p, int target, int by) { return false; }

    /**
     * After the move: its effects, with the move played and the mover still to move
     * ({@code p.lastCaptured()}, {@code p.lastCaptureSquare()}, {@code p.lastMover()} tell what
     * happened).
     */
    default void afterMove(Position p, int move) {}

    /**
     * Before the move: its effects that come first (SingleBox type 3: a latent pawn promoted,
     * which may itself be the unit that moves), the mover to move.
     */
    default void beforeMove(Position p, int move) {}

    /** Does {@link #beforeMove} ever do anything? */
    default boolean actsBeforeMove() { return false; }

    /**
     * Does {@link #afterMove} act after every other condition's, whatever the problem's order
     * (MagicSquares: a unit changes colour where the other effects leave it)?
     */
    default boolean actsAfterOthers() { return false; }

    /**
     * Does {@link #pieceMoves} act after every other condition's, whatever the problem's order
     * (SeriesCapture: it plays the moves the others have shaped to count their continuations)?
     */
    default boolean generatesAfterOthers() { return false; }

    /** Does {@link #afterMove} ever do anything (so that the notation must look for effects)? */
    default boolean hasEffects() { return false; }

    /**
     * When this condition's {@link #afterMove} acts among the conditions with effects: those of a
     * lower stage first, the problem's order within a stage. 0 for most; Sentinelles acts after
     * the rebirths (1), whatever the order the problem lists them in, as in Popeye.
     */
    default int effectStage() { return 0; }

    /**
     * Does Popeye apply this condition's effects after its side changes (MagicSquares), whatever
     * the order Féerie runs them in? Its effects are marked so ({@code Effects.late}): Circe's
     * rebirth of the captured unit, Sentinelles' new pawn, the revolving board.
     */
    default boolean effectsAfterSideChanges() { return false; }

    /**
     * When this condition's {@link #pieceMoves} acts among the conditions: those of a lower stage
     * first, the problem's order within a stage. 0 for most; a condition that judges every move a
     * piece makes, whichever condition made it (Imitator), is 1, so that it sees the moves others
     * add (a super-transmuting king's), as in Popeye, where it tests each generated move.
     */
    default int generationStage() { return 0; }

    /** Legality: may the position after {@code mover}'s move stand (the king's safety aside)? */
    default boolean legalAfter(Position p, int mover) { return true; }

    /**
     * Is {@link #legalAfter} part of the king's safety, which Popeye tests once it has counted the
     * move (option MoveNumbers numbers a move it forbids)? AliceChess's king, in check on the
     * board it left (py 4.104, REGRESSIONS-4_99_to_4_101-03: "Ke1-f2B" numbered).
     */
    default boolean guardsKingOnly() { return false; }

    /**
     * Is {@link #legalAfter} a test most moves fail, no dearer than the king's safety (BlackChecks:
     * the move must check)? Then it is asked first, and the king's safety only of the moves it lets
     * stand. The answer is the same either way.
     */
    default boolean judgesFirst() { return false; }

    /**
     * Selection: of the legal moves {@code out[start..end)} of the side to move, keeps those that
     * may be played (in place); returns the new end. Never leaves none where there was one, unless
     * {@link #selectionMayLeaveNone} says so.
     */
    default int selectLegal(Position p, int[] out, int start, int end) { return end; }

    /**
     * Does {@link #legalAfter} bind when a mate is tested (the mated side's escapes)? Popeye's
     * UltraSchachZwang does not: a king in check may escape without checking.
     */
    default boolean bindsInMateTest() { return true; }

    /**
     * Does {@link #legalAfter} bind when a stalemate is tested? Popeye's BlackChecks does not (nor
     * in the mate test): a Black without a checking move is stalemated only without any move.
     */
    default boolean bindsInStalemateTest() { return true; }

    /**
     * Set-up: may a side have several kings in the diagram (RoyalDynasty: none of them is royal
     * then, which {@link #prepare} sees to)?
     */
    default boolean allowsSeveralKings() { return false; }

    /**
     * Set-up: is this condition the royal of {@code side} (a royal square), so that a king or a
     * royal unit of that side in the diagram is one royal too many (Popeye: "only one king
     * allowed", problem ignored)?
     */
    default boolean isRoyalOf(int side) { return false; }

    /**
     * The form this condition takes when a mate is tested (the mated side's escapes): itself, none
     * ({@link #bindsInMateTest} false), or another (Popeye's Ultra mummers: only the escapes of the
     * side's best measure among all its moves, legal or not, count).
     */
    default Condition mateTestForm() { return bindsInMateTest() ? this : null; }

    /**
     * Set-up: the walks the chameleon units go through (ChameleonSequence), by catalogue id: the
     * walk each becomes after a move; null to leave the usual cycle knight, bishop, rook, queen.
     */
    default java.util.Map<String, String> chameleonSequence() { return null; }

    /**
     * Does the square a unit leaves become a hole at once, before any rebirth (HaanerChess), so
     * that no unit is reborn on the square the mover left?
     */
    default boolean leavesHoles() { return false; }

    /**
     * May {@link #selectLegal} leave the side to move no move at all in this position (against the
     * rule that it keeps one)? A super-transmuting king in check with no legal transmuting move.
     */
    default boolean selectionMayLeaveNone(Position p) { return false; }

    /** Does {@link #selectLegal} ever drop a move (so that the solvers must ask for the selected moves)? */
    default boolean selects() { return false; }

    /**
     * May {@link #selectLegal} drop a move of the side to move in {@code p} (asked only of a
     * condition that {@link #selects})? A selection of one side's moves (WhiteMaximummer,
     * BlackFollowMyLeader ...) leaves the other side's alone: its moves are then tried one by one
     * and their legality asked of each as needed, not all found legal first.
     */
    default boolean selectsNow(Position p) { return true; }
}
