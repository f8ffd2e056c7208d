package feerie.solve;

import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;

/**
 * Help play ends where its goal is reached: a line that reaches the goal already after an
 * earlier move of the same side (a whole number of moves before its end) is that shorter
 * solution, not a longer one. Only goals after which play can go on need the test (a check, a
 * capture, a target square...); after mate or stalemate the side to move has no move at all.
 */
public final class EarlierGoal {
    private EarlierGoal() {
    }

    /** True if {@code path}, played from the current position, reaches the goal before its end. */
    public static boolean passesThrough(Search search, Goal goal, int[] path) {
        if (endsPlay(goal.type()) || path.length < 3) return false;
        var p = search.position;
        int made = 0;
        boolean earlier = false;
        // the moves after which the goal side has just moved: path.length - 1 - 2k
        for (int j = 0; j < path.length - 1 && !earlier; j++) {
            p.make(path[j]);
            made++;
            if ((path.length - 1 - j) % 2 == 0) {
                earlier = search.reached(goal, path[j], 0);
            }
        }
        for (int j = made - 1; j >= 0; j--) p.unmake(path[j]);
        return earlier;
    }

    private static boolean endsPlay(GoalType type) {
        return type == GoalType.MATE || type == GoalType.STALEMATE || type == GoalType.DOUBLE_STALEMATE;
    }
}
