package feerie.solve;

import java.util.List;

/**
 * One line of help or series play: the moves in order, and how the first is numbered.
 * {@code firstIsSecondHalf} marks play that starts with the second side's half-move ("1...").
 */
public record Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series) {
    public Line {
        moves = List.copyOf(moves);
    }
}
