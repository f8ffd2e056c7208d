package feerie.piece;

/** The two sides as ints, so the hot path needs no objects: White is 0, Black is 1. */
public final class Side {
    public static final int WHITE = 0;
    public static final int BLACK = 1;

    private Side() {}

    public static int opponent(int side) { return side ^ 1; }

    public static String name(int side) { return side == WHITE ? "white" : "black"; }
}
