package feerie.piece.movement;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a run of leap atoms such as {@code WF} or {@code N(3,2)} into base vectors, one per atom
 * (not their images): the primitives that take a set of lines (horned riders, hoppers, the Soucie)
 * expand the images themselves.
 */
final class Atoms {
    private Atoms() {}

    /** The atoms of {@code text}, in order; throws for an unknown letter or a malformed leap. */
    static List<int[]> parse(String text, String term) {
        List<int[]> atoms = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int end = text.charAt(i) == '(' ? text.indexOf(')', i) + 1 : i + 1;
            if (end <= i) throw new IllegalArgumentException("unclosed leap in movement term '" + term + "'");
            atoms.add(MovementNotation.leap(text.substring(i, end), term));
            i = end;
        }
        if (atoms.isEmpty()) throw new IllegalArgumentException("movement term '" + term + "' names no leap");
        return atoms;
    }

    /** Every image of every atom, each direction once. */
    static List<int[]> directions(String text, String term) {
        List<int[]> out = new ArrayList<>();
        for (int[] a : parse(text, term))
            for (int[] v : MovementNotation.symmetricImages(a[0], a[1]))
                if (out.stream().noneMatch(o -> o[0] == v[0] && o[1] == v[1])) out.add(v);
        return out;
    }

    /**
     * By direction and square: the square one step away in that direction ({@code sign} -1: the
     * opposite one), or -1 off the board. The step table every line-walking component binds.
     */
    static int[][] steps(feerie.geometry.Geometry g, List<int[]> directions, int sign) {
        int[][] next = new int[directions.size()][g.size];
        for (int d = 0; d < directions.size(); d++) {
            int[] v = directions.get(d);
            for (int sq = 0; sq < g.size; sq++) next[d][sq] = g.offset(sq, sign * v[0], sign * v[1]);
        }
        return next;
    }

    /** The term as written, with the mode's prefix restored (readers get the term without it). */
    static String written(Mode mode, String body) {
        return (mode == Mode.MOVE_ONLY ? "m" : mode == Mode.CAPTURE_ONLY ? "c" : "") + body;
    }
}
