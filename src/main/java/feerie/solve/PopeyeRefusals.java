package feerie.solve;

import feerie.condition.Condition;
import feerie.condition.ConditionRules;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * The problems Popeye refuses for the elements they combine, saying so on its error stream
 * ("problem ignored") and solving nothing: Féerie then solves nothing either, so that its output
 * is Popeye's. Each rule is a condition's own answer ({@link feerie.condition.ConditionSetUp});
 * this class only puts them together.
 */
final class PopeyeRefusals {
    private PopeyeRefusals() {}

    /** Does Popeye refuse this problem, under {@code rules}, in this diagram? */
    static boolean refuses(Rules rules, Position diagram) {
        if (!(rules instanceof ConditionRules cr)) return false;
        var all = cr.conditions().conditions();
        return refusesFairyWalks(all, diagram) || walkChangersClash(all)
                || all.stream().anyMatch(c -> c.refusesPosition(diagram))
                // two paralysis rules (Isardam and Madrasi ...)
                || all.stream().filter(Condition::isParalysisRule).count() > 1
                || refusedTogether(all);
    }

    /** Does Popeye refuse two of the conditions in force together ({@link Condition#refusedWith})? */
    private static boolean refusedTogether(java.util.List<Condition> all) {
        for (var a : all) for (var b : all) if (a != b && a.refusedWith(b)) return true;
        // two measures of one side's moves (BlackMustCapture and BlackMinDister)
        int measured = 0;
        for (var c : all) {
            if ((measured & c.measuresMovesOf()) != 0) return true;
            measured |= c.measuresMovesOf();
        }
        return false;
    }

    /** Two conditions of one family of walk changers ({@link Condition#walkChangingFamily})? */
    private static boolean walkChangersClash(java.util.List<Condition> all) {
        boolean[] seen = new boolean[3];
        for (Condition c : all) {
            int f = c.walkChangingFamily();
            if (f == 0) continue;
            if (seen[f]) return true;
            seen[f] = true;
        }
        return false;
    }

    /**
     * A condition that refuses fairy walks (SingleBox type 1) while one stands on the board or is
     * among the promotion pieces?
     */
    private static boolean refusesFairyWalks(java.util.List<Condition> all, Position position) {
        if (all.stream().noneMatch(Condition::refusesFairyWalks)) return false;
        for (int t = 1; t <= position.table.typeCount(); t++)
            if (position.table.walk(Piece.of(t, Side.WHITE)) == PieceTable.FAIRY) return true;
        return false;
    }
}
