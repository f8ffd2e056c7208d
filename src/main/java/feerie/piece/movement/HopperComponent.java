package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Hoppers: {@code ^ATOMS}. Along each line of the given rider (all images of the atoms) the piece
 * passes over empty squares to the first piece met, of either side (the hurdle), and lands on the
 * square just beyond it, which must be empty or hold an enemy (captured). The grasshopper is
 * {@code ^WF}; {@code ^W} is the rookhopper, {@code ^N} the nightrider-hopper.
 */
public final class HopperComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    public HopperComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of hoppers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("^")) return null;
        return new HopperComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] next = new int[directions.size()][g.size];
        for (int d = 0; d < directions.size(); d++)
            for (int sq = 0; sq < g.size; sq++) next[d][sq] = g.offset(sq, directions.get(d)[0], directions.get(d)[1]);
        return new BoundHopper(next, mode);
    }

    private static final class BoundHopper extends Bound {
        private final int[][] next;
        private final boolean moves;
        private final boolean captures;

        BoundHopper(int[][] next, Mode mode) {
            this.next = next;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /** The landing square beyond the first piece in direction d, or -1 if there is none on the board. */
        private int landing(int[] squares, int from, int d) {
            int[] step = next[d];
            int s = step[from];
            while (s >= 0 && squares[s] == Piece.EMPTY) s = step[s];
            return s < 0 ? -1 : step[s];
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int to = landing(squares, from, d);
                if (to < 0) continue;
                int p = squares[to];
                if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, to);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            for (int d = 0; d < next.length; d++) if (landing(board.squares(), from, d) == target) return true;
            return false;
        }
    }
}
