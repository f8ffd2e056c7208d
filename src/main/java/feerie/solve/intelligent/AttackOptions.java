package feerie.solve.intelligent;

import feerie.piece.Side;
import java.util.Arrays;

/**
 * The attacking pieces' options for {@link FinalPositionBound}: for a piece of a kind on a square,
 * and each square K where the king may end, which squares around K it can attack and with how few
 * moves. Kept apart from the bound because these tables depend on no position: they are worked
 * out once per kind, square and goal and shared by every bound and thread.
 */
final class AttackOptions {
    private AttackOptions() {}

    private static final int FAR = EmptyBoard.FAR;

    /**
     * For a piece of this kind on {@code from}, and each square K: what it can attack around K
     * (the K bit only for mate) from the squares it can reach, with the fewest moves to do so;
     * an option whose area another covers at no more cost is left out. Packed as
     * {@code mask | moves << 16}, cheapest first. Worked out once per kind, square and goal, and
     * shared by all threads (a race only computes the same table twice).
     */
    static int[][] of(int kind, int from, boolean mate) {
        int index = ((mate ? 8 : 0) + kind) * 64 + from;
        int[][] table = OPTIONS[index];
        if (table == null) {
            table = new int[64][];
            int[] best = new int[512];
            int[] masks = new int[512];
            Arrays.fill(best, FAR);
            boolean pawn = kind >= EmptyBoard.WHITE_PAWN;
            int colour = kind == EmptyBoard.BLACK_PAWN ? Side.BLACK : Side.WHITE;
            for (int k = 0; k < 64; k++) {
                int needed = (mate ? 1 : 0) | 0x1FE & ~EmptyBoard.offBoard(k);
                int n = 0;
                for (int t = 0; t < 64; t++) {
                    if (t == k) continue;
                    // kings never stand side by side
                    if (kind == EmptyBoard.KING && EmptyBoard.kingDistance(t, k) < 2) continue;
                    for (int promoted = 0; promoted < (pawn ? 2 : 1); promoted++) {
                        int d = promoted == 0 ? EmptyBoard.distance(kind, from, t) : EmptyBoard.promoted(colour, from, t);
                        if (d >= FAR) continue;
                        int m = EmptyBoard.area(promoted == 0 ? kind : EmptyBoard.AMAZON, t, k) & needed;
                        if (m == 0) continue;
                        if (best[m] == FAR) masks[n++] = m;
                        if (d < best[m]) best[m] = d;
                    }
                }
                int[] kept = new int[n];
                int count = 0;
                for (int a = 0; a < n; a++) {
                    int m = masks[a], c = best[m];
                    boolean dominated = false;
                    for (int b = 0; b < n && !dominated; b++) {
                        int o = masks[b];
                        dominated = o != m && (o & m) == m && best[o] <= c;
                    }
                    if (!dominated) kept[count++] = m | c << 16;
                }
                for (int a = 0; a < n; a++) best[masks[a]] = FAR;
                int[] list = Arrays.copyOf(kept, count);
                Arrays.sort(list);
                // sorted as ints: by moves first, as the moves sit in the high bits
                table[k] = list;
            }
            OPTIONS[index] = table;
        }
        return table;
    }

    private static final int[][][] OPTIONS = new int[2 * 8 * 64][][];
}
