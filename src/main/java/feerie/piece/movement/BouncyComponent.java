package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Popeye's bouncy pieces, which go on from the board's edge: {@code bN} the Bouncy Knight, a knight
 * that, having leapt to an empty edge square, may leap again from there (at most two more leaps);
 * {@code bN*} the Bouncy Nightrider, a nightrider whose lines reaching an empty edge square start
 * again from it in every direction (each edge square once). Every square so reached is one move
 * (captures end a line). Boards of at most 64 squares (the sets are kept in a long).
 */
final class BouncyComponent extends Component {
    private final boolean rider;
    private final String notation;

    private BouncyComponent(Mode mode, boolean rider, String notation) {
        super(mode);
        this.rider = rider;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.equals("bN") && !term.equals("bN*")) return null;
        return new BouncyComponent(mode, term.endsWith("*"), Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        if (g.size > 64) throw new IllegalArgumentException("bouncy pieces need a board of at most 64 squares");
        List<int[]> leaps = MovementNotation.symmetricImages(2, 1);
        int[][] next = Atoms.steps(g, leaps, 1);
        long edge = 0;
        for (int sq = 0; sq < g.size; sq++) {
            int f = g.file(sq), r = g.rank(sq);
            if (f == 0 || r == 0 || f == g.files - 1 || r == g.ranks - 1) edge |= 1L << sq;
        }
        return new BoundBouncy(next, edge, mode, rider);
    }

    private static final class BoundBouncy extends Bound {
        private final int[][] next;
        private final long edge;
        private final boolean moves;
        private final boolean captures;
        private final boolean rider;

        BoundBouncy(int[][] next, long edge, Mode mode, boolean rider) {
            this.next = next;
            this.edge = edge;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.rider = rider;
        }

        /** The squares a knight reaches from {@code s} with {@code bounces} more leaps allowed from the edge. */
        private long knight(int[] squares, int s, int bounces, int us) {
            long dest = 0;
            for (int[] step : next) {
                int t = step[s];
                if (t < 0) continue;
                int p = squares[t];
                if (p == Piece.EMPTY) {
                    if (moves) dest |= 1L << t;
                    if (bounces > 0 && (edge >>> t & 1) != 0) dest |= knight(squares, t, bounces - 1, us);
                } else if (captures && Piece.side(p) != us) {
                    dest |= 1L << t;
                }
            }
            return dest;
        }

        private long nightrider(int[] squares, int from, int us) {
            long dest = 0;
            long seen = (edge >>> from & 1) != 0 ? 1L << from : 0;
            long todo = 1L << from;
            while (todo != 0) {
                int s = Long.numberOfTrailingZeros(todo);
                todo &= todo - 1;
                for (int[] step : next) {
                    int t = step[s];
                    while (t >= 0 && squares[t] == Piece.EMPTY) {
                        if (moves) dest |= 1L << t;
                        if ((edge >>> t & 1) != 0 && (seen >>> t & 1) == 0) {
                            seen |= 1L << t;
                            todo |= 1L << t;
                            t = -1;
                            break;
                        }
                        t = step[t];
                    }
                    if (t >= 0 && captures && Piece.side(squares[t]) != us) dest |= 1L << t;
                }
            }
            return dest;
        }

        private long reach(int[] squares, int from, int us) {
            return rider ? nightrider(squares, from, us) : knight(squares, from, 2, us);
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            long dest = reach(board.squares(), from, us);
            while (dest != 0) {
                out[n++] = Move.of(from, Long.numberOfTrailingZeros(dest));
                dest &= dest - 1;
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            return (reach(board.squares(), from, us) >>> target & 1) != 0;
        }
    }
}
