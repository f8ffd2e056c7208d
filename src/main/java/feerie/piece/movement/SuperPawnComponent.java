package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The superpawns: {@code Ps}, Popeye's superpawn, rides straight forward without capturing and
 * captures along the two forward diagonals as far as the first unit met; {@code Psb}, the Berolina
 * superpawn, rides the forward diagonals without capturing and captures straight forward. Both
 * promote on the last rank; no double step and no en passant (the rides make them pointless).
 * Source: Popeye 4.104's superpawn and Berolina superpawn (piece codes SP and BS).
 */
final class SuperPawnComponent extends Component {
    private final boolean berolina;

    private SuperPawnComponent(boolean berolina) {
        super(Mode.MOVE_AND_CAPTURE);
        this.berolina = berolina;
    }

    static Component read(Mode mode, String term) {
        if (!term.equals("Ps") && !term.equals("Psb")) return null;
        if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("'" + term + "' takes no m or c prefix");
        return new SuperPawnComponent(term.equals("Psb"));
    }

    @Override
    public String notation() { return berolina ? "Psb" : "Ps"; }

    @Override
    public Bound bind(Geometry g, int side) {
        int dy = side == Side.WHITE ? 1 : -1;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[][] straight = {new int[g.size]};
        int[][] diagonals = {new int[g.size], new int[g.size]};
        boolean[] promotes = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            straight[0][sq] = g.offset(sq, 0, dy);
            diagonals[0][sq] = g.offset(sq, -1, dy);
            diagonals[1][sq] = g.offset(sq, 1, dy);
            promotes[sq] = g.rank(sq) == lastRank;
        }
        return berolina ? new BoundSuperPawn(diagonals, straight, promotes) : new BoundSuperPawn(straight, diagonals, promotes);
    }

    private static final class BoundSuperPawn extends Bound {
        private final int[][] moveLines;
        private final int[][] captureLines;
        private final boolean[] promotes;

        BoundSuperPawn(int[][] moveLines, int[][] captureLines, boolean[] promotes) {
            this.moveLines = moveLines;
            this.captureLines = captureLines;
            this.promotes = promotes;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int[] step : moveLines)
                for (int to = step[from]; to >= 0 && squares[to] == Piece.EMPTY; to = step[to])
                    n = PawnComponent.addStep(board, promotes[to], us, from, to, out, n);
            for (int[] step : captureLines) {
                int to = step[from];
                while (to >= 0 && squares[to] == Piece.EMPTY) to = step[to];
                if (to >= 0 && Piece.side(squares[to]) != us) n = PawnComponent.addStep(board, promotes[to], us, from, to, out, n);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            int[] squares = board.squares();
            for (int[] step : captureLines) {
                int to = step[from];
                while (to >= 0 && squares[to] == Piece.EMPTY) to = step[to];
                if (to == target) return true;
            }
            return false;
        }
    }
}
