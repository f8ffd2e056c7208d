package feerie.solve;

import feerie.problem.PieceSpec;
import feerie.stipulation.GoalType;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.Set;

/**
 * Where Popeye's option Intelligent applies, as its notice says ("only with h#/=, ser-#/= and
 * ser-h#/= ... without fairy pieces") and as py 4.104 shows: mate or stalemate in help play
 * (reciprocal and parry-series help play too), in direct and help series. Elsewhere the notice
 * is printed and the problem solved as without the option; with a fairy piece on the board the
 * notice is printed and nothing is solved (Popeye's promotion pieces then include the fairy
 * piece, which its intelligent mode does not know).
 */
public final class IntelligentOption {
    private static final Set<String> ORTHODOX = Set.of("k", "q", "r", "b", "s", "p", "du");
    /**
     * The fairy conditions Popeye's intelligent mode admits (py 4.104, solving/machinery/twin.c);
     * with any other it says the notice and solves nothing. Maximummer and UltraSchachZwang
     * without a side become one side's.
     */
    private static final Set<String> CONDITIONS = Set.of("BichromChess", "MonochromChess", "GridChess",
            "BlackEdgeMover", "WhiteEdgeMover", "NoCapture", "HaanerChess", "BlackMaximummer", "BlackMinimummer",
            "WhiteMaximummer", "WhiteMinimummer", "Maximummer", "Hole", "BlackMustCapture", "WhiteMustCapture",
            "BlackFollowMyLeader", "WhiteFollowMyLeader", "WhiteForcedSquare", "WhiteConsequentForcedSquare",
            "BlackForcedSquare", "BlackConsequentForcedSquare", "PromOnly", "WhitePromSquares", "BlackPromSquares",
            "NoWhitePromotion", "NoBlackPromotion", "BlackUltraSchachZwang", "WhiteUltraSchachZwang",
            "UltraSchachZwang", "NoWhiteCapture", "NoBlackCapture", "AlphabeticChess", "LosingChess",
            "WhiteAlphabeticChess", "BlackAlphabeticChess", "LastCapture", "NoIProm");

    private IntelligentOption() {
    }

    public static boolean applies(Stipulation stip) {
        if (stip.goal() == null) return false;
        GoalType goal = stip.goal().type();
        if (!mateOrStalemate(goal)) return false;
        // reci-h(=)#n, reci-h(#)=n: each goal mate or stalemate (BEISPIEL-intell-112, -115)
        if (stip.reciprocalGoal() != null && !mateOrStalemate(stip.reciprocalGoal().type())) return false;
        PlayType type = stip.playType();
        return type == PlayType.HELP || type == PlayType.RECIPROCAL_HELP || type == PlayType.SERIES_RECIPROCAL_HELP
                || type == PlayType.SERIES_DIRECT || type == PlayType.SERIES_HELP || type == PlayType.PARRY_SERIES_HELP;
    }

    private static boolean mateOrStalemate(GoalType goal) {
        return goal == GoalType.MATE || goal == GoalType.STALEMATE;
    }

    /** Does every condition of these rules let Popeye's intelligent mode run? */
    public static boolean conditionsAllow(feerie.rules.Rules rules) {
        if (!(rules instanceof feerie.condition.ConditionRules cr)) return true;
        for (feerie.condition.Condition c : cr.conditions().conditions()) {
            String name = c.name(), base = name.contains(" ") ? name.substring(0, name.indexOf(' ')) : name;
            if (!CONDITIONS.contains(base)) return false;
        }
        return true;
    }

    /** A unit of the twin's position that is not an orthodox piece (nor Popeye's dummy). */
    public static boolean fairyPieces(Setup setup) {
        for (PieceSpec p : setup.pieces().values()) {
            if (!ORTHODOX.contains(p.kind())) return true;
        }
        return false;
    }
}
