package feerie.solve;

import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;
import feerie.stipulation.StructuredStipulation;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Help play whose last move must meet combined goals ("black 4hh[x&=]": the last move captures
 * and stalemates). Exhaustive over the given number of half-moves, without the pruning of
 * {@link HelpSolver}, which knows single goals only. A line is written once for each goal named
 * without negation that the last move reaches, as Popeye does.
 */
final class CombinedGoalHelpSolver {
    /** "Nhh[goals]" (N even) or "Nh[goals]h" (N odd), not a single goal. */
    record Spec(boolean blackFirst, int halfMoves, Expr condition) {
        static Spec of(StructuredStipulation s) {
            if (s.inverted() || !(s.body() instanceof Play play) || play.min() >= 0) return null;
            List<Step> steps = play.steps();
            if (steps.size() != 2 || steps.get(0).kind() != 'h' || steps.get(1).kind() != 'h') return null;
            if (steps.get(0).constraint() != null || steps.get(1).constraint() != null) return null;
            boolean afterFirst = steps.get(0).end() != null;
            if (afterFirst == (steps.get(1).end() != null)) return null;
            Expr end = afterFirst ? steps.get(0).end() : steps.get(1).end();
            if (end instanceof StructuredStipulation.Reached || !GoalCondition.isGoals(end)) return null;
            if (afterFirst != (play.max() % 2 == 1)) return null;
            return new Spec(s.blackFirst(), play.max(), end);
        }
    }

    private final Search search;
    private final Spec spec;
    private final int[] path = new int[256];
    private final List<int[]> found = new ArrayList<>();

    CombinedGoalHelpSolver(Search search, Spec spec) {
        this.search = search;
        this.spec = spec;
    }

    List<Line> solve() {
        found.clear();
        search(spec.halfMoves(), 0, 0);
        List<Goal> named = GoalCondition.positive(spec.condition());
        List<Line> lines = new ArrayList<>();
        var p = search.position;
        for (int[] moves : found) {
            if (named.isEmpty()) {
                lines.add(Replay.line(search, moves, new Goal(GoalType.ANY), false, false));
                continue;
            }
            for (Goal g : named) {
                // under "|" a named goal may be missed while the condition holds
                for (int m : moves) p.make(m);
                boolean reached = search.reached(g, moves[moves.length - 1], 0);
                for (int i = moves.length - 1; i >= 0; i--) p.unmake(moves[i]);
                if (reached) lines.add(Replay.line(search, moves, g, false, false));
            }
        }
        return lines;
    }

    private void search(int left, int depth, int top) {
        search.checkTime();
        var p = search.position;
        int end = search.legal(top);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            path[depth] = m;
            p.make(m);
            if (left == 1) {
                if (GoalCondition.holds(search, spec.condition(), m, end)) found.add(Arrays.copyOf(path, depth + 1));
            } else {
                search(left - 1, depth + 1, end);
            }
            p.unmake(m);
        }
    }
}
