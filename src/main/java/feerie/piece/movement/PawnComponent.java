package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The orthodox pawn: one step forward without capturing, two from its side's second rank when both
 * squares are free, a capture one step diagonally forward (en passant too), and promotion on the
 * last rank to one of the position's promotion types.
 *
 * <p>A pawn on its own first rank (a problem may put one there) neither moves, captures nor
 * observes, as in Popeye; a few conditions let it ({@link FirstRank}).
 */
public final class PawnComponent extends Component {
    /**
     * What a pawn on its own first rank does. In Popeye 4.104 it stands still; under EinsteinChess,
     * Wormholes, Circe Parrain and Circe Cage it moves (one step, or captures) and observes; under
     * Circe Equipollents it only observes (Popeye's squares a pawn may capture on then include its
     * second rank, while its moves stay those of a pawn on its first rank).
     */
    public enum FirstRank {
        STILL, OBSERVES, MOVES;

        /** The freer of the two. */
        public FirstRank or(FirstRank other) { return compareTo(other) >= 0 ? this : other; }
    }

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
        for (int type : marine ? board.marinePromotionTypes(us) : board.promotionTypes(us, from))
            out[n++] = Move.promotion(from, to, type);
        return n;
    }

    private final boolean promotes;
    /** Popeye's protean (reverse) pawn: moves as a pawn of the other side, towards its own first rank. */
    private final boolean reversed;
    /** The marine pawn's moves ({@code mPm}): it promotes to the marine pieces. */
    private final boolean marine;
    /** What the pawn does on its own first rank. */
    private final FirstRank firstRank;

    public PawnComponent() { this(Mode.MOVE_AND_CAPTURE, true); }

    public PawnComponent(Mode mode, boolean promotes) { this(mode, promotes, false); }

    public PawnComponent(Mode mode, boolean promotes, boolean reversed) { this(mode, promotes, reversed, false); }

    /**
     * A pawn's moves ({@link Mode#MOVE_ONLY}), captures ({@link Mode#CAPTURE_ONLY}) or both; a pawn
     * part that does not promote is the pawn in Popeye's Dragon, Gryphon and Ship.
     */
    public PawnComponent(Mode mode, boolean promotes, boolean reversed, boolean marine) {
        this(mode, promotes, reversed, marine, FirstRank.STILL);
    }

    private PawnComponent(Mode mode, boolean promotes, boolean reversed, boolean marine, FirstRank firstRank) {
        super(mode);
        this.promotes = promotes;
        this.reversed = reversed;
        this.marine = marine;
        this.firstRank = firstRank;
    }

    @Override
    public Component withFirstRank(FirstRank rule) {
        return rule == firstRank ? this : new PawnComponent(mode, promotes, reversed, marine, rule);
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
        int firstRankIndex = side == Side.WHITE ? 0 : g.ranks - 1;
        int[] step = new int[g.size];
        int[] doubleStep = new int[g.size];
        int[][] captures = new int[g.size][];
        int[][] observed = new int[g.size][];
        int[][] reverse = new int[g.size][];
        boolean[] promotes = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            // on its own first rank the pawn moves only if the rule says so, and observes only if it says so
            boolean onFirst = g.rank(sq) == firstRankIndex && g.ranks > 1;
            boolean moves = mode != Mode.CAPTURE_ONLY && (!onFirst || firstRank == FirstRank.MOVES);
            boolean takes = mode != Mode.MOVE_ONLY && (!onFirst || firstRank == FirstRank.MOVES);
            boolean observes = mode != Mode.MOVE_ONLY && (!onFirst || firstRank != FirstRank.STILL);
            step[sq] = moves ? g.offset(sq, 0, dy) : -1;
            doubleStep[sq] = moves && g.rank(sq) == startRank ? g.offset(sq, 0, 2 * dy) : -1;
            captures[sq] = takes ? squares(g.offset(sq, -1, dy), g.offset(sq, 1, dy)) : new int[0];
            observed[sq] = observes ? squares(g.offset(sq, -1, dy), g.offset(sq, 1, dy)) : new int[0];
            // the squares a pawn observes this one from: not its own first rank, where it observes nothing
            int[] back = mode != Mode.MOVE_ONLY ? squares(g.offset(sq, -1, -dy), g.offset(sq, 1, -dy)) : new int[0];
            boolean fromFirst = g.rank(sq) - dy == firstRankIndex;
            reverse[sq] = fromFirst && firstRank == FirstRank.STILL ? new int[0] : back;
            promotes[sq] = this.promotes && g.rank(sq) == lastRank;
        }
        int[][][] reverseChains = new int[g.size][][];
        for (int sq = 0; sq < g.size; sq++) {
            reverseChains[sq] = new int[reverse[sq].length][];
            for (int i = 0; i < reverse[sq].length; i++) reverseChains[sq][i] = new int[] {reverse[sq][i]};
        }
        String key = mode == Mode.MOVE_ONLY ? "pawn-none"
                : "pawn" + dy + (reversed ? "r" : "") + (firstRank == FirstRank.STILL ? "" : "-first");
        Bound anyRank = firstRank == FirstRank.MOVES ? null : withFirstRank(FirstRank.MOVES).bind(g, owner);
        return new BoundPawn(step, doubleStep, captures, observed, promotes, marine, reverseChains, key, anyRank);
    }

    private static int[] squares(int a, int b) {
        if (a < 0) return b < 0 ? new int[0] : new int[] {b};
        return b < 0 ? new int[] {a} : new int[] {a, b};
    }

    /**
     * The pawn's movement as a pawned Orphan has it: Popeye lets an Orphan that walks as a pawn
     * move from its first rank whatever the rule for pawns (the same bound if the rule lets them).
     */
    public static Bound onAnyRank(Bound b) {
        return b instanceof BoundPawn pawn && pawn.anyRank != null ? pawn.anyRank : b;
    }

    private static final class BoundPawn extends Bound {
        private final int[] step;
        private final int[] doubleStep;
        private final int[][] captures;
        /** The squares the pawn observes (its captures, and on its first rank perhaps without them). */
        private final int[][] observed;
        private final boolean[] promotes;
        private final int[][][] reverse;
        private final String key;
        /** The same pawn moving from its first rank too (null: this one does). */
        private final Bound anyRank;

        private final boolean marine;

        BoundPawn(int[] step, int[] doubleStep, int[][] captures, int[][] observed, boolean[] promotes, boolean marine,
                  int[][][] reverse, String key, Bound anyRank) {
            this.marine = marine;
            this.step = step;
            this.doubleStep = doubleStep;
            this.captures = captures;
            this.observed = observed;
            this.promotes = promotes;
            this.reverse = reverse;
            this.key = key;
            this.anyRank = anyRank;
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
            for (int c : observed[from]) if (c == target) return true;
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
