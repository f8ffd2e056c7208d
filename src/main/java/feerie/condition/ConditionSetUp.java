package feerie.condition;

import feerie.position.Position;

/**
 * What a condition says about the problem as a whole rather than about a move: which other
 * elements Popeye plays it with or refuses it with (and so Féerie, which then solves nothing as
 * Popeye does, or calls the problem unsupported), whether Popeye's intelligent mode and its
 * generator of mating moves apply under it, and what it lets a proof game do beyond orthodox
 * moves. Asked once per problem, never during the search. Every condition is one
 * ({@link Condition} extends it); every answer has a neutral default.
 */
public interface ConditionSetUp {
    /**
     * Set-up: does Féerie play this condition together with {@code other}? No for a combination
     * whose rules it does not know yet (the problem is then unsupported).
     */
    default boolean combinesWith(Condition other) { return true; }

    /**
     * Does Popeye's intelligent mode know this condition? With the option Intelligent and any
     * condition it does not know, Popeye says so and solves nothing, whatever the stipulation
     * (py 4.104: Circe h#1, s#1, #2; its list: mummers, must-capture, no-capture, ultra-Schachzwang,
     * edge movers, grid, holes, follow-my-leader, forced squares, promotion conditions,
     * alphabetic, losing chess, mono- and bichromatic chess).
     */
    default boolean allowsIntelligentMode() { return false; }

    /**
     * Does Popeye refuse the problem when a unit of a fairy walk may appear (SingleBox type 1:
     * "Fairy pieces not allowed in Single box", "problem ignored", nothing solved)?
     */
    default boolean refusesFairyWalks() { return false; }

    /**
     * Does Popeye refuse this position under the condition, writing why on its error stream and
     * solving nothing (Leofamily with an orthodox queen, rook, bishop or knight)?
     */
    default boolean refusesPosition(Position p) { return false; }

    /**
     * May the diagram leave the side not to move in check, where Popeye otherwise refuses it ("the
     * side to play can capture the king")? LeseMajeste: its kings are never captured.
     */
    default boolean allowsDiagramCheck() { return false; }

    /**
     * Is a side's check the attack on the other side's king (VogtlaenderChess)? Popeye's diagram
     * test then needs that king, not the checked side's: Black without a king is still in check
     * when the white king is attacked.
     */
    default boolean checkIsOnTheOpponentsKing() { return false; }

    /**
     * Does Popeye keep its optimised generator of mating moves for the final move of a mate or
     * check under this condition (its order of the final moves then applies)? Not known for most
     * conditions, which say no.
     */
    default boolean keepsMatingGenerator() { return false; }

    /**
     * Is this one of the paralysis conditions (Isardam, Madrasi, EiffelChess, PartialParalysis), of
     * which Popeye plays one at most: with two it says "Isardam and Madrasi/Eiffel not allowed",
     * "problem ignored", and solves nothing (py 4.104)?
     */
    default boolean isParalysisRule() { return false; }

    /**
     * Does Popeye refuse this condition together with {@code other}, saying so on its error stream
     * ("anticirce incompatible with some fairy conditions", "problem ignored") and solving nothing
     * (py 4.104)?
     */
    default boolean refusedWith(Condition other) { return false; }

    /**
     * Set-up: the family of walk-changing elements this condition belongs to, 0 for none. Popeye
     * refuses two elements of one family together ("Incompatible fairy elements changing piece
     * types", problem ignored, py 4.104): {@link #MOVING_UNIT_WALK} changes the moving unit's walk
     * (TransmutedKings, VaultingKings, Football, Protean), {@link #OTHER_UNIT_WALK} other units'
     * (KobulKings, Snek, Influencer).
     */
    default int walkChangingFamily() { return 0; }

    int MOVING_UNIT_WALK = 1, OTHER_UNIT_WALK = 2;

    /**
     * What this condition lets a game do beyond orthodox moves of one unit (some of which it may
     * forbid), for the reasoning of proof games ({@code feerie.solve.proof.ProofBound}): a set of
     * the {@code FREEDOM_} bits below, 0 when it only forbids moves, {@link #UNDECLARED_FREEDOMS}
     * when it has not said (the reasoning then judges by its hooks, and drops the bound when they
     * may change what a move does). Each bit weakens only the rules it breaks.
     */
    default int proofFreedoms() { return UNDECLARED_FREEDOMS; }

    /** {@link #proofFreedoms}: not declared. */
    int UNDECLARED_FREEDOMS = -1;

    /**
     * {@link #proofFreedoms}: a capturing unit may end its move elsewhere than its walk takes it,
     * possibly promoted (AntiCirce's rebirth, Take&Make, Make&Take), still its side's unit; the
     * captured unit is gone.
     */
    int FREEDOM_CAPTURER_RELOCATES = 1;

    /**
     * {@link #proofFreedoms}: a captured unit may come back on another square, possibly promoted,
     * at once or later (Circe's rebirths; Parrain: after the next move), never more units than
     * were captured; a pawn may stand and move on its first rank.
     */
    int FREEDOM_CAPTURED_RETURNS = 2;

    /** {@link #proofFreedoms}: units of the side not moving may leave the board without capture (LostPieces). */
    int FREEDOM_UNITS_VANISH = 4;

    /** {@link #proofFreedoms}: a king may move with other walks than its own, still one move of it (TransmutedKings). */
    int FREEDOM_KING_WALKS = 8;

    /**
     * {@link #proofFreedoms}: kings are plain units (LosingChess): captured like the others, a
     * side may have several, and a pawn may promote to one.
     */
    int FREEDOM_PLAIN_KINGS = 16;

    /**
     * {@link #proofFreedoms}: a king may castle with a rook of either side at any distance on its
     * rank or file, whenever it is not in check (Rokagogo): the king goes two squares, the rook
     * to the square it passed.
     */
    int FREEDOM_ROOK_CASTLING = 32;

    /**
     * {@link #proofFreedoms}: a capturing unit (not a king) may go over to the other side where it
     * stands (AndernachChess); a pawn then goes the other way. Each capture still takes one unit
     * off one side.
     */
    int FREEDOM_CAPTURER_CHANGES_SIDE = 64;

    /**
     * {@link #proofFreedoms}: each move takes the moving unit (both units of a castling) to the
     * other of two boards, and a unit passes over what stands on the other board (AliceChess;
     * the board is the type's {@link feerie.piece.Attributes#ALICE_B}). A unit still moves with
     * its own walk, one move at a time.
     */
    int FREEDOM_TWO_BOARDS = 128;

    /**
     * The sides (bit {@code 1 << side}) whose choice of move this condition makes by a measure of
     * the moves (Maximummer, MustCapture, FollowMyLeader, the Disters, Duellists, Alphabetic,
     * Synchron movers, ForcedSquares, BlackChecks, a super-transmuting king). Popeye keeps one
     * such measure a side and refuses a second ("maxi-/minimummer/mustcapture/... at the same time
     * for the same side not allowed", solving/machinery/twin.c).
     */
    default int measuresMovesOf() { return 0; }

    /**
     * Does this condition judge the side to move's moves by the move just played (Disparate: the
     * kind of unit the opponent moved)? Then the solvers' fail tables key a position with that
     * move too ({@link feerie.solve.FailKey}).
     */
    default boolean judgesByLastMove() { return false; }
}
