package feerie.piece.movement;

import java.util.ArrayList;
import java.util.List;

/**
 * Crooked riders as Coureur paths (seed 000): the piece alternates between a step and the same
 * step turned a quarter turn, so the crooked bishop ({@code zF*}, Popeye's Boyscout, the Furious
 * Courier's Scout) zigzags nw-sw-nw-sw... and the crooked rook ({@code zW*}) climbs a staircase.
 * Each step may start either way round, giving eight paths; the walker of {@link ChainComponent}
 * counts a square reached by two paths once.
 *
 * <p>Written {@code zF*} (unbounded) or {@code zF*n} (at most n steps).
 */
public final class CrookedComponent {
    private CrookedComponent() {}

    public static final class Reader implements MovementNotation.TermReader {
        @Override
        public Component read(Mode mode, String term) {
            if (!term.startsWith("z") || term.length() < 3 || term.charAt(2) != '*') return null;
            int[] step;
            switch (term.charAt(1)) {
                case 'F': step = new int[] {1, 1}; break;
                case 'W': step = new int[] {1, 0}; break;
                default: return null;
            }
            String limit = term.substring(3);
            int steps = limit.isEmpty() ? feerie.geometry.Geometry.MAX_SIDE : Integer.parseInt(limit);
            return new ChainComponent(mode, paths(step[0], step[1], steps), false, term);
        }
    }

    /** The eight zigzags of a step (x, y): each image v alternated with v turned left or right. */
    static List<int[][]> paths(int x, int y, int steps) {
        List<int[][]> shapes = new ArrayList<>();
        for (int[] v : MovementNotation.symmetricImages(x, y)) {
            for (int turn : new int[] {1, -1}) {
                int[] w = {-v[1] * turn, v[0] * turn};
                int[][] chain = new int[steps][];
                int fx = 0, fy = 0;
                for (int k = 0; k < steps; k++) {
                    int[] s = k % 2 == 0 ? v : w;
                    fx += s[0];
                    fy += s[1];
                    chain[k] = new int[] {fx, fy};
                }
                shapes.add(chain);
            }
        }
        return shapes;
    }
}
