package feerie.solve.series;

import feerie.piece.movement.Move;
import feerie.solve.Describe;
import feerie.solve.Line;
import feerie.solve.PlayedMove;
import feerie.solve.Search;
import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.List;

/** The printable lines of parry series ({@link SeriesSolver#parryLine}). */
final class ParryLines {
    private ParryLines() {}

    /**
     * A found path of a parry series as a printable line: series moves numbered, parries and
     * the other side's final move ({@code otherSideEnds}: help, self) not. Parries carry
     * {@link SeriesSolver#PARRY}.
     */
    static Line line(Search search, Goal goal, boolean otherSideEnds, int[] path) {
        var p = search.position;
        List<PlayedMove> moves = new ArrayList<>();
        int[] made = new int[2 * path.length];
        int count = 0;
        long replies = 0;
        for (int i = 0; i < path.length; i++) {
            int m = path[i] & ~SeriesSolver.PARRY;
            boolean isParry = path[i] < 0;
            boolean last = i == path.length - 1;
            boolean reply = isParry || last && otherSideEnds;
            if (reply) replies |= 1L << i;
            PlayedMove before = Describe.before(p, m, "");
            p.make(m);
            made[count++] = m;
            boolean reached = last && search.reached(goal, m, 0);
            moves.add(before.withSuffix(search.suffix(goal, m, 0, reached)));
            boolean lastSeriesMove = otherSideEnds ? i == path.length - 2 : last;
            if (!reply && !lastSeriesMove && !(i + 1 < path.length && path[i + 1] < 0)) {
                p.make(Move.NULL);
                made[count++] = Move.NULL;
            }
        }
        while (count > 0) p.unmake(made[--count]);
        return new Line(moves, false, true, replies);
    }
}
