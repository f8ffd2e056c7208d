package feerie.solve;

import feerie.geometry.Geometry;
import feerie.problem.ConditionSpec;
import feerie.problem.Problem;
import feerie.problem.TwinCommand;
import feerie.rules.Rules;
import feerie.rules.variant.RacingKings;
import feerie.rules.variant.RuleSets;
import feerie.stipulation.GoalType;
import feerie.stipulation.Stipulation;

/**
 * The rule set a problem is played under, chosen by its conditions: {@code RacingKings},
 * {@code CourierDeLaDama} or {@code FuriousCourier} select a game (docs/variants.md); no condition
 * is orthodox chess. Any other condition, two games, or a twin changing conditions is unsupported.
 */
public final class RuleSelection {
    private RuleSelection() {}

    /** The rules of the problem; throws {@link UnsupportedException} for what cannot be solved. */
    public static Rules of(Problem problem) {
        boolean twinConditions = problem.twins().stream().flatMap(t -> t.commands().stream())
                .anyMatch(c -> c instanceof TwinCommand.ConditionChange);
        if (twinConditions) throw new UnsupportedException("twins changing conditions");
        Rules rules = Rules.ORTHODOX;
        for (ConditionSpec c : problem.conditions()) {
            Rules game = RuleSets.byCondition(c.name());
            if (game == null) throw new UnsupportedException("condition " + c.name());
            if (rules != Rules.ORTHODOX) throw new UnsupportedException("two games: " + rules.name() + " and " + c.name());
            if (!c.words().isEmpty()) throw new UnsupportedException("condition " + c);
            rules = game;
        }
        return rules;
    }

    /** The board of the problem: the game's, or 8x8. */
    public static Geometry geometry(Problem problem) {
        Geometry g = of(problem).geometry();
        return g != null ? g : Geometry.STANDARD;
    }

    /** Checks that the stipulation's goals make sense under these rules (race only in Racing Kings). */
    static void checkGoals(Stipulation stipulation, Rules rules) {
        boolean race = stipulation.goal() != null && stipulation.goal().type() == GoalType.RACE
                || stipulation.reciprocalGoal() != null && stipulation.reciprocalGoal().type() == GoalType.RACE;
        if (race && !(rules instanceof RacingKings))
            throw new UnsupportedException("goal race outside Racing Kings");
    }
}
