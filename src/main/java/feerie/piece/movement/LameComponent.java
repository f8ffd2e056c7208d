package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * Lame leapers and riders: {@code ATOM/W} and {@code ATOM/F}, with an optional rider suffix
 * {@code *} or {@code *n}. Each leap passes through one square next to its start, which must be
 * empty: {@code /W} the orthogonal step along the leap's longer axis, {@code /F} the diagonal step
 * towards it. The Chinese horse (Popeye's mao) is {@code N/W}, the moa {@code N/F}, the maorider
 * {@code N/W*}. A Coureur chain cannot say this, since its rings may hold an enemy to capture,
 * while the square passed here must be empty: hence a component of its own.
 *
 * <p>A trailing {@code ^} turns the lame leaper into a hopper: the square passed must hold a piece
 * of either side (the hurdle), as for Popeye's maohopper {@code N/W^} and moahopper {@code N/F^}.
 * A trailing {@code ^*} makes the lame rider a lion (Popeye's maorider lion {@code N/W^*}, moarider
 * lion {@code N/F^*}): along the rider's line, the squares passed and reached taken in turn, the first
 * piece met is the hurdle, and the piece lands on any square the line reaches beyond it, with no
 * other piece passed or reached on the way (capturing an enemy on the last one).
 *
 * <p>A leading {@code x} makes it a locust: {@code xN/W} captures an enemy on the square passed by
 * landing on the leap's square, which must be empty ({@link Move#DISPLACED_CAPTURE}). Popeye's
 * Skylla is {@code mN/W xN/W}, its Charybdis {@code mN/F xN/F} (Popeye 4.104's skylla_charybdis:
 * the arrival is always empty; the square passed is empty for a move, an enemy for a capture).
 */
public final class LameComponent extends Component {
    private final List<int[]> leaps;
    private final boolean orthogonal;
    private final int maxSteps;
    private final boolean hops;
    private final boolean lion;
    private final boolean locust;
    private final String notation;

    public LameComponent(Mode mode, List<int[]> leaps, boolean orthogonal, int maxSteps, String notation) {
        this(mode, leaps, orthogonal, maxSteps, false, notation);
    }

    public LameComponent(Mode mode, List<int[]> leaps, boolean orthogonal, int maxSteps, boolean hops, String notation) {
        super(mode);
        this.hops = hops;
        this.lion = hops && maxSteps == 0;
        this.locust = false;
        this.leaps = List.copyOf(leaps);
        this.orthogonal = orthogonal;
        this.maxSteps = maxSteps;
        this.notation = notation;
    }

    private LameComponent(List<int[]> leaps, boolean orthogonal, String notation) {
        super(Mode.CAPTURE_ONLY);
        this.hops = false;
        this.lion = false;
        this.locust = true;
        this.leaps = List.copyOf(leaps);
        this.orthogonal = orthogonal;
        this.maxSteps = 1;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of lame leapers. */
    static Component read(Mode mode, String term) {
        if (term.startsWith("x") && term.indexOf('/') > 1) {
            if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("a locust only captures: '" + term + "'");
            Component plain = read(Mode.MOVE_AND_CAPTURE, term.substring(1));
            if (!(plain instanceof LameComponent lame) || lame.hops || lame.maxSteps != 1)
                throw new IllegalArgumentException("a lame locust is a lame leap with x before it, not '" + term + "'");
            return new LameComponent(lame.leaps, lame.orthogonal, term);
        }
        int slash = term.indexOf('/');
        if (slash <= 0 || slash + 1 >= term.length()) return null;
        char via = term.charAt(slash + 1);
        if (via != 'W' && via != 'F') return null;
        String rest = term.substring(slash + 2);
        int maxSteps = 1;
        boolean hops = rest.equals("^") || rest.equals("^*");
        if (hops) rest = rest.substring(1);
        if (rest.startsWith("*")) maxSteps = rest.length() == 1 ? 0 : Integer.parseInt(rest.substring(1));
        else if (!rest.isEmpty()) return null;
        List<int[]> leaps = new ArrayList<>();
        for (int[] a : Atoms.parse(term.substring(0, slash), term)) {
            if (Math.abs(a[0]) == Math.abs(a[1]) || a[0] == 0 || a[1] == 0)
                throw new IllegalArgumentException("a lame leap needs an oblique leap, not '" + term + "'");
            for (int[] v : MovementNotation.symmetricImages(a[0], a[1]))
                if (leaps.stream().noneMatch(o -> o[0] == v[0] && o[1] == v[1])) leaps.add(v);
        }
        return new LameComponent(mode, leaps, via == 'W', maxSteps, hops, Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        int n = leaps.size();
        int[][] via = new int[n][g.size];
        int[][] to = new int[n][g.size];
        for (int d = 0; d < n; d++) {
            int x = leaps.get(d)[0], y = leaps.get(d)[1];
            int vx, vy;
            if (orthogonal) {
                vx = Math.abs(x) > Math.abs(y) ? Integer.signum(x) : 0;
                vy = Math.abs(y) > Math.abs(x) ? Integer.signum(y) : 0;
            } else {
                vx = Integer.signum(x);
                vy = Integer.signum(y);
            }
            for (int sq = 0; sq < g.size; sq++) {
                int t = g.offset(sq, x, y);
                via[d][sq] = t < 0 ? -1 : g.offset(sq, vx, vy);
                to[d][sq] = t;
            }
        }
        if (locust) return new BoundLameLocust(via, to);
        if (lion) return new BoundLameLion(via, to, mode);
        return hops ? new BoundLameHopper(via, to, mode) : new BoundLame(via, to, mode, maxSteps);
    }

    /** The lame rider as a lion: over the first piece passed or reached, to any square beyond. */
    private static final class BoundLameLion extends Bound {
        private final int[][] via;
        private final int[][] to;
        private final boolean moves;
        private final boolean captures;

        BoundLameLion(int[][] via, int[][] to, Mode mode) {
            this.via = via;
            this.to = to;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++) {
                boolean beyond = false;
                for (int s = from; ; ) {
                    int v = via[d][s];
                    if (v < 0) break;
                    int t = to[d][s];
                    int p = squares[t];
                    if (!beyond) {
                        if (squares[v] == Piece.EMPTY) {
                            beyond = p != Piece.EMPTY;
                        } else {
                            beyond = true;
                            if (p != Piece.EMPTY) {
                                if (captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
                                break;
                            }
                            if (moves) out[n++] = Move.of(from, t);
                        }
                    } else {
                        if (squares[v] != Piece.EMPTY) break;
                        if (p != Piece.EMPTY) {
                            if (captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
                            break;
                        }
                        if (moves) out[n++] = Move.of(from, t);
                    }
                    s = t;
                }
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
            for (int d = 0; d < to.length; d++) {
                int hurdle = -1;
                for (int s = from; ; ) {
                    int v = via[d][s];
                    if (v < 0) break;
                    int t = to[d][s];
                    int p = squares[t];
                    if (hurdle < 0) {
                        if (squares[v] == Piece.EMPTY) {
                            if (p != Piece.EMPTY) hurdle = t;
                        } else {
                            hurdle = v;
                            if (t == target) return v;
                            if (p != Piece.EMPTY) break;
                        }
                    } else {
                        if (squares[v] != Piece.EMPTY) break;
                        if (t == target) return hurdle;
                        if (p != Piece.EMPTY) break;
                    }
                    s = t;
                }
            }
            return -1;
        }
    }

    /** The lame leap as a locust: it captures on the square passed, landing on the empty leap's square. */
    private static final class BoundLameLocust extends Bound {
        private final int[][] via;
        private final int[][] to;

        BoundLameLocust(int[][] via, int[][] to) {
            this.via = via;
            this.to = to;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++) {
                int v = via[d][from];
                if (v < 0 || squares[v] == Piece.EMPTY || Piece.side(squares[v]) == us) continue;
                int t = to[d][from];
                if (squares[t] == Piece.EMPTY) out[n++] = Move.displacedCapture(from, v, t);
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++)
                if (via[d][from] == target && squares[to[d][from]] == Piece.EMPTY) return true;
            return false;
        }
    }

    /** The lame leap as a hop: the square passed must be occupied. */
    private static final class BoundLameHopper extends Bound {
        private final int[][] via;
        private final int[][] to;
        private final boolean moves;
        private final boolean captures;

        BoundLameHopper(int[][] via, int[][] to, Mode mode) {
            this.via = via;
            this.to = to;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++) {
                int v = via[d][from];
                if (v < 0 || squares[v] == Piece.EMPTY) continue;
                int t = to[d][from];
                int p = squares[t];
                if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
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
            for (int d = 0; d < to.length; d++) {
                if (to[d][from] != target) continue;
                int v = via[d][from];
                if (v >= 0 && squares[v] != Piece.EMPTY) return v;
            }
            return -1;
        }
    }

    private static final class BoundLame extends Bound {
        private final int[][] via;
        private final int[][] to;
        private final boolean moves;
        private final boolean captures;
        private final int maxSteps;

        BoundLame(int[][] via, int[][] to, Mode mode, int maxSteps) {
            this.via = via;
            this.to = to;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.maxSteps = maxSteps;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++) {
                int s = from;
                for (int step = 1; maxSteps == 0 || step <= maxSteps; step++) {
                    int v = via[d][s];
                    if (v < 0 || squares[v] != Piece.EMPTY) break;
                    int t = to[d][s];
                    int p = squares[t];
                    if (p == Piece.EMPTY) {
                        if (moves) out[n++] = Move.of(from, t);
                    } else {
                        if (captures && Piece.side(p) != us) out[n++] = Move.of(from, t);
                        break;
                    }
                    s = t;
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < to.length; d++) {
                int s = from;
                for (int step = 1; maxSteps == 0 || step <= maxSteps; step++) {
                    int v = via[d][s];
                    if (v < 0 || squares[v] != Piece.EMPTY) break;
                    int t = to[d][s];
                    if (t == target) return true;
                    if (squares[t] != Piece.EMPTY) break;
                    s = t;
                }
            }
            return false;
        }
    }
}
