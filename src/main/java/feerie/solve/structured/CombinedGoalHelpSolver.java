package feerie.solve.structured;

import feerie.solve.Line;
import feerie.solve.Replay;
import feerie.solve.Search;

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
 * Structured help play that no ordinary stipulation means: at most N half-moves (Popeye's "Nhh"
 * or "Nh...h" without "m:" allows shorter play by whole moves, the play ending when the goal is
 * reached), or goals combined ("black 4hh[x&=]": the last move captures and stalemates).
 * Exhaustive, without the pruning of {@link HelpSolver}. A line is written once for each goal
 * named without negation that the last move reaches, as Popeye does.
 */
public final class CombinedGoalHelpSolver {
    /**
     * "[m:]Nhh[goals]" (N even), "[m:]Nh[goals]h" (N odd), or "[m:]Nh[goals]h[goals]" (goals
     * after the moves of either side, BEISPIEL-sford-37).
     *
     * @param blackFirst   Black makes the first move
     * @param inverted     the side written is not the one that moves first ("black - 3h[#]h")
     * @param minHalfMoves the least length of a solution
     * @param afterFirst   what ends the play after a move of the side that starts, or null
     * @param afterSecond  what ends it after a move of the other side, or null
     * @param constraintFirst  what must hold after every move of the side that starts ("{!x}"), or null
     * @param constraintSecond the same for the other side
     */
    public record Spec(boolean blackFirst, boolean inverted, int minHalfMoves, int halfMoves, Expr afterFirst, Expr afterSecond,
                Expr constraintFirst, Expr constraintSecond) {
        public static Spec of(StructuredStipulation s) {
            if (!(s.body() instanceof Play play)) return null;
            List<Step> steps = play.steps();
            if (steps.size() != 2 || steps.get(0).kind() != 'h' || steps.get(1).kind() != 'h') return null;
            Expr c1 = steps.get(0).constraint(), c2 = steps.get(1).constraint();
            if (c1 != null && !GoalCondition.isGoals(c1) || c2 != null && !GoalCondition.isGoals(c2)) return null;
            Expr first = steps.get(0).end(), second = steps.get(1).end();
            if (first == null && second == null) return null;
            if (first != null && !GoalCondition.isGoals(first) || second != null && !GoalCondition.isGoals(second)) return null;
            // with one end only, the length must fall on its side
            if (first == null && play.max() % 2 == 1 || second == null && play.max() % 2 == 0) return null;
            int min = play.min() >= 0 ? play.min() : first != null ? 1 : 2;
            if (min > play.max()) return null;
            // "side -": the other side moves first, and the play is numbered from "1..."
            return new Spec(s.blackFirst() != s.inverted(), s.inverted(), min, play.max(), first, second, c1, c2);
        }

        /** What ends the play after the move of half-move {@code index} (from 0). */
        Expr endAfter(int index) {
            return index % 2 == 0 ? afterFirst : afterSecond;
        }

        /** What must hold after the move of half-move {@code index} (from 0), or null. */
        Expr constraintAfter(int index) {
            return index % 2 == 0 ? constraintFirst : constraintSecond;
        }
    }

    private final Search search;
    private final Spec spec;
    private final int[] path = new int[256];
    private final List<int[]> found = new ArrayList<>();

    public CombinedGoalHelpSolver(Search search, Spec spec) {
        this.search = search;
        this.spec = spec;
    }

    public List<Line> solve() {
        found.clear();
        search(spec.halfMoves(), 0, 0);
        List<Line> lines = new ArrayList<>();
        var p = search.position;
        for (int[] moves : found) {
            List<Goal> named = GoalCondition.positive(spec.endAfter(moves.length - 1));
            if (named.isEmpty()) {
                lines.add(Replay.line(search, moves, new Goal(GoalType.ANY), spec.inverted(), false));
                continue;
            }
            for (Goal g : named) {
                // under "|" a named goal may be missed while the condition holds
                for (int m : moves) p.make(m);
                boolean reached = search.reached(g, moves[moves.length - 1], 0);
                for (int i = moves.length - 1; i >= 0; i--) p.unmake(moves[i]);
                if (reached) lines.add(Replay.line(search, moves, g, spec.inverted(), false));
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
            // a move breaking the constraint is no play at all, even the last ("3h[#]{!x}h")
            Expr constraint = spec.constraintAfter(depth);
            if (constraint != null && !GoalCondition.holds(search, constraint, m, end)) {
                p.unmake(m);
                continue;
            }
            // reaching the goal ends the play
            int length = depth + 1;
            Expr goal = spec.endAfter(depth);
            if (goal != null && length >= spec.minHalfMoves() && GoalCondition.holds(search, goal, m, end)) {
                found.add(Arrays.copyOf(path, length));
            } else if (left > 1) {
                search(left - 1, depth + 1, end);
            }
            p.unmake(m);
        }
    }
}
