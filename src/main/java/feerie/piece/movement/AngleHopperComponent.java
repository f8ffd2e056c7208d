package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * Angle hoppers: {@code ^ATOMS:ANGLE} with atoms W and/or F and an angle of 27, 45, 90 or 135. The
 * piece rides along a line of the atoms over empty squares to the first piece met (the hurdle),
 * then turns by the angle, left or right, and lands one king step from the hurdle on a square that
 * must be empty or hold an enemy (captured). Popeye's moose turns by 45 ({@code ^WF:45}), the eagle
 * by 90, the sparrow by 135; their rook and bishop forms ride only rook or bishop lines. A hopper
 * term cannot say this: the landing square lies off the line the piece came along. Two hurdles
 * that lead to the same square make one move (TESTS-pieces-11).
 *
 * <p>The angle 27 is Popeye's Scarabeus ({@code ^WF:27}): from the hurdle it lands a knight's leap
 * away, on one of the two leaps closest to its line (after a rook line (2,1) or (2,-1) turned to
 * the line, after a bishop line (1,1)+(1,0) or (1,1)+(0,1)): the line's king step plus the king
 * step 45 degrees to either side (Popeye 4.104's angle_27 vectors, BEISPIEL-pieces-35).
 */
public final class AngleHopperComponent extends Component {
    /** The eight king steps, anticlockwise, so that i+1 is a turn of 45 degrees to the left. */
    private static final int[][] COMPASS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    /** Indices into {@link #COMPASS} of the lines ridden. */
    private final List<Integer> directions;
    /** The turn, in eighths of a full turn; 0 for the Scarabeus's knight leap. */
    private final int turn;
    private final String notation;

    public AngleHopperComponent(Mode mode, List<Integer> directions, int turn, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.turn = turn;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of angle hoppers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("^") || term.indexOf(':') < 0) return null;
        int colon = term.indexOf(':');
        int angle;
        try {
            angle = Integer.parseInt(term.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("an angle of 27, 45, 90 or 135 in movement term '" + term + "'");
        }
        if (angle != 27 && angle != 45 && angle != 90 && angle != 135)
            throw new IllegalArgumentException("an angle of 27, 45, 90 or 135 in movement term '" + term + "'");
        List<Integer> dirs = new ArrayList<>();
        for (int[] v : Atoms.directions(term.substring(1, colon), term)) {
            int index = -1;
            for (int i = 0; i < COMPASS.length; i++) if (COMPASS[i][0] == v[0] && COMPASS[i][1] == v[1]) index = i;
            if (index < 0) throw new IllegalArgumentException("angle hoppers ride W or F lines, not '" + term + "'");
            dirs.add(index);
        }
        return new AngleHopperComponent(mode, dirs, angle == 27 ? 0 : angle / 45, Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    /** The lines ridden to the hurdle, as king steps (for White). */
    public List<int[]> lines() {
        List<int[]> lines = new ArrayList<>();
        for (int i : directions) lines.add(COMPASS[i].clone());
        return lines;
    }

    /** The step taken beyond the hurdle after riding {@code line} ({@link #lines}), turning left or right. */
    public int[] turned(int[] line, boolean left) {
        int i = 0;
        while (COMPASS[i][0] != line[0] || COMPASS[i][1] != line[1]) i++;
        return landing(i, left);
    }

    /** The step from the hurdle after riding line {@code i} of {@link #COMPASS}, turning left or right. */
    private int[] landing(int i, boolean left) {
        if (turn == 0) {
            int[] side = COMPASS[(left ? i + 1 : i + 7) % 8];
            return new int[] {COMPASS[i][0] + side[0], COMPASS[i][1] + side[1]};
        }
        return COMPASS[(left ? i + turn : i + 8 - turn) % 8].clone();
    }

    @Override
    public Bound bind(Geometry g, int side) {
        int n = directions.size();
        int[][] next = new int[n][g.size];
        int[][] left = new int[n][g.size];
        int[][] right = new int[n][g.size];
        for (int d = 0; d < n; d++) {
            int i = directions.get(d);
            int[] v = COMPASS[i], l = landing(i, true), r = landing(i, false);
            for (int sq = 0; sq < g.size; sq++) {
                next[d][sq] = g.offset(sq, v[0], v[1]);
                left[d][sq] = g.offset(sq, l[0], l[1]);
                right[d][sq] = g.offset(sq, r[0], r[1]);
            }
        }
        return new BoundAngleHopper(next, left, right, mode);
    }

    private static final class BoundAngleHopper extends Bound {
        private final int[][] next;
        private final int[][] left;
        private final int[][] right;
        private final boolean moves;
        private final boolean captures;

        BoundAngleHopper(int[][] next, int[][] left, int[][] right, Mode mode) {
            this.next = next;
            this.left = left;
            this.right = right;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        private static int hurdle(int[] squares, int[] line, int from) {
            int t = line[from];
            while (t >= 0 && squares[t] == Piece.EMPTY) t = line[t];
            return t;
        }

        private boolean lands(int[] squares, int t, int us) {
            if (t < 0) return false;
            int p = squares[t];
            return p == Piece.EMPTY ? moves : captures && Piece.side(p) != us;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int first = n;
            for (int d = 0; d < next.length; d++) {
                int h = hurdle(squares, next[d], from);
                if (h < 0) continue;
                int a = left[d][h], b = right[d][h];
                if (lands(squares, a, us)) n = addOnce(out, first, n, Move.of(from, a));
                if (lands(squares, b, us)) n = addOnce(out, first, n, Move.of(from, b));
            }
            return n;
        }

        /** Two hurdles may lead to the same square: that is one move. */
        private static int addOnce(int[] out, int first, int n, int move) {
            for (int i = first; i < n; i++) if (out[i] == move) return n;
            out[n] = move;
            return n + 1;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int h = hurdle(squares, next[d], from);
                if (h >= 0 && (left[d][h] == target || right[d][h] == target)) return true;
            }
            return false;
        }

        /** The hurdle of the move to {@code to}: of two hurdles leading there, the first line's. */
        @Override
        public int hurdle(BoardView board, int from, int to) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int h = hurdle(squares, next[d], from);
                if (h >= 0 && (left[d][h] == to || right[d][h] == to)) return h;
            }
            return -1;
        }
    }
}
