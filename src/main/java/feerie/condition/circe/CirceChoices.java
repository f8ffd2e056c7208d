package feerie.condition.circe;

import java.util.Set;

/**
 * The choices of one member of the Circe family, set by {@link CirceConditions} from the
 * condition lines and read once by {@link Circe}'s constructor.
 */
final class CirceChoices {
    String name;
    Circe.Reborn reborn = Circe.Reborn.CAPTURED;
    RebirthSquare where = RebirthSquare.REGULAR;
    boolean mirror;
    boolean rexInclusive;
    boolean cheylan;
    /** Parrain: the unit captured by the last move is reborn now, the current move's vector away. */
    boolean lastMove;
    Circe.Occupied occupied = Circe.Occupied.RELAXED;
    /** Super: the capturing side chooses the rebirth square among the empty ones. */
    boolean superSquares;
    /** Diagram: the unit is reborn on its square of the diagram. */
    boolean diagram;
    /** Couscous: the rebirth square is the other unit's. */
    boolean couscous;
    /** WaitCapture: the captured unit is reborn at the next capture. */
    boolean waitCapture;
    /** Take&Make: the captured unit is reborn by a move of its own from the capture square. */
    boolean takeMake;
    /** Cage: the capturing side chooses a square where the reborn unit has no move without capture. */
    boolean cage;
    Circe.Adapt adapt = Circe.Adapt.NONE;
    /** With Adapt.WALK: which walk the unit is reborn with. */
    RebornWalk walk;
    /** April: the catalogue ids of the walks that are reborn (null: all). */
    Set<String> april;
    /** Frischauf: a promoted unit is reborn on its promotion rank ({@link Frischauf}). */
    boolean frischauf;
    /** MagicSquares Type2's squares (AntiCirce's capturer changes colour there before its rebirth), or null. */
    boolean[] magicType2;
}
