package feerie.solve;

import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.List;

/** Replays found move paths from the root to describe them for printing. */
public final class Replay {
    private Replay() {}

    public static Line line(Search s, int[] path, Goal goal, boolean firstIsSecondHalf, boolean series) {
        return line(s, path, goal, firstIsSecondHalf, series, series ? path.length - (firstIsSecondHalf ? 1 : 0) : 0);
    }

    /** For series play, {@code seriesLength} moves are made with passes of the other side between them. */
    public static Line line(Search s, int[] path, Goal goal, boolean firstIsSecondHalf, boolean series, int seriesLength) {
        var p = s.position;
        // Popeye judges the check signs once the line is played whole (FuddledMen)
        if (p.conditions() != null && p.conditions().checkSignAtLineEnd()) p.lineEnd = endOf(p, path, series, seriesLength);
        try {
            return played(s, path, goal, firstIsSecondHalf, series, seriesLength);
        } finally {
            p.lineEnd = null;
        }
    }

    /** A copy of {@code p} with the whole line played. */
    private static feerie.position.Position endOf(feerie.position.Position p, int[] path, boolean series, int seriesLength) {
        var end = p.copy();
        for (int i = 0; i < path.length; i++) {
            end.make(path[i]);
            if (series && i < seriesLength - 1) end.make(feerie.piece.movement.Move.NULL);
        }
        return end;
    }

    private static Line played(Search s, int[] path, Goal goal, boolean firstIsSecondHalf, boolean series, int seriesLength) {
        List<PlayedMove> moves = new ArrayList<>();
        var p = s.position;
        for (int i = 0; i < path.length; i++) {
            int m = path[i];
            PlayedMove before = Describe.before(p, m, "");
            p.make(m);
            if (series && i < seriesLength - 1) p.make(feerie.piece.movement.Move.NULL);
            boolean last = i == path.length - 1;
            String suffix = s.suffix(goal, m, 0, last && s.reached(goal, m, 0));
            moves.add(before.withSuffix(suffix));
        }
        for (int i = path.length - 1; i >= 0; i--) {
            if (series && i < seriesLength - 1) p.unmake(feerie.piece.movement.Move.NULL);
            p.unmake(path[i]);
        }
        return new Line(moves, firstIsSecondHalf, series);
    }
}
