package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Locust captures: {@code xATOMS} (a leaper) or {@code xATOMS*} (a rider). Along each line the piece
 * meets an enemy unit (a rider over empty squares, a leaper one leap away) and captures it by
 * landing on the next square of the same line, which must be empty: the victim is not on the
 * arrival square ({@link Move#DISPLACED_CAPTURE}, written {@code TRd1*d2-d3}). The locust moves only
 * this way; the marine pieces add it to a rider's or leaper's non-capturing moves.
 * <ul>
 *   <li>{@code xWF*} the locust, {@code xW*} the rook locust, {@code xF*} the bishop locust,
 *       {@code xN*} the nightrider locust;</li>
 *   <li>the marine pieces: sirene {@code mW* mF* xWF*}, triton {@code mW* xW*}, nereide
 *       {@code mF* xF*}, marine knight {@code mN xN}, poseidon {@code mW mF xWF}.</li>
 * </ul>
 * Source: the locust and the marine pieces as Popeye 4.104 plays them (EXAMPLES-marine-*, where
 * {@code 1.TRd1*d2-d3} is a triton's capture of d2).
 */
public final class LocustComponent extends Component {
    private final List<int[]> directions;
    private final boolean rider;
    private final String notation;

    private LocustComponent(List<int[]> directions, boolean rider, String notation) {
        super(Mode.CAPTURE_ONLY);
        this.directions = List.copyOf(directions);
        this.rider = rider;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of locusts. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("x") || term.startsWith("xP")) return null;
        if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("a locust only captures: '" + term + "'");
        boolean rider = term.endsWith("*");
        String atoms = term.substring(1, rider ? term.length() - 1 : term.length());
        return new LocustComponent(Atoms.directions(atoms, term), rider, term);
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) { return new BoundLocust(Atoms.steps(g, directions, 1), rider); }

    private static final class BoundLocust extends Bound {
        private final int[][] next;
        private final boolean rider;

        BoundLocust(int[][] next, boolean rider) {
            this.next = next;
            this.rider = rider;
        }

        /** The square of the first unit met in direction d (a leaper: the one a leap away), or -1. */
        private int victim(int[] squares, int from, int d) {
            int[] step = next[d];
            int s = step[from];
            if (rider) while (s >= 0 && squares[s] == Piece.EMPTY) s = step[s];
            return s >= 0 && squares[s] != Piece.EMPTY ? s : -1;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int victim = victim(squares, from, d);
                if (victim < 0 || Piece.side(squares[victim]) == us) continue;
                int to = next[d][victim];
                if (to >= 0 && squares[to] == Piece.EMPTY) out[n++] = Move.displacedCapture(from, victim, to);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                if (victim(squares, from, d) != target) continue;
                int to = next[d][target];
                if (to >= 0 && squares[to] == Piece.EMPTY) return true;
            }
            return false;
        }
    }
}
