package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The Chinese pawn (soldier of xiangqi): {@code Pch}. It moves and captures one step straight
 * forward; once on the far half of the board (for White ranks 5 to 8 of the 8x8 board) also one step
 * sideways. It has no double step, takes no pawn en passant and never promotes. Not a line: the
 * sideways steps depend on the square the piece stands on.
 */
public final class ChinesePawnComponent extends Component {
    private final String notation;

    public ChinesePawnComponent(Mode mode, String notation) {
        super(mode);
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of the Chinese pawn. */
    static Component read(Mode mode, String term) {
        return term.equals("Pch") ? new ChinesePawnComponent(mode, Atoms.written(mode, term)) : null;
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int dy = side == Side.WHITE ? 1 : -1;
        int[][] targets = new int[g.size][];
        for (int sq = 0; sq < g.size; sq++) {
            boolean pastRiver = side == Side.WHITE ? 2 * g.rank(sq) >= g.ranks : 2 * g.rank(sq) < g.ranks;
            int[] all = pastRiver
                    ? new int[] {g.offset(sq, 0, dy), g.offset(sq, 1, 0), g.offset(sq, -1, 0)}
                    : new int[] {g.offset(sq, 0, dy)};
            targets[sq] = java.util.Arrays.stream(all).filter(t -> t >= 0).toArray();
        }
        return new BoundChinesePawn(targets, mode);
    }

    private static final class BoundChinesePawn extends Bound {
        private final int[][] targets;
        private final boolean moves;
        private final boolean captures;

        BoundChinesePawn(int[][] targets, Mode mode) {
            this.targets = targets;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int t : targets[from]) {
                int p = squares[t];
                if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            for (int t : targets[from]) if (t == target) return true;
            return false;
        }
    }
}
