package feerie.solve.invisible;

import java.util.Arrays;

/**
 * One fleshed-out history of the lazy search (docs/total-invisible.md, "Lazy placement"): the board
 * now (visible units and the invisibles placed), where the placed ones stood at the start, the moves
 * played, the invisibles not placed yet ({@code free}: nothing needed them; roaming: they made a
 * random move, a side is known, a square is not), the castling rights, and the squares where
 * roaming invisibles arrived to shield a king ({@code arrivals}, not in the path).
 *
 * <p>A path entry is a move of {@link Board}, or {@link #RANDOM} (a roaming invisible moved), or an
 * arrival or removal of an invisible: {@link #APPEAR} with the square and the unit at bit 6,
 * {@link #REMOVE} with the square at bit 10 (both may be in one entry: it slid along a line).
 */
final class Flesh {
    static final int RANDOM = -1;
    static final int APPEAR = 1 << 20, REMOVE = 1 << 21;

    private final int[] board, start, path;
    private final int free, roamingWhite, roamingBlack, castling;
    private final long arrivals;
    /** Whether the history replays legally from the diagram: 0 not known yet, 1 yes, 2 no ({@link FleshPlacement}). */
    byte legal;
    /** {@link #origin()}, once asked (every move of a history asks it at the last move). */
    private String origin;

    Flesh(int[] board, int[] start, int[] path, int free, int roamingWhite, int roamingBlack, int castling, long arrivals) {
        this.board = board;
        this.start = start;
        this.path = path;
        this.free = free;
        this.roamingWhite = roamingWhite;
        this.roamingBlack = roamingBlack;
        this.castling = castling;
        this.arrivals = arrivals;
    }

    int[] board() { return board; }

    int[] start() { return start; }

    int[] path() { return path; }

    int free() { return free; }

    int roamingWhite() { return roamingWhite; }

    int roamingBlack() { return roamingBlack; }

    int castling() { return castling; }

    long arrivals() { return arrivals; }

    /** Is the path entry {@code m} a move played on the board (not a random move, arrival or removal)? */
    static boolean isMove(int m) {
        return m >= 0 && (m & (APPEAR | REMOVE)) == 0;
    }

    boolean noneUnplaced() {
        return free == 0 && roamingWhite == 0 && roamingBlack == 0;
    }

    int roaming(boolean black) {
        return black ? roamingBlack : roamingWhite;
    }

    /** This history with another board, path and rights; the same invisibles left unplaced. */
    Flesh with(int[] board, int[] path, int castling) {
        Flesh g = new Flesh(board, start, path, free, roamingWhite, roamingBlack, castling, arrivals);
        // the same origin unless an invisible arrived
        int lastEntry = path.length == 0 ? 0 : path[path.length - 1];
        if (path == this.path || lastEntry < 0 || (lastEntry & APPEAR) == 0) g.origin = origin;
        return g;
    }

    /** This history with one more entry on its path. */
    int[] pathWith(int entry) {
        int[] p = Arrays.copyOf(path, path.length + 1);
        p[path.length] = entry;
        return p;
    }

    /** Two histories with one key are the same for the rest of the search. */
    String key() {
        StringBuilder k = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) {
            if (Board.invisible(board[sq])) k.append((char) (sq | board[sq] << 6));
            if (start[sq] != 0) k.append((char) (1 << 14 | sq | start[sq] << 6));
        }
        return k.append('|').append(free).append(roamingWhite).append(roamingBlack).append(castling).append(arrivals).toString();
    }

    /**
     * How the invisibles stood: where the placed ones stood at the start (kind included where a move
     * showed it) and where shielding ones arrived (what they are does not belong to it).
     */
    String origin() {
        if (origin == null) origin = computeOrigin();
        return origin;
    }

    private String computeOrigin() {
        StringBuilder k = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) if (start[sq] != 0) k.append((char) (sq | start[sq] << 6));
        for (int m : path) if (m >= 0 && (m & APPEAR) != 0) k.append('+').append((char) (m & 1023));
        return k.append('/').append(arrivals).toString();
    }
}
