package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * The Coureur primitive (seed 000): the piece runs along ordered chains of squares, reaching ring
 * Cn when it reaches Cn-1 and Cn is empty or holds a piece it may capture; any occupied ring ends
 * the run. A leaper is a set of one-ring chains, a rider a set of straight chains, a Rose or a
 * crooked bishop a set of bent ones: one walker serves them all.
 *
 * <p>A chain is given as offsets from the start square (ring positions, not steps), written for
 * White; Black's chains are mirrored top to bottom. A chain ends at the board's edge: a ring off
 * the board makes every later ring unreachable.
 */
public final class ChainComponent extends Component {
    private final List<int[][]> shapes;
    private final boolean straight;
    /** True when Black's chains are the same as White's, not mirrored. */
    private final boolean absolute;
    private final String notation;

    /**
     * @param shapes   each chain as offsets {dx, dy} of its rings from the start square
     * @param straight true when every chain is k*v for k = 1, 2, ... (leapers and riders): their
     *                 captures can be found by walking the reversed lines from the target
     */
    public ChainComponent(Mode mode, List<int[][]> shapes, boolean straight, String notation) {
        this(mode, shapes, straight, false, notation);
    }

    /** As above; {@code absolute} chains are not mirrored for Black. */
    public ChainComponent(Mode mode, List<int[][]> shapes, boolean straight, boolean absolute, String notation) {
        super(mode);
        this.absolute = absolute;
        this.shapes = List.copyOf(shapes);
        this.straight = straight;
        this.notation = notation;
    }

    /** A leaper ({@code maxSteps} 1), a rider (unbounded: {@code maxSteps} 0) or a limited rider. */
    public static ChainComponent lines(Mode mode, List<int[]> vectors, int maxSteps, String notation) {
        List<int[][]> shapes = new ArrayList<>();
        int steps = maxSteps <= 0 ? Geometry.MAX_SIDE : maxSteps;
        for (int[] v : vectors) {
            int[][] chain = new int[steps][];
            for (int k = 1; k <= steps; k++) chain[k - 1] = new int[] {v[0] * k, v[1] * k};
            shapes.add(chain);
        }
        return new ChainComponent(mode, shapes, true, notation);
    }

    public List<int[][]> shapes() { return shapes; }

    /** True when Black's chains are White's, not mirrored. */
    public boolean absolute() { return absolute; }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int flip = side == Side.WHITE || absolute ? 1 : -1;
        int[][][] chains = tabulate(g, shapes, flip);
        int[][][] reverse = null;
        if (straight && mode.captures) {
            List<int[][]> reversed = new ArrayList<>();
            for (int[][] s : shapes) {
                int[][] r = new int[s.length][];
                for (int i = 0; i < s.length; i++) r[i] = new int[] {-s[i][0], -s[i][1]};
                reversed.add(r);
            }
            reverse = tabulate(g, reversed, flip);
        }
        return new BoundChains(chains, reverse, mode, !straight, straight ? reverseKey(flip) : null);
    }

    private String reverseKey(int flip) {
        StringBuilder key = new StringBuilder("chains");
        for (int[][] s : shapes) {
            key.append('|');
            for (int[] o : s) key.append(o[0]).append(',').append(o[1] * flip).append(';');
        }
        return key.toString();
    }

    /** By square: the chains from it as squares, each ended by the board's edge or by a return to the square. */
    static int[][][] tabulate(Geometry g, List<int[][]> shapes, int flip) {
        int[][][] table = new int[g.size][][];
        for (int sq = 0; sq < g.size; sq++) {
            List<int[]> chains = new ArrayList<>();
            for (int[][] shape : shapes) {
                int length = 0;
                int[] rings = new int[shape.length];
                for (int[] o : shape) {
                    int to = g.offset(sq, o[0], o[1] * flip);
                    if (to < 0 || to == sq) break;
                    rings[length++] = to;
                }
                if (length > 0) chains.add(java.util.Arrays.copyOf(rings, length));
            }
            table[sq] = chains.toArray(new int[0][]);
        }
        return table;
    }

    private static final class BoundChains extends Bound {
        private final int[][][] chains;
        private final int[][][] reverse;
        private final boolean moves;
        private final boolean captures;
        private final boolean mayRepeat;
        private final String reverseKey;

        BoundChains(int[][][] chains, int[][][] reverse, Mode mode, boolean mayRepeat, String reverseKey) {
            this.chains = chains;
            this.reverse = reverse;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.mayRepeat = mayRepeat;
            this.reverseKey = reverseKey;
            this.along = along(chains);
        }

        /**
         * By {@code from * size + target}: 0 when no chain from {@code from} reaches the target,
         * the chain's index + 1 when exactly one does, -1 when several do (then all are walked).
         * Null on boards too large for the table or with too many chains per square.
         */
        private final byte[] along;

        private static byte[] along(int[][][] chains) {
            int size = chains.length;
            if ((long) size * size > 1 << 20) return null;
            byte[] table = new byte[size * size];
            for (int from = 0; from < size; from++) {
                if (chains[from].length >= Byte.MAX_VALUE) return null;
                for (int c = 0; c < chains[from].length; c++) {
                    for (int to : chains[from][c]) {
                        int i = from * size + to;
                        table[i] = table[i] == 0 ? (byte) (c + 1) : (byte) -1;
                    }
                }
            }
            return table;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            for (int[] chain : chains[from]) {
                for (int to : chain) {
                    int p = squares[to];
                    if (p == Piece.EMPTY) {
                        if (moves && (!mayRepeat || absent(out, start, n, to))) out[n++] = Move.of(from, to);
                    } else {
                        if (captures && Piece.side(p) != us && (!mayRepeat || absent(out, start, n, to)))
                            out[n++] = Move.of(from, to);
                        break;
                    }
                }
            }
            return n;
        }

        /** A square reached by several chains is one move, not several. */
        private static boolean absent(int[] out, int start, int n, int to) {
            for (int i = start; i < n; i++) if (Move.to(out[i]) == to) return false;
            return true;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            if (along != null) {
                int c = along[from * chains.length + target];
                if (c == 0) return false;
                if (c > 0) {
                    for (int to : chains[from][c - 1]) {
                        if (to == target) return true;
                        if (squares[to] != Piece.EMPTY) return false;
                    }
                    return false;
                }
            }
            for (int[] chain : chains[from]) {
                for (int to : chain) {
                    if (to == target) return true;
                    if (squares[to] != Piece.EMPTY) break;
                }
            }
            return false;
        }

        @Override
        public int[][][] reverseChains() { return reverse; }

        @Override
        public String reverseKey() { return reverseKey; }
    }
}
