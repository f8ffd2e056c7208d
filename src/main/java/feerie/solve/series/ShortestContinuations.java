package feerie.solve.series;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Popeye reads a parry series (pser-) as battle play: the key may win in any number of moves up
 * to the stipulated one, but wherever the series side is to move again (after the other side's
 * pass or parry) only its quickest wins are shown. A longer line through such a position, where a
 * shorter one goes on from the same moves, is no solution (py 4.104: pser-x4 with a 2-move capture
 * shows its 2- and 3-move lines and no 4-move line through a position that wins in 2).
 */
public final class ShortestContinuations {
    private ShortestContinuations() {}

    /** Of these paths ({@link SeriesSolver#PARRY} marking parries), those that go on quickest after every series move. */
    public static List<int[]> keep(List<int[]> paths) {
        // the fewest series moves found after each prefix that leaves the series side to move
        Map<String, Integer> fewest = new HashMap<>();
        for (int[] path : paths) {
            int total = seriesMoves(path, path.length);
            for (int i = 1; i < path.length; i++) {
                if ((path[i] & SeriesSolver.PARRY) != 0) continue;
                fewest.merge(Arrays.toString(Arrays.copyOf(path, i)), total - seriesMoves(path, i), Math::min);
            }
        }
        List<int[]> kept = new ArrayList<>();
        outer:
        for (int[] path : paths) {
            int total = seriesMoves(path, path.length);
            for (int i = 1; i < path.length; i++) {
                if ((path[i] & SeriesSolver.PARRY) != 0) continue;
                if (total - seriesMoves(path, i) > fewest.get(Arrays.toString(Arrays.copyOf(path, i)))) continue outer;
            }
            kept.add(path);
        }
        return kept;
    }

    private static int seriesMoves(int[] path, int upTo) {
        int n = 0;
        for (int i = 0; i < upTo; i++) if ((path[i] & SeriesSolver.PARRY) == 0) n++;
        return n;
    }
}
