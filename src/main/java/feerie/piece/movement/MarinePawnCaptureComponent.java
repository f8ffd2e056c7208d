package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The marine pawn's capture: {@code xP} (promoting) and {@code xPn} (the marine ship's, which does
 * not promote). An enemy unit one step diagonally forward is captured by landing on the next
 * square of the same diagonal, which must be empty (a locust capture, {@link Move#DISPLACED_CAPTURE}).
 * A marine pawn that lands on its last rank promotes: one move per marine promotion type, the
 * type numbered by the move's choice (1 for the first of {@link BoardView#marinePromotionTypes}).
 * Over the square a pawn has just passed it captures that pawn en passant the same way.
 * Source: Popeye 4.104's marine pawn and marine ship (REGRESSIONS-4_63_to_4_65-22, where a black
 * marine ship captures {@code MHc6*d5-e4}).
 */
public final class MarinePawnCaptureComponent extends Component {
    private final boolean promotes;

    private MarinePawnCaptureComponent(boolean promotes) {
        super(Mode.CAPTURE_ONLY);
        this.promotes = promotes;
    }

    /** The {@link MovementNotation.TermReader} of the marine pawn's capture. */
    static Component read(Mode mode, String term) {
        if (!term.equals("xP") && !term.equals("xPn")) return null;
        return new MarinePawnCaptureComponent(term.equals("xP"));
    }

    /** True when the capture promotes on the last rank. */
    public boolean promotes() { return promotes; }

    @Override
    public String notation() { return promotes ? "xP" : "xPn"; }

    @Override
    public Bound bind(Geometry g, int side) {
        int dy = side == Side.WHITE ? 1 : -1;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[][] next = new int[2][g.size];
        boolean[] last = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            next[0][sq] = g.offset(sq, -1, dy);
            next[1][sq] = g.offset(sq, 1, dy);
            last[sq] = promotes && g.rank(sq) == lastRank;
        }
        return new BoundCapture(next, last);
    }

    private static final class BoundCapture extends Bound {
        private final int[][] next;
        private final boolean[] promotesOn;

        BoundCapture(int[][] next, boolean[] promotesOn) {
            this.next = next;
            this.promotesOn = promotesOn;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int ep = board.enPassantSquare(), ep2 = board.enPassantSquare2();
            for (int[] step : next) {
                int victim = step[from];
                if (victim < 0) continue;
                int to = step[victim];
                if (to < 0 || squares[to] != Piece.EMPTY) continue;
                if (squares[victim] == Piece.EMPTY) {
                    // en passant: over the square a pawn has just passed, the pawn taken where it stands
                    // (written MPe5*c7 ep., as Popeye 4.104 does)
                    if (victim == ep || victim == ep2) out[n++] = Move.of(from, to, Move.EN_PASSANT);
                    continue;
                }
                if (Piece.side(squares[victim]) == us) continue;
                int move = Move.displacedCapture(from, victim, to);
                if (!promotesOn[to]) {
                    out[n++] = move;
                    continue;
                }
                int choices = board.marinePromotionTypes(us).length;
                for (int c = 1; c <= choices && c < Move.CHOICES; c++) out[n++] = Move.withChoice(move, c);
            }
            return n;
        }

        @Override
        public boolean attacksEnPassant(BoardView board, int from, int target, int us) {
            int[] squares = board.squares();
            for (int[] step : next) {
                if (step[from] != target) continue;
                int to = step[target];
                if (to >= 0 && squares[to] == Piece.EMPTY) return true;
            }
            return false;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            int[] squares = board.squares();
            for (int[] step : next) {
                if (step[from] != target) continue;
                int to = step[target];
                if (to >= 0 && squares[to] == Piece.EMPTY) return true;
            }
            return false;
        }
    }
}
