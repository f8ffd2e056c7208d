package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * {@code +ATOMS}: a leaper's tour (Popeye's UbiUbi is {@code +N}). The piece reaches every square
 * it could reach by a chain of leaps over empty squares, each leap from the start square or from a
 * square reached, and captures an enemy one leap away from any of them. A tour of leaps is no
 * Coureur chain: its squares branch in every direction at each step. Source: Popeye 4.104's
 * ubiubi.
 */
final class UbiUbiComponent extends Component {
    private final List<int[]> leaps;
    private final String notation;

    private UbiUbiComponent(Mode mode, List<int[]> leaps, String notation) {
        super(mode);
        this.leaps = leaps;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith("+")) return null;
        return new UbiUbiComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] next = Atoms.steps(g, leaps, 1);
        // by square, the squares a leap away (the tables transposed, off-board leaps dropped)
        int[][] targets = new int[g.size][];
        for (int sq = 0; sq < g.size; sq++) {
            int count = 0;
            int[] t = new int[next.length];
            for (int[] step : next) if (step[sq] >= 0) t[count++] = step[sq];
            targets[sq] = java.util.Arrays.copyOf(t, count);
        }
        return new BoundTour(targets, mode, g.size);
    }

    private static final class BoundTour extends Bound {
        private final int[][] targets;
        private final boolean moves;
        private final boolean captures;
        private final int size;
        /** A side no piece has: every piece met counts as an enemy. */
        private static final int NO_SIDE = -2;

        /** Scratch of the walk, one per thread (the bound movement is shared by the solver's threads). */
        private final ThreadLocal<int[][]> scratch;

        BoundTour(int[][] targets, Mode mode, int size) {
            this.targets = targets;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.size = size;
            this.scratch = ThreadLocal.withInitial(() -> new int[][] {new int[size], new int[size + 1], new int[1]});
        }

        /**
         * Walks the tour from {@code from} breadth first. With {@code target} -1 it appends the moves
         * (each empty square reached, each enemy met) and returns the new count; otherwise it
         * returns 1 as soon as it meets a piece on the target, else 0.
         */
        private int walk(int[] squares, int from, int us, int[] out, int n, int target) {
            int[][] s = scratch.get();
            int[] seen = s[0], queue = s[1];
            int stamp = ++s[2][0];
            if (stamp == Integer.MAX_VALUE) {
                java.util.Arrays.fill(seen, 0);
                s[2][0] = stamp = 1;
            }
            seen[from] = stamp;
            int head = 0, tail = 0;
            queue[tail++] = from;
            while (head < tail) {
                int at = queue[head++];
                for (int to : targets[at]) {
                    if (seen[to] == stamp) continue;
                    seen[to] = stamp;
                    int p = squares[to];
                    if (p == Piece.EMPTY) {
                        queue[tail++] = to;
                        if (target < 0 && moves) out[n++] = Move.of(from, to);
                    } else if (captures && Piece.side(p) != us) {
                        if (target >= 0) {
                            if (to == target) return 1;
                        } else {
                            out[n++] = Move.of(from, to);
                        }
                    }
                }
            }
            return target >= 0 ? 0 : n;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            return walk(board.squares(), from, us, out, n, -1);
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            // whatever stands on the target is judged capturable, as the other components judge it
            return walk(board.squares(), from, NO_SIDE, null, 0, target) == 1;
        }
    }
}
