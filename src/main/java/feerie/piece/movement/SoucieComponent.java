package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * Line-count leapers (seed 003): {@code #ATOMS}; the Soucie is {@code #WF}. On each line through
 * its square (one per atom image and its opposite: a rank, a file, two diagonals for {@code #WF})
 * the piece leaps as many steps as there are pieces on that whole line, both sides and itself
 * included, in both directions, onto an empty square or an enemy; a leap off the board is void.
 * On an empty board the Soucie moves like a king.
 */
public final class SoucieComponent extends Component {
    /** One vector per line: of each pair v, -v only the first is kept. */
    private final List<int[]> lines;
    private final String notation;

    public SoucieComponent(Mode mode, List<int[]> lines, String notation) {
        super(mode);
        this.lines = List.copyOf(lines);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of line-count leapers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("#")) return null;
        List<int[]> lines = new ArrayList<>();
        for (int[] v : Atoms.directions(term.substring(1), term))
            if (lines.stream().noneMatch(l -> l[0] == -v[0] && l[1] == -v[1])) lines.add(v);
        return new SoucieComponent(mode, lines, Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int count = lines.size();
        int[][][] squaresOnLine = new int[count][g.size][];
        int[][][] forward = new int[count][g.size][Geometry.MAX_SIDE + 1];
        int[][][] backward = new int[count][g.size][Geometry.MAX_SIDE + 1];
        for (int l = 0; l < count; l++) {
            int dx = lines.get(l)[0], dy = lines.get(l)[1];
            for (int sq = 0; sq < g.size; sq++) {
                List<Integer> on = new ArrayList<>();
                for (int s = sq; s >= 0; s = g.offset(s, -dx, -dy)) on.add(s);
                for (int s = g.offset(sq, dx, dy); s >= 0; s = g.offset(s, dx, dy)) on.add(s);
                squaresOnLine[l][sq] = on.stream().mapToInt(Integer::intValue).toArray();
                for (int m = 0; m <= Geometry.MAX_SIDE; m++) {
                    forward[l][sq][m] = m == 0 ? -1 : g.offset(sq, dx * m, dy * m);
                    backward[l][sq][m] = m == 0 ? -1 : g.offset(sq, -dx * m, -dy * m);
                }
            }
        }
        return new BoundSoucie(squaresOnLine, forward, backward, mode);
    }

    private static final class BoundSoucie extends Bound {
        private final int[][][] squaresOnLine;
        private final int[][][] forward;
        private final int[][][] backward;
        private final boolean moves;
        private final boolean captures;

        BoundSoucie(int[][][] squaresOnLine, int[][][] forward, int[][][] backward, Mode mode) {
            this.squaresOnLine = squaresOnLine;
            this.forward = forward;
            this.backward = backward;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /** Pieces on the line through {@code from}; the piece on {@code from} counts itself. */
        private int count(int[] squares, int l, int from) {
            int pieces = 0;
            for (int s : squaresOnLine[l][from]) if (s == from || squares[s] != Piece.EMPTY) pieces++;
            return Math.min(pieces, Geometry.MAX_SIDE);
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int l = 0; l < squaresOnLine.length; l++) {
                int m = count(squares, l, from);
                n = add(squares, from, forward[l][from][m], us, out, n);
                n = add(squares, from, backward[l][from][m], us, out, n);
            }
            return n;
        }

        private int add(int[] squares, int from, int to, int us, int[] out, int n) {
            if (to < 0) return n;
            int p = squares[to];
            if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, to);
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int l = 0; l < squaresOnLine.length; l++) {
                int m = count(squares, l, from);
                if (forward[l][from][m] == target || backward[l][from][m] == target) return true;
            }
            return false;
        }
    }
}
