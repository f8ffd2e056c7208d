package feerie.problem;

/** Colour of a unit as written in a piece list. */
public enum Colour {
    WHITE, BLACK, NEUTRAL
}
