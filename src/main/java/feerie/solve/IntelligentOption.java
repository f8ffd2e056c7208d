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
    /**
     * Walks that are never promotion pieces in Popeye, and so never stop its intelligent mode:
     * the orthodox pieces, the dummy, the pawns of every kind (Berolina, super-Berolina, super and
     * marine pawns) and the fairy kings (Poseidon, Sting).
     */
    private static final Set<String> NO_FAIRY_PROMOTEE = Set.of("k", "q", "r", "b", "s", "p", "du", "bp", "bs", "sp",
            "mp", "po", "st");
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

    /**
     * Does Popeye's intelligent mode refuse these rules? It knows only some conditions (each
     * says so), no game other than chess, and no attribute-condition (Kamikaze); refused, it
     * prints its notice and solves nothing, whatever the stipulation.
     */
    public static boolean refuses(feerie.rules.Rules rules) {
        if (rules == feerie.rules.Rules.ORTHODOX) return false;
        if (!(rules instanceof feerie.condition.ConditionRules cr)) return true;
        return !cr.conditions().conditions().stream().allMatch(feerie.condition.Condition::allowsIntelligentMode);
    }

    /**
     * A unit of the twin's position whose walk Popeye would add to the promotion pieces: a fairy
     * piece that is neither a pawn nor a king (py 4.104: =1 and h#2 with a Berolina pawn are
     * solved as without it; Popeye's promotee sequence leaves pawns and kings out).
     */
    public static boolean fairyPieces(Setup setup) {
        for (PieceSpec p : setup.pieces().values()) {
            if (!NO_FAIRY_PROMOTEE.contains(p.kind())) return true;
        }
        return false;
    }

}
