package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

/**
 * The Berolina pawn ({@code Pb}): steps one square diagonally forward without capturing, two from
 * its side's second rank when both squares are free, captures one square straight forward (en
 * passant too, on the square a pawn passed over), and promotes on the last rank. On its own first
 * rank it does what the rule for pawns there says ({@link PawnComponent.FirstRank}).
 */
final class BerolinaPawnComponent extends Component {
    private final PawnComponent.FirstRank firstRank;

    BerolinaPawnComponent() { this(PawnComponent.FirstRank.STILL); }

    private BerolinaPawnComponent(PawnComponent.FirstRank firstRank) {
        super(Mode.MOVE_AND_CAPTURE);
        this.firstRank = firstRank;
    }

    @Override
    public Component withFirstRank(PawnComponent.FirstRank rule) {
        return rule == firstRank ? this : new BerolinaPawnComponent(rule);
    }

    static Component read(Mode mode, String term) {
        if (!term.equals("Pb")) return null;
        if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("'Pb' takes no m or c prefix");
        return new BerolinaPawnComponent();
    }

    @Override
    public String notation() { return "Pb"; }

    @Override
    public Bound bind(Geometry g, int side) {
        int dy = side == Side.WHITE ? 1 : -1;
        int startRank = side == Side.WHITE ? 1 : g.ranks - 2;
        int lastRank = side == Side.WHITE ? g.ranks - 1 : 0;
        int[][] steps = new int[g.size][];
        int[][] doubles = new int[g.size][];
        int firstRankIndex = side == Side.WHITE ? 0 : g.ranks - 1;
        int[] capture = new int[g.size];
        int[] observed = new int[g.size];
        int[][][] reverse = new int[g.size][][];
        boolean[] promotes = new boolean[g.size];
        for (int sq = 0; sq < g.size; sq++) {
            int left = g.offset(sq, -1, dy), right = g.offset(sq, 1, dy);
            boolean start = g.rank(sq) == startRank;
            boolean onFirst = g.rank(sq) == firstRankIndex && g.ranks > 1;
            boolean moves = !onFirst || firstRank == PawnComponent.FirstRank.MOVES;
            steps[sq] = moves ? new int[] {left, right} : new int[0];
            doubles[sq] = new int[] {start && left >= 0 ? g.offset(sq, -2, 2 * dy) : -1,
                    start && right >= 0 ? g.offset(sq, 2, 2 * dy) : -1};
            capture[sq] = moves ? g.offset(sq, 0, dy) : -1;
            observed[sq] = !onFirst || firstRank != PawnComponent.FirstRank.STILL ? g.offset(sq, 0, dy) : -1;
            int back = g.offset(sq, 0, -dy);
            boolean fromStill = back >= 0 && g.rank(back) == firstRankIndex && firstRank == PawnComponent.FirstRank.STILL;
            reverse[sq] = back < 0 || fromStill ? new int[0][] : new int[][] {{back}};
            promotes[sq] = g.rank(sq) == lastRank;
        }
        String key = "berolina" + dy + (firstRank == PawnComponent.FirstRank.STILL ? "" : "-first");
        return new BoundBerolina(steps, doubles, capture, observed, promotes, reverse, key);
    }

    private static final class BoundBerolina extends Bound {
        private final int[][] steps;
        private final int[][] doubles;
        private final int[] capture;
        private final int[] observed;
        private final boolean[] promotes;
        private final int[][][] reverse;
        private final String key;

        BoundBerolina(int[][] steps, int[][] doubles, int[] capture, int[] observed, boolean[] promotes, int[][][] reverse,
                      String key) {
            this.steps = steps;
            this.doubles = doubles;
            this.capture = capture;
            this.observed = observed;
            this.promotes = promotes;
            this.reverse = reverse;
            this.key = key;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int[] step = steps[from];
            for (int i = 0; i < step.length; i++) {
                int to = step[i];
                if (to < 0 || squares[to] != Piece.EMPTY) continue;
                n = add(board, us, from, to, out, n);
                int two = doubles[from][i];
                if (two >= 0 && squares[two] == Piece.EMPTY) out[n++] = Move.of(from, two, Move.DOUBLE_STEP);
            }
            int c = capture[from];
            if (c >= 0) {
                int p = squares[c];
                if (p != Piece.EMPTY) {
                    if (Piece.side(p) != us) n = add(board, us, from, c, out, n);
                } else if (c == board.enPassantSquare() || c == board.enPassantSquare2()) {
                    out[n++] = Move.of(from, c, Move.EN_PASSANT);
                }
            }
            return n;
        }

        private int add(BoardView board, int us, int from, int to, int[] out, int n) {
            return PawnComponent.addStep(board, promotes[to], us, from, to, out, n);
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) { return observed[from] == target && target >= 0; }

        @Override
        public boolean attacksEnPassant(BoardView board, int from, int target, int us) { return attacks(board, from, target, us); }

        @Override
        public int[][][] reverseChains() { return reverse; }

        @Override
        public String reverseKey() { return key; }
    }
}
