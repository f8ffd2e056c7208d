package feerie.condition;

import feerie.position.Position;

/**
 * A condition that gives captured units a rebirth square (Circe and its kin). Other conditions
 * ask it where a unit would be reborn: a Kamikaze capturer, which disappears with its victim, is
 * reborn under Circe as a captured unit would be.
 */
public interface RebirthOfCaptured {
    /** Where {@code piece}, captured on {@code square} by {@code move}, would be reborn; -1: nowhere. */
    int rebirthOfCaptured(Position p, int piece, int square, int move);
}
