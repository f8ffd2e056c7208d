package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * Symmetric hoppers: {@code =WF} (Popeye's Orix), {@code =*} (the Equihopper), each with a trailing
 * {@code !} for the non-stop form. Along a line from its square the piece finds the first piece
 * (the hurdle) d steps away and lands d steps beyond it, on the square symmetric to its own about the
 * hurdle; the squares passed beyond the hurdle must be empty, and the landing square empty or hold
 * an enemy (captured). {@code =WF} looks along queen lines only; {@code =*} along every line, the
 * oblique ones too ((1,2), (1,3), (2,3) ... where no square lies between the piece and the hurdle).
 * The non-stop forms hop over any piece on such a line to the symmetric square, whatever stands
 * between.
 *
 * <p>A trailing {@code s} (before any {@code !}) makes the stopper of the same lines, which goes
 * only half way: {@code =*s}, Popeye's Equi English (equistopper), moves to the square midway
 * between itself and the first piece on a line, and captures the first piece on a line when the
 * next piece beyond stands as far again; {@code =*s!}, the Equi French (non-stop equistopper),
 * moves or captures on any square whose mirror image about that square (seen from its own) holds a
 * piece.
 *
 * <p>{@code =*:90} is Popeye's Eagle Equihopper: from the hurdle it turns a quarter either way and
 * lands as far from the hurdle as the hurdle is from its own square, over empty squares (the first
 * piece on a queen line is the hurdle; on the other lines, (1,2) (1,3) (2,3), only a piece right
 * there). {@code =*:90!} is the non-stop form, Popeye's Eagle Nonstop Equihopper
 * ({@link EagleNonstopEquihopper}).
 */
final class EquihopperComponent extends Component {
    private final boolean allLines;
    private final boolean nonstop;
    private final boolean stopper;
    private final boolean eagle;
    private final String notation;

    private EquihopperComponent(Mode mode, boolean allLines, boolean nonstop, boolean stopper, String notation) {
        super(mode);
        this.allLines = allLines;
        this.nonstop = nonstop;
        this.stopper = stopper;
        this.eagle = false;
        this.notation = notation;
    }

    private EquihopperComponent(Mode mode, String notation) {
        super(mode);
        this.allLines = true;
        this.nonstop = false;
        this.stopper = false;
        this.eagle = true;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith("=")) return null;
        if (term.equals("=*:90")) return new EquihopperComponent(mode, Atoms.written(mode, term));
        if (term.equals("=*:90!")) return new EagleNonstopEquihopper(mode, Atoms.written(mode, term));
        boolean nonstop = term.endsWith("!");
        String body = term.substring(1, nonstop ? term.length() - 1 : term.length());
        boolean stopper = body.endsWith("s");
        if (stopper) body = body.substring(0, body.length() - 1);
        if (!body.equals("WF") && !body.equals("*"))
            throw new IllegalArgumentException("unknown symmetric hopper '" + term + "': write =WF or =*");
        return new EquihopperComponent(mode, body.equals("*"), nonstop, stopper, Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        if (eagle) return bindEagle(g);
        List<int[]> directions = new ArrayList<>();
        int reach = Math.max(g.files, g.ranks);
        for (int x = -reach; x <= reach; x++)
            for (int y = -reach; y <= reach; y++) {
                if (x == 0 && y == 0 || gcd(Math.abs(x), Math.abs(y)) != 1) continue;
                boolean queen = x == 0 || y == 0 || Math.abs(x) == Math.abs(y);
                if (queen || allLines) directions.add(new int[] {x, y});
            }
        int[][][] rays = new int[g.size][][];
        for (int sq = 0; sq < g.size; sq++) {
            List<int[]> lines = new ArrayList<>();
            for (int[] u : directions) {
                List<Integer> ray = new ArrayList<>();
                for (int s = g.offset(sq, u[0], u[1]); s >= 0; s = g.offset(s, u[0], u[1])) ray.add(s);
                if (ray.size() >= 2) lines.add(ray.stream().mapToInt(Integer::intValue).toArray());
            }
            rays[sq] = lines.toArray(new int[0][]);
        }
        return stopper ? new BoundEquistopper(rays, mode, nonstop) : new BoundEquihopper(rays, mode, nonstop, hops(g.size, rays));
    }

    private static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    /**
     * By {@code from * size + target}: where a hop from {@code from} could land on {@code target},
     * as {@code (ray << 16 | hurdle index) + 1}; 0 when no ray has the target at a landing index,
     * -1 when several do (a board whose lines meet again). Null on boards too large to tabulate.
     * Asking "does this hopper attack that square?" then looks at one line instead of all of them
     * (the Equihopper has some forty lines from a square of the 8x8 board).
     */
    private static int[] hops(int size, int[][][] rays) {
        if (size > 256) return null;
        int[] via = new int[size * size];
        for (int from = 0; from < size; from++)
            for (int r = 0; r < rays[from].length; r++) {
                int[] ray = rays[from][r];
                if (ray.length >= 1 << 16) return null;
                for (int h = 0; 2 * h + 1 < ray.length; h++) {
                    int i = from * size + ray[2 * h + 1];
                    via[i] = via[i] == 0 ? (r << 16 | h) + 1 : -1;
                }
            }
        return via;
    }

    private static final class BoundEquihopper extends Bound {
        private final int[][][] rays;
        private final boolean moves;
        private final boolean captures;
        private final boolean nonstop;

        /** See {@link #hops}; null: every line is walked. */
        private final int[] via;

        BoundEquihopper(int[][][] rays, Mode mode, boolean nonstop, int[] via) {
            this.rays = rays;
            this.via = via;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.nonstop = nonstop;
        }

        /** The landing square on this ray with its hurdle at index h, or -1 when the hop is not there. */
        private int landing(int[] squares, int[] ray, int h) {
            int a = 2 * h + 1;
            if (a >= ray.length) return -1;
            if (!nonstop) for (int i = h + 1; i < a; i++) if (squares[ray[i]] != Piece.EMPTY) return -1;
            return ray[a];
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int[] ray : rays[from]) {
                for (int h = 0; 2 * h + 1 < ray.length; h++) {
                    if (squares[ray[h]] == Piece.EMPTY) continue;
                    int to = landing(squares, ray, h);
                    if (to >= 0) {
                        int p = squares[to];
                        if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, to);
                    }
                    if (!nonstop) break;
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
            if (via != null) {
                int v = via[from * rays.length + target];
                if (v == 0) return -1;
                if (v > 0) return hurdleOn(squares, rays[from][(v - 1) >>> 16], (v - 1) & 0xFFFF);
            }
            for (int[] ray : rays[from]) {
                for (int h = 0; 2 * h + 1 < ray.length; h++) {
                    if (squares[ray[h]] == Piece.EMPTY) continue;
                    if (landing(squares, ray, h) == target) return ray[h];
                    if (!nonstop) break;
                }
            }
            return -1;
        }

        /**
         * The hurdle of the hop along {@code ray} landing at index {@code 2h + 1}, or -1: the
         * hurdle must stand at index h, and (unless non-stop) be the first piece on the ray, with
         * nothing between it and the landing square, as the walk in {@link #generate} finds it.
         */
        private int hurdleOn(int[] squares, int[] ray, int h) {
            if (squares[ray[h]] == Piece.EMPTY) return -1;
            if (!nonstop) {
                for (int i = 0; i < h; i++) if (squares[ray[i]] != Piece.EMPTY) return -1;
                for (int i = h + 1; i <= 2 * h; i++) if (squares[ray[i]] != Piece.EMPTY) return -1;
            }
            return ray[h];
        }
    }

    /** The stoppers: the piece goes half way to the hurdle (capturing a first piece mirrored beyond). */
    private static final class BoundEquistopper extends Bound {
        private final int[][][] rays;
        private final boolean moves;
        private final boolean captures;
        private final boolean nonstop;

        BoundEquistopper(int[][][] rays, Mode mode, boolean nonstop) {
            this.rays = rays;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.nonstop = nonstop;
        }

        private static int firstPiece(int[] squares, int[] ray, int start) {
            for (int i = start; i < ray.length; i++) if (squares[ray[i]] != Piece.EMPTY) return i;
            return -1;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int[] ray : rays[from]) {
                if (nonstop) {
                    for (int a = 0; 2 * a + 1 < ray.length; a++) {
                        if (squares[ray[2 * a + 1]] == Piece.EMPTY) continue;
                        int p = squares[ray[a]];
                        if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, ray[a]);
                    }
                    continue;
                }
                int h = firstPiece(squares, ray, 0);
                if (h < 0) continue;
                if (moves && h % 2 == 1) out[n++] = Move.of(from, ray[h / 2]);
                if (captures && Piece.side(squares[ray[h]]) != us && firstPiece(squares, ray, h + 1) == 2 * h + 1)
                    out[n++] = Move.of(from, ray[h]);
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
            for (int[] ray : rays[from]) {
                if (nonstop) {
                    for (int a = 0; 2 * a + 1 < ray.length; a++)
                        if (ray[a] == target && squares[ray[2 * a + 1]] != Piece.EMPTY) return ray[2 * a + 1];
                    continue;
                }
                int h = firstPiece(squares, ray, 0);
                if (h < 0) continue;
                if (h % 2 == 1 && ray[h / 2] == target) return ray[h];
                if (ray[h] == target && firstPiece(squares, ray, h + 1) == 2 * h + 1) return ray[2 * h + 1];
            }
            return -1;
        }
    }

    private Bound bindEagle(Geometry g) {
        List<int[]> dirs = new ArrayList<>();
        for (int x = -3; x <= 3; x++)
            for (int y = -3; y <= 3; y++) {
                if (x == 0 && y == 0) continue;
                boolean queen = x == 0 || y == 0 || Math.abs(x) == Math.abs(y);
                if (queen ? Math.max(Math.abs(x), Math.abs(y)) == 1 : gcd(Math.abs(x), Math.abs(y)) == 1)
                    dirs.add(new int[] {x, y});
            }
        int n = dirs.size();
        boolean[] queen = new boolean[n];
        int[][] turns = new int[n][2];
        for (int d = 0; d < n; d++) {
            int x = dirs.get(d)[0], y = dirs.get(d)[1];
            queen[d] = x == 0 || y == 0 || Math.abs(x) == Math.abs(y);
            for (int e = 0; e < n; e++) {
                if (dirs.get(e)[0] == -y && dirs.get(e)[1] == x) turns[d][0] = e;
                if (dirs.get(e)[0] == y && dirs.get(e)[1] == -x) turns[d][1] = e;
            }
        }
        int[][][] rays = new int[g.size][n][];
        for (int sq = 0; sq < g.size; sq++)
            for (int d = 0; d < n; d++) {
                List<Integer> ray = new ArrayList<>();
                for (int s = g.offset(sq, dirs.get(d)[0], dirs.get(d)[1]); s >= 0; s = g.offset(s, dirs.get(d)[0], dirs.get(d)[1])) {
                    ray.add(s);
                    if (!queen[d]) break;
                }
                rays[sq][d] = ray.stream().mapToInt(Integer::intValue).toArray();
            }
        return new BoundEagleEquihopper(rays, queen, turns, mode);
    }

    /** The Eagle Equihopper: to the hurdle, then as far again a quarter turn either way. */
    private static final class BoundEagleEquihopper extends Bound {
        private final int[][][] rays;
        private final boolean[] queen;
        private final int[][] turns;
        private final boolean moves;
        private final boolean captures;

        BoundEagleEquihopper(int[][][] rays, boolean[] queen, int[][] turns, Mode mode) {
            this.rays = rays;
            this.queen = queen;
            this.turns = turns;
            this.moves = mode.moves;
            this.captures = mode.captures;
        }

        /** The landing square after the hurdle at ray index h turning to direction e, or -1. */
        private int landing(int[] squares, int hurdle, int h, int e) {
            int[] leg = rays[hurdle][e];
            if (h >= leg.length) return -1;
            for (int i = 0; i < h; i++) if (squares[leg[i]] != Piece.EMPTY) return -1;
            return leg[h];
        }

        private int hurdleIndex(int[] squares, int d, int[] ray) {
            if (!queen[d]) return ray.length > 0 && squares[ray[0]] != Piece.EMPTY ? 0 : -1;
            for (int i = 0; i < ray.length; i++) if (squares[ray[i]] != Piece.EMPTY) return i;
            return -1;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            int start = n;
            int[][] byDir = rays[from];
            for (int d = 0; d < byDir.length; d++) {
                int h = hurdleIndex(squares, d, byDir[d]);
                if (h < 0) continue;
                int hurdle = byDir[d][h];
                for (int e : turns[d]) {
                    int to = landing(squares, hurdle, h, e);
                    if (to < 0) continue;
                    int p = squares[to];
                    if (p == Piece.EMPTY ? !moves : !captures || Piece.side(p) == us) continue;
                    int move = Move.of(from, to);
                    boolean seen = false;
                    for (int i = start; i < n && !seen; i++) seen = out[i] == move;
                    if (!seen) out[n++] = move;
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
            int[][] byDir = rays[from];
            for (int d = 0; d < byDir.length; d++) {
                int h = hurdleIndex(squares, d, byDir[d]);
                if (h < 0) continue;
                int hurdle = byDir[d][h];
                for (int e : turns[d]) if (landing(squares, hurdle, h, e) == target) return hurdle;
            }
            return -1;
        }
    }
}
