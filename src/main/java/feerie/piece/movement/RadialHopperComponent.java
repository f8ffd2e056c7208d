package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Popeye's tree and leaf hoppers, which group the leaps by length: {@code $tree}, {@code $leaf}
 * use the leaps along queen lines ((1,0) ... (7,0), (1,1) ... (7,7)), {@code $tree*} and
 * {@code $leaf*} (the greater ones) every leap, those of equal length forming one group (so (5,0)
 * goes with (4,3), (5,5) with (7,1)).
 * <ul>
 *   <li>Tree hopper: a leap of a group to a piece (the hurdle), then any leap of the same group from
 *       the hurdle.</li>
 *   <li>Leaf hopper: when a leap of a group reaches a piece (the hurdle), any other leap of that
 *       group from its own square.</li>
 * </ul>
 * The landing square must be empty or hold an enemy (captured); a square reached several ways is
 * one move.
 *
 * <p>{@code $radial}: Popeye's radial knight, the greater tree hopper whose hurdle must be an enemy
 * (Popeye 4.104's radialknight: every leap, grouped by length; the hurdle stays on the board).
 */
final class RadialHopperComponent extends Component {
    private final boolean tree;
    private final boolean greater;
    /** The hurdle must be an enemy (the radial knight). */
    private final boolean enemyHurdle;
    private final String notation;

    private RadialHopperComponent(Mode mode, boolean tree, boolean greater, boolean enemyHurdle, String notation) {
        super(mode);
        this.tree = tree;
        this.greater = greater;
        this.enemyHurdle = enemyHurdle;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith("$")) return null;
        if (term.equals("$radial")) return new RadialHopperComponent(mode, true, true, true, Atoms.written(mode, term));
        boolean greater = term.endsWith("*");
        String body = term.substring(1, greater ? term.length() - 1 : term.length());
        if (!body.equals("tree") && !body.equals("leaf"))
            throw new IllegalArgumentException("unknown radial hopper '" + term + "': write $tree, $leaf or $radial, * for the greater one");
        return new RadialHopperComponent(mode, body.equals("tree"), greater, false, Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        Map<Integer, List<int[]>> byLength = new TreeMap<>();
        int reach = Math.max(g.files, g.ranks) - 1;
        for (int x = -reach; x <= reach; x++)
            for (int y = -reach; y <= reach; y++) {
                if (x == 0 && y == 0) continue;
                if (!greater && x != 0 && y != 0 && Math.abs(x) != Math.abs(y)) continue;
                byLength.computeIfAbsent(x * x + y * y, k -> new ArrayList<>()).add(new int[] {x, y});
            }
        List<List<int[]>> groups = new ArrayList<>(byLength.values());
        // targets[sq][group][i]: the square one leap i of the group away from sq, or -1
        int[][][] targets = new int[g.size][groups.size()][];
        for (int sq = 0; sq < g.size; sq++)
            for (int k = 0; k < groups.size(); k++) {
                List<int[]> group = groups.get(k);
                targets[sq][k] = new int[group.size()];
                for (int i = 0; i < group.size(); i++) targets[sq][k][i] = g.offset(sq, group.get(i)[0], group.get(i)[1]);
            }
        return new BoundRadial(targets, mode, tree, enemyHurdle);
    }

    private static final class BoundRadial extends Bound {
        private final int[][][] targets;
        private final boolean moves;
        private final boolean captures;
        private final boolean tree;
        private final boolean enemyHurdle;

        BoundRadial(int[][][] targets, Mode mode, boolean tree, boolean enemyHurdle) {
            this.targets = targets;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.tree = tree;
            this.enemyHurdle = enemyHurdle;
        }

        /** Is the piece on {@code h} a hurdle for a piece of side {@code us}? */
        private boolean isHurdle(int[] squares, int h, int us) {
            return h >= 0 && squares[h] != Piece.EMPTY && (!enemyHurdle || Piece.side(squares[h]) != us);
        }

        private int add(int[] squares, int from, int to, int us, int[] out, int start, int n) {
            if (to < 0 || to == from) return n;
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
            int[][] groups = targets[from];
            for (int k = 0; k < groups.length; k++) {
                int[] leaps = groups[k];
                for (int i = 0; i < leaps.length; i++) {
                    int h = leaps[i];
                    if (!isHurdle(squares, h, us)) continue;
                    int[] landings = tree ? targets[h][k] : leaps;
                    for (int j = 0; j < landings.length; j++)
                        if (tree || j != i) n = add(squares, from, landings[j], us, out, start, n);
                }
            }
            return n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            return captures && hurdle(board.squares(), from, target, us) >= 0;
        }

        @Override
        public int hurdle(BoardView board, int from, int target) {
            int[] squares = board.squares();
            return hurdle(squares, from, target, squares[from] == Piece.EMPTY ? -1 : Piece.side(squares[from]));
        }

        private int hurdle(int[] squares, int from, int target, int us) {
            if (target == from) return -1;
            int[][] groups = targets[from];
            for (int k = 0; k < groups.length; k++) {
                int[] leaps = groups[k];
                for (int i = 0; i < leaps.length; i++) {
                    int h = leaps[i];
                    if (!isHurdle(squares, h, us)) continue;
                    int[] landings = tree ? targets[h][k] : leaps;
                    for (int j = 0; j < landings.length; j++)
                        if ((tree || j != i) && landings[j] == target) return h;
                }
            }
            return -1;
        }
    }
}
