package feerie.solve;

import java.util.List;

/**
 * One line of help or series play: the moves in order, and how the first is numbered.
 * {@code firstIsSecondHalf} marks play that starts with the second side's half-move ("1...").
 * {@code replies}, when not 0, marks (bit i) the moves of a parry series that the other side
 * plays: its parries of checks and its final move.
 */
public record Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies) {
    public Line {
        moves = List.copyOf(moves);
    }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series) {
        this(moves, firstIsSecondHalf, series, 0);
    }

    /** In a parry series: is move {@code i} the other side's (a parry or the final reply), not numbered? */
    public boolean isReply(int i) { return (replies >>> i & 1) != 0; }
}
