package feerie.solve.structured;

import feerie.solve.Describe;
import feerie.solve.PlayedMove;
import feerie.solve.Search;

import feerie.solve.battle.BattleMove;
import feerie.solve.battle.BattleSolution;
import feerie.stipulation.Goal;
import feerie.stipulation.StructuredStipulation;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * A direct one-mover whose goal combines goals ("white 1a[!#]d": White's move must not mate;
 * "white 1a[!x&#]d": mate without capturing). Every attacking move that meets the condition is a
 * key; a move meeting two named goals is written once for each, as Popeye does.
 */
public final class CombinedGoalOneMover {
    private CombinedGoalOneMover() {}

    /** The condition of "side 1a[goals]d" with White attacking and goals not a single goal; null otherwise. */
    public static Expr condition(StructuredStipulation s) {
        if (s.blackFirst() || s.inverted() || !(s.body() instanceof Play play) || play.max() != 1 || play.min() > 1) return null;
        List<Step> steps = play.steps();
        if (steps.size() != 2 || steps.get(0).kind() != 'a' || steps.get(1).kind() != 'd') return null;
        Step a = steps.get(0), d = steps.get(1);
        if (a.constraint() != null || d.constraint() != null || d.end() != null || a.end() == null) return null;
        if (a.end() instanceof StructuredStipulation.Reached || !GoalCondition.isGoals(a.end())) return null;
        return a.end();
    }

    public static BattleSolution solve(Search search, Expr condition) {
        var p = search.position;
        List<Goal> named = GoalCondition.positive(condition);
        List<BattleMove> keys = new ArrayList<>();
        int end = search.legal(0);
        for (int i = 0; i < end; i++) {
            int m = search.stack[i];
            PlayedMove before = Describe.before(p, m, "");
            p.make(m);
            if (GoalCondition.holds(search, condition, m, end)) {
                if (named.isEmpty()) keys.add(key(before.withSuffix(search.suffix(new Goal(feerie.stipulation.GoalType.ANY), m, end, false))));
                for (Goal g : named) {
                    // under "|" a named goal may be missed while the condition holds
                    if (search.reached(g, m, end)) keys.add(key(before.withSuffix(search.suffix(g, m, end, true))));
                }
            }
            p.unmake(m);
        }
        return new BattleSolution(List.of(), null, keys);
    }

    private static BattleMove key(PlayedMove move) {
        return new BattleMove(move, 1, true, "!", BattleMove.Follow.NONE, List.of(), List.of(), List.of());
    }
}
