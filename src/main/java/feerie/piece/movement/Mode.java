package feerie.piece.movement;

/** Whether a movement component may move to an empty square, capture, or both. */
public enum Mode {
    MOVE_AND_CAPTURE(true, true), MOVE_ONLY(true, false), CAPTURE_ONLY(false, true);

    public final boolean moves;
    public final boolean captures;

    Mode(boolean moves, boolean captures) {
        this.moves = moves;
        this.captures = captures;
    }
}
