package feerie.solve.series;

import feerie.position.Position;
import feerie.solve.Search;
import feerie.solve.intelligent.FinalPositionBound;
import feerie.stipulation.GoalType;

/**
 * What {@link SeriesSolver} asks of its goal: the facts about the goal type it decides once, when
 * the solver is made, and the intelligent-mode count of whether the goal is still in reach. Kept
 * apart from the solver because none of it depends on the series searched so far.
 */
final class SeriesGoals {
    private SeriesGoals() {}

    /**
     * Does the goal depend on the units' history, not only on the position? The goal exchange asks
     * which unit stands where; a rebirth moves units the board alone does not tell apart
     * (REGRESSIONS-4_55_to_4_57-34: two pawns swapped by PWC rebirths).
     */
    static boolean unitsMatter(GoalType type, Search search) {
        return (type == GoalType.EXCHANGE || type == GoalType.CIRCUIT || type == GoalType.CIRCUIT_BY_REBIRTH
                || type == GoalType.EXCHANGE_BY_REBIRTH) && search.position.conditions() != null;
    }

    /** Does reaching the goal leave the side that suffers it without a move (so a series goes on past it)? */
    static boolean impliesImmobility(GoalType type) {
        return switch (type) {
            case MATE, STALEMATE, DOUBLE_STALEMATE, DOUBLE_MATE, COUNTER_MATE, AUTO_STALEMATE, MATE_OR_STALEMATE, AUTO_MATE -> true;
            default -> false;
        };
    }

    /** Do the position and the last move alone decide the goal (so a failed finish may be remembered)? */
    static boolean decidedByPosition(GoalType type) {
        return switch (type) {
            case MATE, STALEMATE, DOUBLE_STALEMATE, MATE_OR_STALEMATE, CHECK -> true;
            default -> false;
        };
    }

    /** Is the goal one {@link FinalPositionBound} counts (mate, stalemate)? */
    static boolean counted(GoalType type) { return type == GoalType.MATE || type == GoalType.STALEMATE; }

    /**
     * Can the goal still be reached, by the counting of {@link FinalPositionBound}, with
     * {@code remaining} series moves? In ser-# the series side reaches it with its own moves; in
     * ser-h# it suffers it after them, from one move (and from the parries in parry series, at
     * most one after each series move).
     */
    static boolean inReach(FinalPositionBound bound, Position p, SeriesSolver.Kind kind, boolean mate, boolean parry,
            int remaining) {
        int us = p.sideToMove();
        // in parry series the other side may answer each series move (a parry of a check)
        int answers = parry ? remaining : 0;
        return kind == SeriesSolver.Kind.DIRECT
                ? bound.possible(p, Search.other(us), remaining, answers, mate)
                : bound.possible(p, us, 1 + answers, remaining, mate);
    }
}
