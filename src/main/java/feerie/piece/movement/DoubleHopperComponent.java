package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Double hoppers: {@code &ATOMS}. Two hops in one move, each like the grasshopper on the lines of
 * the atoms (all images): over empty squares to the first piece met (the hurdle), landing just
 * beyond it. The first hop must land on an empty square; the second, in any direction, lands on an
 * empty square or captures an enemy, and may not end where the move started. While the piece hops
 * its start square stays occupied (it may serve as the second hurdle). Two ways to the same square
 * make one move. Popeye's double grasshopper is {@code &WF}. A hopper term cannot say this: the
 * second hop starts from wherever the first one landed.
 */
public final class DoubleHopperComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    public DoubleHopperComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of double hoppers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("&")) return null;
        return new DoubleHopperComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    /** The lines of both hops. */
    public List<int[]> directions() { return directions; }

    @Override
    public Bound bind(Geometry g, int side) {
        return new BoundDoubleHopper(Atoms.steps(g, directions, 1), mode);
    }

    private static final class BoundDoubleHopper extends Bound {
        private final int[][] next;
        private final boolean moves;
        private final boolean captures;

        BoundDoubleHopper(int[][] next, Mode mode) {
            this.next = next;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /** Where a grasshopper hop from {@code from} along line d lands (occupied or not), or -1. */
        private static int hop(int[] squares, int[] line, int from) {
            int t = line[from];
            while (t >= 0 && squares[t] == Piece.EMPTY) t = line[t];
            return t < 0 ? -1 : line[t];
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int first = n;
            for (int[] line1 : next) {
                int mid = hop(squares, line1, from);
                if (mid < 0 || squares[mid] != Piece.EMPTY) continue;
                for (int[] line2 : next) {
                    int t = hop(squares, line2, mid);
                    if (t < 0 || t == from) continue;
                    int p = squares[t];
                    if (p == Piece.EMPTY ? !moves : !captures || Piece.side(p) == us) continue;
                    int move = Move.of(from, t);
                    boolean seen = false;
                    for (int i = first; i < n && !seen; i++) seen = out[i] == move;
                    if (!seen) out[n++] = move;
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int[] line1 : next) {
                int mid = hop(squares, line1, from);
                if (mid < 0 || squares[mid] != Piece.EMPTY) continue;
                for (int[] line2 : next) if (hop(squares, line2, mid) == target && target != from) return true;
            }
            return false;
        }
    }
}
