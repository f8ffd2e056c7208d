package feerie.solve;

import feerie.piece.Side;
import feerie.position.Position;
import feerie.problem.Options;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;

/** The rules a stipulation's goal asks for, given the game's rules and the options. */
final class GoalRules {
    private GoalRules() { }

    /**
     * The rules the goal asks for: with option GoalIsEnd, {@link GoalIsEndMateRules} (mate in direct
     * play) or {@link GoalIsEndRules} (goals c81, x, z); for a
     * goal whose move checks the mover's own king (##, ##!, !#), {@link SelfCheckGoalRules}, in
     * orthodox chess and the play types where the goal move is known to be White's (Black's in
     * selfplay); else the game's rules. Throws {@link UnsupportedException} for what these do not cover.
     */
    static feerie.rules.Rules of(Stipulation stip, feerie.rules.Rules rules, Options options, Position position) {
        return of(stip, rules, options, position, false);
    }

    /** The same for Duplex's second half ({@code secondHalf}), where the other side plays the goal move. */
    static feerie.rules.Rules of(Stipulation stip, feerie.rules.Rules rules, Options options, Position position, boolean secondHalf) {
        feerie.stipulation.GoalType g = stip.goal().type();
        if (g == feerie.stipulation.GoalType.EXCHANGE && position.hasNeutrals())
            throw new UnsupportedException("goal " + stip.goal() + " with neutral units");
        // in series play the side to reach the goal plays alone (py 4.104: ser-x3 as without the option)
        if (options.has("GoalIsEnd") && stip.playType() == PlayType.SERIES_DIRECT && stip.introMoves() == 0
                && !options.has("Duplex") && !options.has("HalfDuplex")
                && (g == feerie.stipulation.GoalType.CAPTURE || g == feerie.stipulation.GoalType.TARGET
                        || g == feerie.stipulation.GoalType.MATE || g == feerie.stipulation.GoalType.CHESS81))
            return rules;
        if (options.has("GoalIsEnd") && g == feerie.stipulation.GoalType.MATE
                && (stip.playType() == PlayType.DIRECT || stip.playType() == PlayType.HELP || stip.playType() == PlayType.SELF)
                && !options.has("Duplex") && !options.has("HalfDuplex") && stip.introMoves() == 0
                && (rules == feerie.rules.Rules.ORTHODOX || rules instanceof feerie.condition.ConditionRules))
            return new GoalIsEndMateRules(rules, stip.playType() == PlayType.SELF ? Side.BLACK : Side.WHITE,
                    stip.playType() != PlayType.DIRECT);
        if (options.has("GoalIsEnd")) {
            // only where the side not to reach the goal is known
            if (g != feerie.stipulation.GoalType.CHESS81 && g != feerie.stipulation.GoalType.CAPTURE
                    && g != feerie.stipulation.GoalType.TARGET || rules != feerie.rules.Rules.ORTHODOX
                    || options.has("Duplex") || options.has("HalfDuplex") || stip.introMoves() > 0
                    || stip.playType() != PlayType.HELP && stip.playType() != PlayType.SELF && stip.playType() != PlayType.DIRECT)
                throw new UnsupportedException("option GoalIsEnd with " + stip);
            return new GoalIsEndRules(stip.goal(), stip.playType() == PlayType.SELF ? Side.WHITE : Side.BLACK, stip.playType() != PlayType.DIRECT);
        }
        if (!SelfCheckGoalRules.handles(g)) return rules;
        feerie.condition.ConditionRules conditions = rules instanceof feerie.condition.ConditionRules c ? c : null;
        if (rules != feerie.rules.Rules.ORTHODOX && (conditions == null || !SelfCheckGoalRules.playsUnder(conditions)))
            throw new UnsupportedException("goal " + stip.goal() + " under " + rules.name());
        if (options.has("HalfDuplex")) throw new UnsupportedException("goal " + stip.goal() + " with duplex");
        if (stip.reciprocalGoal() != null || stip.introMoves() > 0) throw new UnsupportedException("goal " + stip.goal() + " in " + stip);
        int goalSide;
        switch (stip.playType()) {
            case DIRECT: case HELP: case SERIES_DIRECT: case SERIES_HELP: goalSide = Side.WHITE; break;
            // in series selfplay Black's one move reaches the goal, after White's series
            case SELF: case SERIES_SELF: goalSide = Side.BLACK; break;
            default: throw new UnsupportedException("goal " + stip.goal() + " in " + stip);
        }
        // Duplex's second half: the colours swap roles (py 4.104, h##1.5 with a neutral king)
        if (secondHalf) goalSide = Side.opponent(goalSide);
        // in help play White's earlier moves are not goal moves; after one that auto-mates, Black
        // could still move and White play on, which Popeye never allows
        if (g == feerie.stipulation.GoalType.AUTO_MATE && stip.playType() == PlayType.HELP
                && !(stip.moves() == 1 && !stip.plusHalf() || stip.moves() == 0 && stip.plusHalf()))
            throw new UnsupportedException("goal " + stip.goal() + " in " + stip + " (more than one move of the goal side)");
        return new SelfCheckGoalRules(g, goalSide, stip.playType() == PlayType.SERIES_DIRECT, position, conditions);
    }
}
