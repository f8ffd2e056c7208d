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
                   boolean passFirst, boolean inverted, int introNumbering) {
    /** {@link #introNumbering}: the introductory moves numbered apart from the help play after them (structured "1h[- 14hh[#]]h"). */
    public static final int INTRO_APART = 0;
    /**
     * {@link #introNumbering}: numbered as Popeye's line writer does after introductory moves
     * ("n->"): the first mover's moves are numbered, and from the first move after them the
     * numbers start again from 1 with that move's side (py 4.104, 2->#2:
     * "1.Kb1-a1   2.g7-g5   1.Kc3-b3 Ka1-b1   2.Rh2-h1 #").
     */
    public static final int INTRO_RESTART = 1;
    /**
     * {@link #introNumbering}: as {@link #INTRO_RESTART}, but the numbering runs on after the
     * introductory moves: Popeye starts again only before play longer than two half-moves (py
     * 4.104, 2->#1: "1.Kb1-c1   2.g7-g5 Rh2-h1 #").
     */
    public static final int INTRO_CONTINUE = 2;

    public Line {
        moves = List.copyOf(moves);
    }

    public Line(List<PlayedMove> moves, boolean firstIsSecondHalf, boolean series, long replies, int intro,
                boolean passFirst, boolean inverted) {
        this(moves, firstIsSecondHalf, series, replies, intro, passFirst, inverted, INTRO_APART);
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

    /** This line after introductory moves ("n->"), numbered as Popeye numbers them ({@link #INTRO_RESTART}, {@link #INTRO_CONTINUE}). */
    public Line afterIntro(List<PlayedMove> introMoves, int numbering) {
        Line l = afterIntro(introMoves);
        return new Line(l.moves, firstIsSecondHalf, series, l.replies, l.intro, false, false, numbering);
    }

    /** The same line without its introductory moves. */
    public Line main() {
        return intro == 0 ? this : new Line(moves.subList(intro, moves.size()), firstIsSecondHalf, series, replies >>> intro, 0);
    }

    /** In a parry series: is move {@code i} the other side's (a parry or the final reply), not numbered? */
    public boolean isReply(int i) { return (replies >>> i & 1) != 0; }
}
