package feerie.piece.movement;

import feerie.geometry.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntBinaryOperator;

/**
 * Reads a Coureur written as chains (seed 000), the primitive of {@link ChainComponent}:
 * <pre>
 *   {STEPS|STEPS...}[*[n]][:SYM]    chains of steps, each ring a step away from the previous one
 *   [RINGS|RINGS...][:SYM]          chains of rings, each ring an offset from the start square
 * </pre>
 * A step or ring is {@code (dx,dy)}, written for White (Black's are mirrored top to bottom).
 * {@code *} repeats the steps cyclically without end (the board's edge or an obstacle ends the
 * run), {@code *n} repeats them for at most n steps. {@code :8} (the default) adds all eight images
 * of each chain under the board's rotations and reflections, {@code :4} the four rotations,
 * {@code :1} only the chains as written. Identical images count once. A final {@code !} makes the
 * chains absolute: Black's are not mirrored (Popeye's hunters go up as one piece and down as
 * another, whatever their side).
 *
 * <p>Examples: crooked bishop {@code {(1,1)(-1,1)}*}, crooked rook {@code {(1,0)(0,1)}*}, the Rose
 * {@code {(1,2)(2,1)(2,-1)(1,-2)(-1,-2)(-2,-1)(-2,1)(-1,2)|(2,1)(2,-1)(1,-2)(-1,-2)(-2,-1)(-2,1)(-1,2)(1,2)}*}
 * (knight steps turning clockwise round the octagon; the images of the first chain give four
 * clockwise starts and four anticlockwise ones, the second chain the eight others: 16 paths), the seed's "from c1: h6-g5-f4-e3-d2" piece {@code [(5,5)(4,4)(3,3)(2,2)(1,1)]}.
 */
final class CoureurTerm implements MovementNotation.TermReader {
    /** The symmetries, as maps of (x, y): the four rotations first, then the reflections. */
    private static final List<int[]> IMAGES = List.of(
            new int[] {1, 0, 0, 1}, new int[] {0, -1, 1, 0}, new int[] {-1, 0, 0, -1}, new int[] {0, 1, -1, 0},
            new int[] {-1, 0, 0, 1}, new int[] {0, 1, 1, 0}, new int[] {1, 0, 0, -1}, new int[] {0, -1, -1, 0});

    @Override
    public Component read(Mode mode, String term) {
        if (term.isEmpty()) return null;
        char open = term.charAt(0);
        if (open != '{' && open != '[') return null;
        boolean absolute = term.endsWith("!");
        if (absolute) term = term.substring(0, term.length() - 1);
        boolean steps = open == '{';
        int close = term.lastIndexOf(steps ? '}' : ']');
        if (close < 0) throw error(term, "is not closed");
        String suffix = term.substring(close + 1);
        int symmetry = 8;
        int colon = suffix.indexOf(':');
        if (colon >= 0) {
            symmetry = number(suffix.substring(colon + 1), term);
            if (symmetry != 8 && symmetry != 4 && symmetry != 1) throw error(term, "symmetry must be :8, :4 or :1");
            suffix = suffix.substring(0, colon);
        }
        int limit = 0;
        if (!suffix.isEmpty()) {
            if (!steps) throw error(term, "repeats steps, not rings: write it with {}");
            if (suffix.charAt(0) != '*') throw error(term, "has '" + suffix + "' after its chains");
            limit = suffix.length() == 1 ? -1 : number(suffix.substring(1), term);
        }
        List<int[][]> shapes = new ArrayList<>();
        for (String chain : term.substring(1, close).split("\\|", -1)) {
            int[][] written = offsets(chain, term);
            int[][] rings = steps ? walk(written, limit) : written;
            for (int i = 0; i < symmetry; i++) addOnce(shapes, transform(rings, IMAGES.get(i)));
        }
        return new ChainComponent(mode, shapes, isStraight(shapes), absolute, Atoms.written(mode, term + (absolute ? "!" : "")));
    }

    /** The rings reached by taking the steps in turn: once, cyclically ({@code limit} -1) or up to {@code limit} steps. */
    private static int[][] walk(int[][] stepList, int limit) {
        int count = limit == 0 ? stepList.length : limit > 0 ? limit : stepList.length * 2 * Geometry.MAX_SIDE;
        int[][] rings = new int[count][];
        int x = 0, y = 0;
        for (int i = 0; i < count; i++) {
            int[] s = stepList[i % stepList.length];
            x += s[0];
            y += s[1];
            rings[i] = new int[] {x, y};
        }
        return rings;
    }

    private static int[][] offsets(String chain, String term) {
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < chain.length()) {
            if (chain.charAt(i) != '(') throw error(term, "expects (dx,dy) at '" + chain.substring(i) + "'");
            int end = chain.indexOf(')', i);
            if (end < 0) throw error(term, "has an unclosed (dx,dy)");
            out.add(MovementNotation.leap(chain.substring(i, end + 1), term));
            i = end + 1;
        }
        if (out.isEmpty()) throw error(term, "has an empty chain");
        return out.toArray(new int[0][]);
    }

    private static int[][] transform(int[][] rings, int[] m) {
        IntBinaryOperator fx = (x, y) -> m[0] * x + m[1] * y;
        IntBinaryOperator fy = (x, y) -> m[2] * x + m[3] * y;
        int[][] out = new int[rings.length][];
        for (int i = 0; i < rings.length; i++)
            out[i] = new int[] {fx.applyAsInt(rings[i][0], rings[i][1]), fy.applyAsInt(rings[i][0], rings[i][1])};
        return out;
    }

    private static void addOnce(List<int[][]> shapes, int[][] chain) {
        for (int[][] s : shapes) if (java.util.Arrays.deepEquals(s, chain)) return;
        shapes.add(chain);
    }

    /**
     * Straight chains (ring k is k times ring 1) that share no ring are a plain rider: they may use
     * the reverse attack probes and need no deduplication. Anything else is walked forward.
     */
    private static boolean isStraight(List<int[][]> shapes) {
        java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
        for (int[][] s : shapes) {
            for (int k = 0; k < s.length; k++) {
                if (s[k][0] != s[0][0] * (k + 1) || s[k][1] != s[0][1] * (k + 1)) return false;
                if (!seen.add(List.of(s[k][0], s[k][1]))) return false;
            }
        }
        return true;
    }

    private static int number(String text, String term) {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(term, "expects a positive number, not '" + text + "'");
    }

    private static IllegalArgumentException error(String term, String what) {
        return new IllegalArgumentException("Coureur term '" + term + "' " + what);
    }
}
