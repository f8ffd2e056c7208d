package feerie.solve;

import java.util.List;

/**
 * One line of help or series play: the moves in order, and how the first is numbered.
 * {@code firstIsSecondHalf} marks play that starts with the second side's half-move ("1...").
 * {@code replies}, when not 0, marks (bit i) the moves of a parry series that the other side
 * plays: its parries of checks and its final move. {@code intro} moves at the start are
 * introductory moves ("n->" stipulations), a series of their own. {@code passFirst} marks the set
 * play of a help play with a half-move (h#n.5): the side that would start passes ("1...  ...  2.").
 * {@code inverted} marks a series under WhiteToPlay, which Popeye numbers as if the other side had
 * played first: "1..." before the first move, the series moves unnumbered, a final move of the
 * other side "2." ("1...Ka8-a7 Ka7-a6   2.Rh2-a2 #").
 */
public record Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies, int intro,
                   boolean passFirst, boolean inverted) {
    public Line {
        moves = List.copyOf(moves);
    }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies, int intro,
                boolean passFirst) {
        this(moves, firstIsSecondHalf, series, replies, intro, passFirst, false);
    }

    /** The same series numbered as Popeye does under WhiteToPlay. */
    public Line asInverted() { return new Line(moves, firstIsSecondHalf, series, replies, intro, passFirst, true); }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies, int intro) {
        this(moves, firstIsSecondHalf, series, replies, intro, false);
    }

    /** The same line after the starting side's pass ("1...  ...  2."). */
    public Line afterPass() { return new Line(moves, false, series, replies, intro, true); }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies) {
        this(moves, firstIsSecondHalf, series, replies, 0);
    }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series) {
        this(moves, firstIsSecondHalf, series, 0, 0);
    }

    /** This line after introductory moves ("n->"): they come first, numbered on their own. */
    public Line afterIntro(List<PlayedMove> introMoves) {
        List<PlayedMove> all = new java.util.ArrayList<>(introMoves);
        all.addAll(moves);
        return new Line(all, firstIsSecondHalf, series, replies << introMoves.size(), introMoves.size());
    }

    /** The same line without its introductory moves. */
    public Line main() {
        return intro == 0 ? this : new Line(moves.subList(intro, moves.size()), firstIsSecondHalf, series, replies >>> intro, 0);
    }

    /** In a parry series: is move {@code i} the other side's (a parry or the final reply), not numbered? */
    public boolean isReply(int i) { return (replies >>> i & 1) != 0; }
}
