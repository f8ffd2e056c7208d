package feerie.solve;

import feerie.condition.ConditionRules;
import feerie.condition.Conditions;
import feerie.condition.UnknownConditionException;
import feerie.geometry.Geometry;
import feerie.problem.ConditionSpec;
import feerie.problem.Problem;
import feerie.problem.TwinCommand;
import feerie.rules.Rules;
import feerie.rules.variant.RacingKings;
import feerie.rules.variant.RuleSets;
import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;
import feerie.stipulation.Stipulation;

/**
 * The rule set a problem is played under, chosen by its conditions: {@code RacingKings},
 * {@code CourierDeLaDama} or {@code FuriousCourier} select a game (docs/variants.md); no condition
 * is orthodox chess; fairy conditions ({@code feerie.condition}) give {@link ConditionRules}. A
 * condition not built yet or two games are unsupported. A twin may replace the conditions
 * ({@code twin condition ...}): {@link Setup} then takes the twin's rules.
 */
public final class RuleSelection {
    private RuleSelection() {}

    /**
     * The rules of the problem's diagram; throws {@link UnsupportedException} for what cannot be
     * solved, in the diagram or in a twin that changes the conditions (checked here, before any
     * twin is solved).
     */
    public static Rules of(Problem problem) {
        int attributes = attributesOf(problem);
        Rules rules = of(problem, problem.conditions(), attributes);
        for (var twin : problem.twins()) {
            for (TwinCommand c : twin.commands()) {
                if (c instanceof TwinCommand.ConditionChange change) {
                    Rules twinRules = of(problem, change.conditions(), attributes);
                    if (!java.util.Objects.equals(twinRules.geometry(), rules.geometry()))
                        throw new UnsupportedException("twin changing the board: " + twinRules.name());
                }
            }
        }
        return rules;
    }

    /** The attributes played by an attribute-condition ({@code feerie.condition.attribute.AttributeConditions}). */
    private static final int RULED_ATTRIBUTES = feerie.piece.Attributes.KAMIKAZE | feerie.piece.Attributes.BUL
            | feerie.piece.Attributes.DOB | feerie.piece.Attributes.PARALYSING | feerie.piece.Attributes.PATROL
            | feerie.piece.Attributes.FUNCTIONARY | feerie.piece.Attributes.JIGGER | feerie.piece.Attributes.ANDA
            | feerie.piece.Attributes.ANDA_INVERSE | feerie.piece.Attributes.MAGIC | feerie.piece.Attributes.VOLAGE
            | feerie.piece.Attributes.HURDLE_COLOUR_CHANGING;

    /**
     * The attributes the units of the problem carry (of its diagram or added by a twin), as a
     * mask of {@link feerie.piece.Attributes}: those with a rule of their own are played by an
     * attribute-condition.
     */
    static int attributesOf(Problem problem) {
        int mask = 0;
        java.util.List<feerie.problem.PieceSpec> units = new java.util.ArrayList<>(problem.pieces());
        for (var twin : problem.twins())
            for (TwinCommand c : twin.commands()) if (c instanceof TwinCommand.Add a) units.addAll(a.pieces());
        for (feerie.problem.PieceSpec p : units) for (String a : p.attributes()) mask |= feerie.piece.Attributes.bit(a);
        return mask;
    }

    /** Does a unit of the problem (of its diagram or added by a twin) carry the attribute AliceA or AliceB? */
    static boolean hasAliceAttribute(Problem problem) {
        java.util.function.Predicate<feerie.problem.PieceSpec> alice = p -> p.hasAttribute("AliceA") || p.hasAttribute("AliceB");
        return problem.pieces().stream().anyMatch(alice) || problem.twins().stream()
                .flatMap(t -> t.commands().stream())
                .anyMatch(c -> c instanceof TwinCommand.Add a && a.pieces().stream().anyMatch(alice));
    }

    /**
     * The rules of these conditions (a problem's, or a twin's that replaces them), with the
     * attribute-conditions of the {@code attributes} the units carry ({@link #attributesOf}).
     */
    public static Rules of(Problem problem, java.util.List<ConditionSpec> conditions, int attributes) {
        return of(problem, conditions, attributes, false);
    }

    /**
     * The same for the second half of a Duplex ({@code otherHalf}), where the colours swap their
     * roles: a condition of the defending side (Maximummer, UltraSchachZwang) binds White there.
     */
    static Rules of(Problem problem, java.util.List<ConditionSpec> conditions, int attributes, boolean otherHalf) {
        Rules rules = Rules.ORTHODOX;
        java.util.List<ConditionSpec> fairy = new java.util.ArrayList<>();
        for (ConditionSpec c : conditions) {
            c = defendingSide(problem, c, otherHalf);
            Rules game = RuleSets.byCondition(c.name());
            if (game == null) {
                fairy.add(c);
                continue;
            }
            if (rules != Rules.ORTHODOX) throw new UnsupportedException("two games: " + rules.name() + " and " + c.name());
            if (!c.words().isEmpty()) throw new UnsupportedException("condition " + c);
            rules = game;
        }
        // Popeye's manual: units declared AliceA or AliceB make AliceChess active
        if (hasAliceAttribute(problem) && fairy.stream().noneMatch(c -> c.name().equals("AliceChess")))
            fairy.add(new ConditionSpec("AliceChess", java.util.List.of()));
        int ruled = attributes & RULED_ATTRIBUTES;
        if (fairy.isEmpty() && ruled == 0) return rules;
        if (rules != Rules.ORTHODOX) throw new UnsupportedException("fairy conditions in " + rules.name());
        try {
            return new ConditionRules(Conditions.of(fairy, ruled));
        } catch (UnknownConditionException e) {
            throw new UnsupportedException("condition " + e.getMessage());
        }
    }

    /**
     * ExclusiveChess is told the problem's goal. Maximummer (and UltraSchachZwang) without a side restricts the defending side (Popeye's manual): Black, or White
     * when HalfDuplex swaps the roles. Under Duplex each half would need another side.
     */
    private static ConditionSpec defendingSide(Problem problem, ConditionSpec c, boolean otherHalf) {
        if (c.name().equals("ExclusiveChess")) {
            // ExclusiveChess depends on the goal: it is handed over as the condition's word
            Goal goal = problem.stipulation() != null ? problem.stipulation().goal() : null;
            if (!c.words().isEmpty() || goal == null) throw new UnsupportedException("condition " + c);
            return new ConditionSpec(c.name(), java.util.List.of(goal.type() == GoalType.MATE ? "#" : goal.toString()));
        }
        if (c.name().equals("Immobilio") && problem.stipulation() != null) {
            // Popeye generates the last move of a mate or check by its orthodox mating-move
            // generator, which Immobilio does not reach: a paralysed unit mates there (py 4.104,
            // #1: 1.Qd1-e1 # with the queen on its rebirth square). Not played so.
            for (Goal g : new Goal[] {problem.stipulation().goal(), problem.stipulation().reciprocalGoal()})
                if (g != null && (g.type() == GoalType.MATE || g.type() == GoalType.CHECK || g.type() == GoalType.DOUBLE_MATE
                        || g.type() == GoalType.COUNTER_MATE || g.type() == GoalType.MATE_OR_STALEMATE))
                    throw new UnsupportedException("condition Immobilio with goal " + g
                            + " (Popeye's mating-move generator lets a paralysed unit make the last move)");
        }
        if (!c.name().equals("Maximummer") && !c.name().equals("UltraSchachZwang")) return c;
        // under Duplex the second half (otherHalf) has the other defending side, as in py 4.104 (BEISPIEL-usz-04)
        String side = problem.options().has("HalfDuplex") != otherHalf ? "White" : "Black";
        return new ConditionSpec(side + c.name(), c.words());
    }

    /** Does one of these conditions bind the defending side, which the halves of a Duplex swap? */
    static boolean bindsDefendingSide(java.util.List<ConditionSpec> conditions) {
        return conditions.stream().anyMatch(c -> c.name().equals("Maximummer") || c.name().equals("UltraSchachZwang"));
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
        for (Goal g : new Goal[] {stipulation.goal(), stipulation.reciprocalGoal()}) {
            if (g != null && !SOLVED_GOALS.contains(g.type())) throw new UnsupportedException("goal " + g);
        }
    }

    /**
     * The goals {@link Search#reached} knows. Any other is reported before solving: found only
     * when a move is tested, it would go unnoticed where no move can be played (a neutral king in
     * check, REGRESSIONS-4_55_to_4_57-17 h##!0.5).
     */
    private static final java.util.Set<GoalType> SOLVED_GOALS = java.util.EnumSet.of(GoalType.MATE, GoalType.STALEMATE,
            GoalType.DOUBLE_STALEMATE, GoalType.AUTO_STALEMATE, GoalType.MATE_OR_STALEMATE, GoalType.CHECK, GoalType.NOT_MATE, GoalType.CHECK_ZUGZWANG, GoalType.CAPTURE, GoalType.WIN_PIECE, GoalType.TARGET,
            GoalType.CASTLING, GoalType.EN_PASSANT, GoalType.ANY, GoalType.RACE, GoalType.WIN,
            GoalType.DOUBLE_MATE, GoalType.COUNTER_MATE, GoalType.AUTO_MATE, GoalType.KISS, GoalType.CHESS81, GoalType.EXCHANGE, GoalType.CIRCUIT,
            GoalType.CIRCUIT_BY_REBIRTH, GoalType.EXCHANGE_BY_REBIRTH, GoalType.PROOF_GAME, GoalType.A_TO_B);
}
