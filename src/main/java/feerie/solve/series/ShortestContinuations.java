package feerie.solve.series;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Popeye reads a parry series (pser-) as battle play: the key may win in any number of moves up
 * to the stipulated one, but wherever the series side is to move again (after the other side's
 * pass or parry) only its quickest wins are shown (py 4.104: pser-x4 with a 2-move capture shows
 * its 2- and 3-move lines and no 4-move line through a position that wins in 2). The
 * {@link SeriesSolver} keeps to this itself (after a pass it gives up where a shorter win exists,
 * after a parry it looks for the quickest win first); the same key found at two lengths (a check
 * whose parries all lose at once) gives the same lines twice, which are written once.
 *
 * <p>Counting the quickest way over the lines found is not the rule: after 1.Bb4-d6 + Kc7-d7 of a
 * pser-#4 the win takes three moves, some of whose variations are shorter (2.Qf8-e7 + Kd7-c8
 * 3.Qe7-c7 #), and py 4.104 shows 2.Kd3-c4 3.Qf8-e7 + Kd7-c6 4.Qe7-c7 # beside them.
 */
public final class ShortestContinuations {
    private ShortestContinuations() {}

    /** These paths ({@link SeriesSolver#PARRY} marking parries), each once, in their order. */
    public static List<int[]> keep(List<int[]> paths) {
        Set<String> seen = new HashSet<>();
        List<int[]> kept = new ArrayList<>();
        for (int[] path : paths) if (seen.add(Arrays.toString(path))) kept.add(path);
        return kept;
    }
}
