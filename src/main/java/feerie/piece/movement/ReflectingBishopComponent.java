package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;

/**
 * {@code rF*n}: a bishop reflected by the board's edges up to n times (Popeye's Reflecting Bishop
 * {@code rF*4}, Archbishop {@code rF*1}). Reaching the edge over empty squares, it turns through a
 * right angle on the last square and goes on along the other diagonal (in a corner it cannot turn);
 * a square reached several ways is one move.
 *
 * <p>{@code rF*e} is Popeye's Cardinal: a bishop that, at the board's edge, steps once along it
 * (from the square beyond the edge back onto the board, as from off the cushion) and rides on
 * along the other diagonal, away from the edge, without a second reflection. The step onto the
 * edge square is a move or capture of its own; from a square on the edge the piece may go straight
 * to that step. In a corner it cannot turn. Source: Popeye 4.104's cardinal.
 */
final class ReflectingBishopComponent extends Component {
    /** The diagonals in turning order: a quarter turn is the next index, the other the previous. */
    private static final int[][] DIAGONALS = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    private final int reflections;
    private final String notation;

    private ReflectingBishopComponent(Mode mode, int reflections, String notation) {
        super(mode);
        this.reflections = reflections;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith("rF*") || term.length() == 3) return null;
        if (term.equals("rF*e")) return new ReflectingBishopComponent(mode, CARDINAL, Atoms.written(mode, term));
        return new ReflectingBishopComponent(mode, Integer.parseInt(term.substring(3)), Atoms.written(mode, term));
    }

    /** {@link #reflections} of the Cardinal, which turns along the edge. */
    private static final int CARDINAL = -1;

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] next = new int[4][g.size];
        for (int d = 0; d < 4; d++)
            for (int sq = 0; sq < g.size; sq++) next[d][sq] = g.offset(sq, DIAGONALS[d][0], DIAGONALS[d][1]);
        if (reflections == CARDINAL) return cardinal(g, next);
        return new BoundReflecting(next, mode, reflections);
    }

    /**
     * The Cardinal's tables: by direction and square s (the last square before the edge), the edge
     * square it steps onto (-1 where none: on the board s + d, or beyond a corner) and the diagonal
     * it rides on from there (the one that leaves the edge).
     */
    private Bound cardinal(Geometry g, int[][] next) {
        int[][] edge = new int[4][g.size];
        int[][] turn = new int[4][g.size];
        for (int d = 0; d < 4; d++)
            for (int sq = 0; sq < g.size; sq++) {
                edge[d][sq] = -1;
                if (next[d][sq] >= 0) continue;
                int dx = DIAGONALS[d][0], dy = DIAGONALS[d][1];
                // beyond the edge on a file (x off the board): back to the same file, a rank on
                boolean xOff = g.offset(sq, dx, 0) < 0;
                int e = xOff ? g.offset(sq, 0, dy) : g.offset(sq, dx, 0);
                if (e < 0) continue;
                edge[d][sq] = e;
                turn[d][sq] = next[(d + 1) & 3][e] >= 0 ? (d + 1) & 3 : (d + 3) & 3;
            }
        return new BoundCardinal(next, edge, turn, mode);
    }

    private static final class BoundCardinal extends Bound {
        private final int[][] next;
        private final int[][] edge;
        private final int[][] turn;
        private final boolean moves;
        private final boolean captures;

        BoundCardinal(int[][] next, int[][] edge, int[][] turn, Mode mode) {
            this.next = next;
            this.edge = edge;
            this.turn = turn;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /**
         * Rides from {@code from} along d (and, at the edge, on); appends the moves, or with
         * {@code target} >= 0 returns 1 when a capture there is possible. Returns the new count.
         */
        private int ride(int[] squares, int from, int d, int us, int[] out, int start, int n, int target) {
            int s = from, t = next[d][s];
            while (t >= 0 && squares[t] == Piece.EMPTY) {
                if (target < 0 && moves) n = add(from, t, out, start, n);
                s = t;
                t = next[d][t];
            }
            if (t >= 0) return landed(squares, from, t, us, out, start, n, target);
            int e = edge[d][s];
            if (e < 0) return n;
            if (squares[e] != Piece.EMPTY) return landed(squares, from, e, us, out, start, n, target);
            if (target < 0 && moves) n = add(from, e, out, start, n);
            int d2 = turn[d][s];
            for (t = next[d2][e]; t >= 0 && squares[t] == Piece.EMPTY; t = next[d2][t])
                if (target < 0 && moves) n = add(from, t, out, start, n);
            return t >= 0 ? landed(squares, from, t, us, out, start, n, target) : n;
        }

        /** The piece met on {@code t}: a capture of an enemy, or the target found. */
        private int landed(int[] squares, int from, int t, int us, int[] out, int start, int n, int target) {
            if (target >= 0) return t == target ? 1 : n;
            if (captures && Piece.side(squares[t]) != us) n = add(from, t, out, start, n);
            return n;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            for (int d = 0; d < 4; d++) n = ride(squares, from, d, us, out, start, n, -1);
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < 4; d++) if (ride(squares, from, d, us, null, 0, 0, target) == 1) return true;
            return false;
        }
    }

    private static int add(int from, int to, int[] out, int start, int n) {
        int move = Move.of(from, to);
        for (int i = start; i < n; i++) if (out[i] == move) return n;
        out[n++] = move;
        return n;
    }

    private static final class BoundReflecting extends Bound {
        private final int[][] next;
        private final boolean moves;
        private final boolean captures;
        private final int reflections;

        BoundReflecting(int[][] next, Mode mode, int reflections) {
            this.next = next;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.reflections = reflections;
        }

        private int walk(int[] squares, int from, int s, int d, int left, int us, int[] out, int start, int n) {
            int[] step = next[d];
            int t = step[s];
            if (t < 0) return n;
            int last = s;
            while (t >= 0 && squares[t] == Piece.EMPTY) {
                if (moves) n = add(from, t, out, start, n);
                last = t;
                t = step[t];
            }
            if (t >= 0) {
                if (captures && Piece.side(squares[t]) != us) n = add(from, t, out, start, n);
                return n;
            }
            if (left > 0) {
                n = walk(squares, from, last, (d + 1) & 3, left - 1, us, out, start, n);
                n = walk(squares, from, last, (d + 3) & 3, left - 1, us, out, start, n);
            }
            return n;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            for (int d = 0; d < 4; d++) n = walk(squares, from, from, d, reflections, us, out, start, n);
            return n;
        }

        private boolean reaches(int[] squares, int s, int d, int left, int target) {
            int[] step = next[d];
            int t = step[s];
            if (t < 0) return false;
            int last = s;
            while (t >= 0 && squares[t] == Piece.EMPTY) {
                if (t == target) return true;
                last = t;
                t = step[t];
            }
            if (t >= 0) return t == target;
            return left > 0 && (reaches(squares, last, (d + 1) & 3, left - 1, target)
                    || reaches(squares, last, (d + 3) & 3, left - 1, target));
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < 4; d++) if (reaches(squares, from, d, reflections, target)) return true;
            return false;
        }

        @Override
        public int captureRoutes(BoardView board, int from, int target, int us) {
            if (!captures) return 0;
            int[] squares = board.squares();
            int routes = 0;
            for (int d = 0; d < 4; d++) routes += routes(squares, from, d, reflections, target);
            return routes;
        }

        /** {@link #reaches}, counting the paths that end on the target. */
        private int routes(int[] squares, int s, int d, int left, int target) {
            int[] step = next[d];
            int t = step[s];
            if (t < 0) return 0;
            int last = s;
            while (t >= 0 && squares[t] == Piece.EMPTY) {
                last = t;
                t = step[t];
            }
            if (t >= 0) return t == target ? 1 : 0;
            return left > 0 ? routes(squares, last, (d + 1) & 3, left - 1, target) + routes(squares, last, (d + 3) & 3, left - 1, target) : 0;
        }
    }
}
