package feerie.solve;

import feerie.stipulation.Goal;

/**
 * The suffix Popeye writes after a move: the goal's symbol when reached, else " +" for check.
 * Kept apart from {@link Search}, whose goal tests it uses, because it serves the output only,
 * never the search itself.
 */
final class MoveSuffix {
    private MoveSuffix() {}

    /** {@link Search#suffix}. */
    static String of(Search search, Goal goal, int move, int top, boolean goalReached) {
        if (goalReached) {
            switch (goal.type()) {
                case MATE: return " #";
                case STALEMATE: return " =";
                case DOUBLE_STALEMATE: return " ==";
                case AUTO_STALEMATE: return " !=";
                case MATE_OR_STALEMATE: return " #=";
                // a check is written before these goals' symbols (Popeye: "1.Kh1-g2 + z")
                case TARGET: return checkMark(search) + " z";
                case CAPTURE: return checkMark(search) + " x";
                case WIN_PIECE: return checkMark(search) + " %";
                case CHECK: return " +";
                case RACE: return " race";
                case DOUBLE_MATE: return " ##";
                case COUNTER_MATE: return " ##!";
                case AUTO_MATE: return " !#";
                case CHESS81: return checkMark(search) + " c81";
                case PROOF_GAME: return checkMark(search) + " dia";
                case A_TO_B: return checkMark(search) + " a=>b";
                case WIN: return search.inCheck() ? " #" : search.hasLegalMove(top) ? " race" : " =";
                default: break;
            }
        }
        return checkMark(search);
    }

    /**
     * " +" for the side to move in check, else "". Popeye writes " #" only as a goal's symbol: a
     * capture that mates in a ser-x2 is "Qc3*g3 + x" (py 4.104), a mate off the goal a plain check.
     */
    private static String checkMark(Search search) {
        search.position.judgingCheckSign = true;
        try {
            return search.inCheck() ? " +" : "";
        } finally {
            search.position.judgingCheckSign = false;
        }
    }
}
