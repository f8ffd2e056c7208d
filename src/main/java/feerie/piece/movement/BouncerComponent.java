package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Bouncers: {@code <ATOMS}. For each direction of the atoms (all images) the piece looks along the
 * line to the first obstacle: a piece, or the board's edge (the first square off the board). Then
 * it bounces: it goes the same number of steps the opposite way, over empty squares, to a square
 * that must be empty or hold an enemy (captured). Popeye's bouncer is {@code <WF}, the rook bouncer
 * {@code <W}, the bishop bouncer {@code <F}. A line cannot say this: how far the piece goes on one
 * line depends on what stands on the opposite line.
 */
public final class BouncerComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    public BouncerComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of bouncers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("<")) return null;
        return new BouncerComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        return new BoundBouncer(Atoms.steps(g, directions, 1), Atoms.steps(g, directions, -1), mode);
    }

    private static final class BoundBouncer extends Bound {
        private final int[][] next;
        private final int[][] back;
        private final boolean moves;
        private final boolean captures;
        /**
         * By start square and target: the one direction whose way back passes the target, -1 when
         * none does, -2 when several do (then every direction is asked). The attack test bounces
         * along that direction alone instead of along all of them.
         */
        private final byte[][] towards;

        BoundBouncer(int[][] next, int[][] back, Mode mode) {
            this.next = next;
            this.back = back;
            this.moves = mode.moves;
            this.captures = mode.captures;
            int size = back.length == 0 ? 0 : back[0].length;
            towards = new byte[size][size];
            for (byte[] row : towards) java.util.Arrays.fill(row, (byte) -1);
            for (int from = 0; from < size; from++) {
                for (int d = 0; d < back.length; d++) {
                    for (int t = back[d][from]; t >= 0 && t != from; t = back[d][t]) {
                        towards[from][t] = (byte) (towards[from][t] == -1 && d < 127 ? d : -2);
                    }
                }
            }
        }

        /** The square the piece bounces to along direction d, or -1 when it is off the board or the way back is blocked. */
        private int bounce(int[] squares, int d, int from) {
            int steps = 1;
            for (int t = next[d][from]; t >= 0 && squares[t] == Piece.EMPTY; t = next[d][t]) steps++;
            int s = from;
            for (int i = 1; i < steps; i++) {
                s = back[d][s];
                if (s < 0 || squares[s] != Piece.EMPTY) return -1;
            }
            return back[d][s];
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int t = bounce(squares, d, from);
                if (t < 0) continue;
                int p = squares[t];
                if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            int only = towards[from][target];
            if (only == -1) return false;
            if (only >= 0) return bounce(squares, only, from) == target;
            for (int d = 0; d < next.length; d++) if (bounce(squares, d, from) == target) return true;
            return false;
        }
    }
}
