package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;

/**
 * {@code rF*n}: a bishop reflected by the board's edges up to n times (Popeye's Reflecting Bishop
 * {@code rF*4}, Archbishop {@code rF*1}). Reaching the edge over empty squares, it turns through a
 * right angle on the last square and goes on along the other diagonal (in a corner it cannot turn);
 * a square reached several ways is one move.
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
        return new ReflectingBishopComponent(mode, Integer.parseInt(term.substring(3)), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] next = new int[4][g.size];
        for (int d = 0; d < 4; d++)
            for (int sq = 0; sq < g.size; sq++) next[d][sq] = g.offset(sq, DIAGONALS[d][0], DIAGONALS[d][1]);
        return new BoundReflecting(next, mode, reflections);
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

        private static int add(int from, int to, int[] out, int start, int n) {
            int move = Move.of(from, to);
            for (int i = start; i < n; i++) if (out[i] == move) return n;
            out[n++] = move;
            return n;
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
    }
}
