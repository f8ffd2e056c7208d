package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code =*:90!}: Popeye's Eagle Nonstop Equihopper. Any piece on one of its lines is a hurdle,
 * whatever stands between: the queen lines and the lines of the knight, camel and zebra leaps
 * ((1,2), (1,3), (2,3) and their multiples). From the hurdle it turns a quarter either way and lands
 * as far from the hurdle as the hurdle is from its own square, on an empty square or an enemy
 * (captured); nothing between matters. A square reached several ways is one move. Source: Popeye
 * 4.104's eagle_nonstop_equihopper.
 */
final class EagleNonstopEquihopper extends Component {
    private final String notation;

    EagleNonstopEquihopper(Mode mode, String notation) {
        super(mode);
        this.notation = notation;
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        List<int[]> lines = new ArrayList<>();
        for (int x = -3; x <= 3; x++)
            for (int y = -3; y <= 3; y++) {
                int ax = Math.abs(x), ay = Math.abs(y);
                boolean queen = Math.max(ax, ay) == 1;
                boolean leap = ax != ay && ax + ay >= 3 && ax + ay <= 5 && ax != 0 && ay != 0 && !(ax == 2 && ay == 2);
                if (queen || leap) lines.add(new int[] {x, y});
            }
        int[][] hurdles = new int[g.size][];
        int[][] left = new int[g.size][];
        int[][] right = new int[g.size][];
        for (int sq = 0; sq < g.size; sq++) {
            List<int[]> found = new ArrayList<>();
            for (int[] v : lines)
                for (int k = 1; ; k++) {
                    int h = g.offset(sq, k * v[0], k * v[1]);
                    if (h < 0) break;
                    // the landing squares: the hurdle plus (hurdle - start) turned a quarter either way
                    found.add(new int[] {h, g.offset(h, -k * v[1], k * v[0]), g.offset(h, k * v[1], -k * v[0])});
                }
            hurdles[sq] = found.stream().mapToInt(f -> f[0]).toArray();
            left[sq] = found.stream().mapToInt(f -> f[1]).toArray();
            right[sq] = found.stream().mapToInt(f -> f[2]).toArray();
        }
        return new BoundEagleNonstop(hurdles, left, right, mode);
    }

    private static final class BoundEagleNonstop extends Bound {
        private final int[][] hurdles;
        private final int[][] left;
        private final int[][] right;
        private final boolean moves;
        private final boolean captures;

        BoundEagleNonstop(int[][] hurdles, int[][] left, int[][] right, Mode mode) {
            this.hurdles = hurdles;
            this.left = left;
            this.right = right;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        private int add(int[] squares, int from, int to, int us, int[] out, int start, int n) {
            if (to < 0) return n;
            int p = squares[to];
            if (p == Piece.EMPTY ? !moves : !captures || Piece.side(p) == us) return n;
            int move = Move.of(from, to);
            for (int i = start; i < n; i++) if (out[i] == move) return n;
            out[n++] = move;
            return n;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            int[] hs = hurdles[from];
            for (int i = 0; i < hs.length; i++) {
                if (squares[hs[i]] == Piece.EMPTY) continue;
                n = add(squares, from, left[from][i], us, out, start, n);
                n = add(squares, from, right[from][i], us, out, start, n);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            return captures && hurdle(board, from, target) >= 0;
        }

        @Override
        public int hurdle(BoardView board, int from, int target) {
            int[] squares = board.squares();
            int[] hs = hurdles[from];
            for (int i = 0; i < hs.length; i++)
                if (squares[hs[i]] != Piece.EMPTY && (left[from][i] == target || right[from][i] == target)) return hs[i];
            return -1;
        }
    }
}
