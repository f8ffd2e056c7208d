package feerie.solve.structured;

import feerie.solve.Search;

import feerie.stipulation.Goal;
import feerie.stipulation.StructuredStipulation.And;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Not;
import feerie.stipulation.StructuredStipulation.Or;
import feerie.stipulation.StructuredStipulation.Reached;
import java.util.ArrayList;
import java.util.List;

/**
 * Goals combined by a structured stipulation ("!#", "!x&#", "x&="), tested after a move. Popeye
 * writes a line for each goal named without negation, with that goal's symbol after the last
 * move; with none (only negations) the move gets its ordinary suffix.
 */
final class GoalCondition {
    private GoalCondition() {}

    /** Is {@code e} made of goals only (no play)? */
    static boolean isGoals(Expr e) {
        if (e instanceof Reached) return true;
        if (e instanceof Not n) return isGoals(n.operand());
        if (e instanceof And a) return isGoals(a.left()) && isGoals(a.right());
        if (e instanceof Or o) return isGoals(o.left()) && isGoals(o.right());
        return false;
    }

    /** After {@code move} was played (the suffering side to move): does {@code e} hold? */
    static boolean holds(Search search, Expr e, int move, int top) {
        if (e instanceof Reached r) return search.reached(r.goal(), move, top);
        if (e instanceof Not n) return !holds(search, n.operand(), move, top);
        if (e instanceof And a) return holds(search, a.left(), move, top) && holds(search, a.right(), move, top);
        if (e instanceof Or o) return holds(search, o.left(), move, top) || holds(search, o.right(), move, top);
        throw new IllegalArgumentException("not a goal: " + e);
    }

    /** The goals named without negation, in the order written. */
    static List<Goal> positive(Expr e) {
        List<Goal> out = new ArrayList<>();
        collect(e, false, out);
        return out;
    }

    private static void collect(Expr e, boolean negated, List<Goal> out) {
        if (e instanceof Reached r && !negated) out.add(r.goal());
        else if (e instanceof Not n) collect(n.operand(), !negated, out);
        else if (e instanceof And a) {
            collect(a.left(), negated, out);
            collect(a.right(), negated, out);
        } else if (e instanceof Or o) {
            collect(o.left(), negated, out);
            collect(o.right(), negated, out);
        }
    }
}
