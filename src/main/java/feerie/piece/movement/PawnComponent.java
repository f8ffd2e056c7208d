package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The orthodox pawn: one step forward without capturing, two from its side's second rank when both
 * squares are free, a capture one step diagonally forward (en passant too), and promotion on the
 * last rank to one of the position's promotion types.
 */
public final class PawnComponent extends Component {
    /** A pawn's move to {@code to}: the plain move, or on a promotion square one move per piece it may become. */
    static int addStep(BoardView board, boolean promotes, int us, int from, int to, int[] out, int n) {
        return addStep(board, promotes, false, us, from, to, out, n);
    }

    /** {@link #addStep}, a marine pawn promoting to the marine pieces ({@link BoardView#marinePromotionTypes}). */
    static int addStep(BoardView board, boolean promotes, boolean marine, int us, int from, int to, int[] out, int n) {
        if (!promotes) {
            out[n++] = Move.of(from, to);
            return n;
        }
        for (int type : marine ? board.marinePromotionTypes(us) : board.promotionTypes(us))
            out[n++] = Move.promotion(from, to, type);
        return n;
    }

    private final boolean promotes;
    /** Popeye's protean (reverse) pawn: moves as a pawn of the other side, towards its own first rank. */
    private final boolean reversed;
    /** The marine pawn's moves ({@code mPm}): it promotes to the marine pieces. */
    private final boolean marine;

    public PawnComponent() { this(Mode.MOVE_AND_CAPTURE, true); }

    public PawnComponent(Mode mode, boolean promotes) { this(mode, promotes, false); }

    public PawnComponent(Mode mode, boolean promotes, boolean reversed) { this(mode, promotes, reversed, false); }

    /**
     * A pawn's moves ({@link Mode#MOVE_ONLY}), captures ({@link Mode#CAPTURE_ONLY}) or both; a pawn
     * part that does not promote is the pawn in Popeye's Dragon, Gryphon and Ship.
     */
    public PawnComponent(Mode mode, boolean promotes, boolean reversed, boolean marine) {
        super(mode);
        this.promotes = promotes;
        this.reversed = reversed;
        this.marine = marine;
    }

    /** True when the pawn promotes on its last rank. */
    public boolean promotes() { return promotes; }

    /** True for the orthodox pawn: moves and captures, and promotes. */
    public boolean orthodox() { return promotes && !reversed && !marine && mode == Mode.MOVE_AND_CAPTURE; }

    @Override
    public String notation() {
        String prefix = mode == Mode.MOVE_ONLY ? "m" : mode == Mode.CAPTURE_ONLY ? "c" : "";
        return prefix + (reversed ? "Pr" : marine ? "Pm" : promotes ? "P" : "Pn");
    }

    @Override
    public Bound bind(Geometry g, int owner) {
        int side = reversed ? Side.opponent(owner) : owner;
        int dy = side == Side.WHITE ? 1 : -1;
        int startRank = side == Side.WHITE ? 1 : g.ranks - 2;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[] step = new int[g.size];
        int[] doubleStep = new int[g.size];
        int[][] captures = new int[g.size][];
        int[][] reverse = new int[g.size][];
        boolean[] promotes = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            boolean moves = mode != Mode.CAPTURE_ONLY, takes = mode != Mode.MOVE_ONLY;
            step[sq] = moves ? g.offset(sq, 0, dy) : -1;
            doubleStep[sq] = moves && g.rank(sq) == startRank ? g.offset(sq, 0, 2 * dy) : -1;
            captures[sq] = takes ? squares(g.offset(sq, -1, dy), g.offset(sq, 1, dy)) : new int[0];
            reverse[sq] = takes ? squares(g.offset(sq, -1, -dy), g.offset(sq, 1, -dy)) : new int[0];
            promotes[sq] = this.promotes && g.rank(sq) == lastRank;
        }
        int[][][] reverseChains = new int[g.size][][];
        for (int sq = 0; sq < g.size; sq++) {
            reverseChains[sq] = new int[reverse[sq].length][];
            for (int i = 0; i < reverse[sq].length; i++) reverseChains[sq][i] = new int[] {reverse[sq][i]};
        }
        return new BoundPawn(step, doubleStep, captures, promotes, marine, reverseChains,
                mode == Mode.MOVE_ONLY ? "pawn-none" : "pawn" + dy + (reversed ? "r" : ""));
    }

    private static int[] squares(int a, int b) {
        if (a < 0) return b < 0 ? new int[0] : new int[] {b};
        return b < 0 ? new int[] {a} : new int[] {a, b};
    }

    private static final class BoundPawn extends Bound {
        private final int[] step;
        private final int[] doubleStep;
        private final int[][] captures;
        private final boolean[] promotes;
        private final int[][][] reverse;
        private final String key;

        private final boolean marine;

        BoundPawn(int[] step, int[] doubleStep, int[][] captures, boolean[] promotes, boolean marine, int[][][] reverse,
                  String key) {
            this.marine = marine;
            this.step = step;
            this.doubleStep = doubleStep;
            this.captures = captures;
            this.promotes = promotes;
            this.reverse = reverse;
            this.key = key;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int to = step[from];
            if (to >= 0 && squares[to] == Piece.EMPTY) {
                n = add(board, us, from, to, out, n);
                int two = doubleStep[from];
                if (two >= 0 && squares[two] == Piece.EMPTY) out[n++] = Move.of(from, two, Move.DOUBLE_STEP);
            }
            int ep = board.enPassantSquare(), ep2 = board.enPassantSquare2();
            for (int c : captures[from]) {
                int p = squares[c];
                if (p != Piece.EMPTY) {
                    if (Piece.side(p) != us) n = add(board, us, from, c, out, n);
                } else if (c == ep || c == ep2) {
                    out[n++] = Move.of(from, c, Move.EN_PASSANT);
                }
            }
            return n;
        }

        private int add(BoardView board, int us, int from, int to, int[] out, int n) {
            return PawnComponent.addStep(board, promotes[to], marine, us, from, to, out, n);
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            for (int c : captures[from]) if (c == target) return true;
            return false;
        }

        @Override
        public boolean attacksEnPassant(BoardView board, int from, int target, int us) { return attacks(board, from, target, us); }

        @Override
        public int[][][] reverseChains() { return reverse; }

        @Override
        public String reverseKey() { return key; }
    }
}
