package feerie.position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The attack probes of one side merged line by line, for the question "is this square attacked?"
 * alone. The probes of the pieces are kept apart ({@link PieceTable.Probe}: a queen's probe, a
 * rook's, a king's...), so a plain position walks the same line from the target once per kind of
 * piece that may capture along it. Here every reverse chain that is the beginning of another
 * (the king's step e1-e2 of the rook's line e1-e2-e3...) is folded into it, and each ring of the
 * line knows which pieces capture from there: the line is walked once and its first occupied
 * square answers for all of them.
 *
 * <p>Why the answer is the same: chains folded together share their squares up to the end of the
 * shorter one, so their first occupied square is the same one as long as it lies within the
 * shorter chain; beyond it the shorter chain found nothing, and the merged line asks only the
 * pieces of the chains that reach that ring. (Who observes, and in what order, still comes from
 * {@link Position#observers}, which lists the observers once each line, in another order than the
 * probes would: its callers ask for the set.)
 */
final class AttackLines {
    /** By target square: the merged lines, each the squares walked from the target outwards. */
    final int[][][] squares;
    /** By target square and line: by ring, the piece codes that capture from a unit on that ring. */
    final boolean[][][][] attackers;
    /**
     * By target square and square: the indexes of the target's lines that pass that square. After
     * a move that changed only its start and arrival squares, only these lines of a target can
     * have changed their first occupied square.
     */
    final int[][][] through;

    private AttackLines(int[][][] squares, boolean[][][][] attackers) {
        this.squares = squares;
        this.attackers = attackers;
        this.through = throughIndex(squares);
    }

    private static final int[] NONE = new int[0];

    private static int[][][] throughIndex(int[][][] squares) {
        int size = squares.length;
        int[][][] through = new int[size][size][];
        for (int target = 0; target < size; target++) {
            int[] counts = new int[size];
            for (int[] line : squares[target]) for (int s : line) counts[s]++;
            for (int s = 0; s < size; s++) through[target][s] = counts[s] == 0 ? NONE : new int[counts[s]];
            int[] filled = new int[size];
            int[][] lines = squares[target];
            for (int j = 0; j < lines.length; j++) for (int s : lines[j]) through[target][s][filled[s]++] = j;
        }
        return through;
    }

    static AttackLines of(PieceTable.Probe[] probes, int size, int codes) {
        int[][][] squares = new int[size][][];
        boolean[][][][] attackers = new boolean[size][][][];
        for (int target = 0; target < size; target++) {
            List<int[]> lines = new ArrayList<>();
            List<List<boolean[]>> rings = new ArrayList<>();
            for (PieceTable.Probe probe : probes) {
                for (int[] chain : probe.chains()[target]) {
                    if (chain.length == 0) continue;
                    int j = 0;
                    while (j < lines.size() && !prefixes(lines.get(j), chain)) j++;
                    if (j == lines.size()) {
                        lines.add(chain);
                        rings.add(new ArrayList<>());
                    } else if (chain.length > lines.get(j).length) {
                        lines.set(j, chain);
                    }
                    List<boolean[]> r = rings.get(j);
                    for (int k = 0; k < chain.length; k++) {
                        if (r.size() <= k) r.add(new boolean[codes]);
                        boolean[] at = r.get(k);
                        for (int c = 0; c < codes; c++) at[c] |= probe.attacker()[c];
                    }
                }
            }
            squares[target] = lines.toArray(new int[0][]);
            attackers[target] = new boolean[lines.size()][][];
            for (int j = 0; j < lines.size(); j++) attackers[target][j] = share(rings.get(j));
        }
        return new AttackLines(squares, attackers);
    }

    /** Is one of the two chains the beginning of the other? */
    private static boolean prefixes(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) if (a[i] != b[i]) return false;
        return true;
    }

    /** The rings' sets, equal ones as one array (a rider's rings beyond the first are alike: fewer cache lines). */
    private static boolean[][] share(List<boolean[]> rings) {
        boolean[][] out = new boolean[rings.size()][];
        for (int k = 0; k < out.length; k++) {
            boolean[] r = rings.get(k);
            out[k] = k > 0 && Arrays.equals(out[k - 1], r) ? out[k - 1] : r;
        }
        return out;
    }
}
