package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Edge-crossing riders: {@code ~ATOMS}. The piece rides along the lines of the atoms (all images)
 * like a rider, but may only stop on (move to or capture on) a square whose edge-ness differs from
 * its own: from a square on the board's edge to an inner square, or from an inner square to the
 * edge. Squares it may not stop on still let it pass. Popeye's edgehog (Randschwein) is
 * {@code ~WF}. A line cannot say this: whether a ring of the line counts depends on the start
 * square's position on the board, not only on the ring's offset from it.
 */
public final class EdgehogComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    public EdgehogComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of edge-crossing riders. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("~")) return null;
        return new EdgehogComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        boolean[] edge = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            int f = g.file(sq), r = g.rank(sq);
            edge[sq] = f == 0 || r == 0 || f == g.files - 1 || r == g.ranks - 1;
        }
        int[][] next = Atoms.steps(g, directions, 1);
        // by (from, target): the one line from reaching target, -1 none, -2 several
        int[] line = new int[g.size * g.size];
        java.util.Arrays.fill(line, -1);
        for (int from = 0; from < g.size; from++) {
            for (int d = 0; d < next.length; d++) {
                for (int t = next[d][from]; t >= 0; t = next[d][t]) {
                    int i = from * g.size + t;
                    line[i] = line[i] == -1 || line[i] == d ? d : -2;
                    if (t == from) break;
                }
            }
        }
        return new BoundEdgehog(next, edge, mode, line, g.size);
    }

    private static final class BoundEdgehog extends Bound {
        private final int[][] next;
        private final boolean[] edge;
        private final boolean moves;
        private final boolean captures;

        private final int[] line;
        private final int size;

        BoundEdgehog(int[][] next, boolean[] edge, Mode mode, int[] line, int size) {
            this.line = line;
            this.size = size;
            this.next = next;
            this.edge = edge;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            boolean fromEdge = edge[from];
            for (int[] line : next) {
                for (int t = line[from]; t >= 0; t = line[t]) {
                    int p = squares[t];
                    if (p == Piece.EMPTY) {
                        if (moves && edge[t] != fromEdge) out[n++] = Move.of(from, t);
                    } else {
                        if (captures && Piece.side(p) != us && edge[t] != fromEdge) out[n++] = Move.of(from, t);
                        break;
                    }
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures || edge[from] == edge[target]) return false;
            int[] squares = board.squares();
            int d = line[from * size + target];
            if (d == -1) return false;
            if (d >= 0) {
                int[] steps = next[d];
                for (int t = steps[from]; t >= 0; t = steps[t]) {
                    if (t == target) return true;
                    if (squares[t] != Piece.EMPTY) return false;
                }
                return false;
            }
            for (int[] line : next) {
                for (int t = line[from]; t >= 0; t = line[t]) {
                    if (t == target) return true;
                    if (squares[t] != Piece.EMPTY) break;
                }
            }
            return false;
        }
    }
}
