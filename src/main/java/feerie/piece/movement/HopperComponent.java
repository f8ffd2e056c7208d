package feerie.piece.movement;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import java.util.List;

/**
 * Hoppers: {@code ^[d]ATOMS[n|*]}, one {@code ^} per hurdle. Along each line of the given rider
 * (all images of the atoms) the piece passes over empty squares to the first piece met, of either
 * side (the hurdle), and lands beyond it on a square that must be empty or hold an enemy (captured).
 * <ul>
 *   <li>{@code ^WF}: the grasshopper, landing on the square just beyond; {@code ^W} the rookhopper,
 *       {@code ^F} the bishophopper, {@code ^N} the nightrider-hopper;</li>
 *   <li>a trailing number n: it lands exactly n steps beyond the hurdle, over empty squares
 *       (grasshopper-2 {@code ^WF2});</li>
 *   <li>a trailing {@code *}: it lands on any square beyond the hurdle, up to and including the
 *       first piece met there (an enemy, captured): the lion {@code ^WF*}, the pao's capture
 *       {@code c^W*};</li>
 *   <li>a leading number d: the hurdle must stand exactly d steps away, over empty squares; the
 *       contra-grasshopper {@code ^1WF*} (hurdle adjacent, any distance beyond), the kinghopper
 *       {@code ^1WF};</li>
 *   <li>{@code ^^}: two hurdles on the same line, any empty squares between them (the kangaroo
 *       {@code ^^WF}, lands just beyond the second); up to four ({@code ^^^^WF*}: Popeye's Bob,
 *       a lion over four hurdles).</li>
 * </ul>
 * Popeye's grasshopper family, lions, Chinese riders and kangaroo all are this one walk with other
 * distances, which is why they share a component rather than one class each.
 */
public final class HopperComponent extends Component {
    private final List<int[]> directions;
    private final int hurdles;
    /** Exact steps to the first hurdle, or 0 for any. */
    private final int before;
    /** Exact steps beyond the last hurdle, or 0 for any (up to the first piece). */
    private final int beyond;
    private final String notation;

    public HopperComponent(Mode mode, List<int[]> directions, String notation) {
        this(mode, directions, 1, 0, 1, notation);
    }

    public HopperComponent(Mode mode, List<int[]> directions, int hurdles, int before, int beyond, String notation) {
        super(mode);
        this.directions = List.copyOf(directions);
        this.hurdles = hurdles;
        this.before = before;
        this.beyond = beyond;
        this.notation = notation;
    }

    /** The {@link MovementNotation.TermReader} of hoppers. */
    static Component read(Mode mode, String term) {
        if (!term.startsWith("^")) return null;
        int i = 0;
        int hurdles = 0;
        while (i < term.length() && term.charAt(i) == '^') { hurdles++; i++; }
        if (hurdles > 4) throw new IllegalArgumentException("at most four hurdles in movement term '" + term + "'");
        int start = i;
        while (i < term.length() && Character.isDigit(term.charAt(i))) i++;
        int before = i > start ? Integer.parseInt(term.substring(start, i)) : 0;
        int end = term.length();
        int beyond = 1;
        if (term.endsWith("*")) {
            beyond = 0;
            end--;
        } else {
            int j = end;
            while (j > i && Character.isDigit(term.charAt(j - 1))) j--;
            if (j < end) {
                beyond = Integer.parseInt(term.substring(j, end));
                end = j;
            }
        }
        if ((i > start && before == 0) || (end < term.length() && beyond == 0 && !term.endsWith("*")))
            throw new IllegalArgumentException("a distance of 0 in movement term '" + term + "'");
        return new HopperComponent(mode, Atoms.directions(term.substring(i, end), term), hurdles, before, beyond,
                Atoms.written(mode, term));
    }

    @Override
    public String notation() { return notation; }

    /** The lines ridden. */
    public List<int[]> directions() { return directions; }

    /** How many hurdles are hopped (1, 2 for the kangaroo, up to 4). */
    public int hurdles() { return hurdles; }

    @Override
    public Bound bind(Geometry g, int side) {
        return new BoundHopper(Atoms.steps(g, directions, 1), mode, hurdles, before, beyond);
    }

    private static final class BoundHopper extends Bound {
        private final int[][] next;
        private final boolean moves;
        private final boolean captures;
        private final int hurdles;
        private final int before;
        private final int beyond;

        BoundHopper(int[][] next, Mode mode, int hurdles, int before, int beyond) {
            this.next = next;
            this.moves = mode.moves;
            this.captures = mode.captures;
            this.hurdles = hurdles;
            this.before = before;
            this.beyond = beyond;
        }

        /** The square of the last hurdle in direction d, or -1 if the hurdles are not there. */
        private int lastHurdle(int[] squares, int from, int d) {
            int[] step = next[d];
            int s = step[from];
            if (before > 0) {
                for (int k = 1; k < before && s >= 0; k++) {
                    if (squares[s] != Piece.EMPTY) return -1;
                    s = step[s];
                }
                if (s < 0 || squares[s] == Piece.EMPTY) return -1;
            } else {
                while (s >= 0 && squares[s] == Piece.EMPTY) s = step[s];
                if (s < 0) return -1;
            }
            for (int h = 1; h < hurdles; h++) {
                s = step[s];
                while (s >= 0 && squares[s] == Piece.EMPTY) s = step[s];
                if (s < 0) return -1;
            }
            return s;
        }

        @Override
        public int generate(BoardView board, int from, int us, int[] out, int n) {
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int hurdle = lastHurdle(squares, from, d);
                if (hurdle < 0) continue;
                int[] step = next[d];
                int to = step[hurdle];
                if (beyond == 0) {
                    while (to >= 0 && squares[to] == Piece.EMPTY) {
                        if (moves) out[n++] = Move.of(from, to);
                        to = step[to];
                    }
                    if (to >= 0 && captures && Piece.side(squares[to]) != us) out[n++] = Move.of(from, to);
                    continue;
                }
                for (int k = 1; k < beyond && to >= 0; k++) to = squares[to] == Piece.EMPTY ? step[to] : -1;
                if (to < 0) continue;
                int p = squares[to];
                if (p == Piece.EMPTY ? moves : captures && Piece.side(p) != us) out[n++] = Move.of(from, to);
            }
            return n;
        }

        @Override
        public int hurdle(BoardView board, int from, int target) {
            int[] squares = board.squares();
            if (squares[target] == Piece.EMPTY ? !moves : !captures) return -1;
            for (int d = 0; d < next.length; d++) {
                int hurdle = lastHurdle(squares, from, d);
                if (hurdle < 0) continue;
                int[] step = next[d];
                int to = step[hurdle];
                if (beyond == 0) {
                    while (to >= 0 && to != target && squares[to] == Piece.EMPTY) to = step[to];
                } else {
                    for (int k = 1; k < beyond && to >= 0; k++) to = squares[to] == Piece.EMPTY ? step[to] : -1;
                }
                if (to == target) return hurdle;
            }
            return -1;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            if (!captures) return false;
            int[] squares = board.squares();
            for (int d = 0; d < next.length; d++) {
                int hurdle = lastHurdle(squares, from, d);
                if (hurdle < 0) continue;
                int[] step = next[d];
                int to = step[hurdle];
                if (beyond == 0) {
                    while (to >= 0 && to != target && squares[to] == Piece.EMPTY) to = step[to];
                } else {
                    for (int k = 1; k < beyond && to >= 0; k++) to = squares[to] == Piece.EMPTY ? step[to] : -1;
                }
                if (to == target) return true;
            }
            return false;
        }
    }
}
