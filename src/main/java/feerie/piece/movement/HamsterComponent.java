package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * {@code )WF}: Popeye's hamster. Along each queen line it goes to the square just before the first
 * piece met (of either side), if that is not its own square; it never captures, so never checks.
 */
final class HamsterComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    private HamsterComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = directions;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith(")")) return null;
        return new HamsterComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] next = Atoms.steps(g, directions, 1);
        boolean moves = mode.moves;
        return new Bound() {
            @Override
            public int generate(BoardView board, int from, int us, int[] out, int n) {
                if (!moves) return n;
                int[] squares = board.squares();
                for (int[] step : next) {
                    int last = from;
                    int t = step[from];
                    while (t >= 0 && squares[t] == Piece.EMPTY) {
                        last = t;
                        t = step[t];
                    }
                    if (t >= 0 && last != from) out[n++] = Move.of(from, last);
                }
                return n;
            }

            @Override
            public boolean attacks(BoardView board, int from, int target, int us) { return false; }

            @Override
            public int[][][] reverseChains() { return new int[g.size][0][]; }

            @Override
            public String reverseKey() { return "none"; }
        };
    }
}
