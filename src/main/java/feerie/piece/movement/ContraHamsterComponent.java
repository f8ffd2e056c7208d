package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * {@code >WF}: Popeye's contra-hamster. Along a queen line whose square just behind the piece holds
 * a piece (of either side), it rides away from that piece over empty squares, and may capture the
 * first enemy met.
 */
final class ContraHamsterComponent extends Component {
    private final List<int[]> directions;
    private final String notation;

    private ContraHamsterComponent(Mode mode, List<int[]> directions, String notation) {
        super(mode);
        this.directions = directions;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith(">")) return null;
        return new ContraHamsterComponent(mode, Atoms.directions(term.substring(1), term), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int[][] forward = Atoms.steps(g, directions, 1);
        int[][] behind = new int[directions.size()][g.size];
        for (int d = 0; d < directions.size(); d++)
            for (int sq = 0; sq < g.size; sq++) behind[d][sq] = g.offset(sq, -directions.get(d)[0], -directions.get(d)[1]);
        return new BoundContraHamster(forward, behind, mode);
    }

    private static final class BoundContraHamster extends Bound {
        private final int[][] forward;
        private final int[][] behind;
        private final boolean moves;
        private final boolean captures;

        BoundContraHamster(int[][] forward, int[][] behind, Mode mode) {
            this.forward = forward;
            this.behind = behind;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < forward.length; d++) {
                int b = behind[d][from];
                if (b < 0 || squares[b] == Piece.EMPTY) continue;
                int[] next = forward[d];
                for (int to = next[from]; to >= 0; to = next[to]) {
                    int p = squares[to];
                    if (p == Piece.EMPTY) {
                        if (moves) out[n++] = Move.of(from, to);
                        continue;
                    }
                    if (captures && Piece.side(p) != us) out[n++] = Move.of(from, to);
                    break;
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < forward.length; d++) {
                int b = behind[d][from];
                if (b < 0 || squares[b] == Piece.EMPTY) continue;
                int[] next = forward[d];
                for (int to = next[from]; to >= 0; to = next[to]) {
                    if (to == target) return true;
                    if (squares[to] != Piece.EMPTY) break;
                }
            }
            return false;
        }

        @Override
        public int hurdle(BoardView board, int from, int to) { return -1; }
    }
}
