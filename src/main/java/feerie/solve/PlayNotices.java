package feerie.solve;

import feerie.problem.Options;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.List;

/** The options Popeye ignores, with a notice, in the play they do not apply to; and where set play applies. */
final class PlayNotices {
    private PlayNotices() { }

    /**
     * Options that do not apply to this play, which Popeye ignores with a notice as each twin is
     * solved (those that change the stipulation, PostKeyPlay, Quodlibet and WhiteToPlay, are said
     * where a stipulation is set: ProblemOutput): StopOnShortSolutions in battle play, SetPlay where there is no set play (see
     * {@link #setPlayApplies}), Intelligent outside the play it knows ({@link IntelligentOption}).
     */
    static List<Notice> of(Options options, Stipulation stip) {
        // a proof game is help play (dia, a=>b) or a series, whatever its prefix says
        PlayType type = feerie.solve.proof.ProofGame.isHelpPlay(stip) ? PlayType.HELP : stip.playType();
        List<Notice> notices = new ArrayList<>();
        boolean battle = type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
        // the diagram after the key (PostKeyPlay) has no set play either
        // WhiteToPlay has made help play in whole moves half a move shorter before Popeye looks
        // for set play (py 4.104: h#1 with SetPlay and WhiteToPlay, played as h#0.5, has none)
        Stipulation played = options.has("WhiteToPlay") && type == PlayType.HELP && !stip.plusHalf() && stip.moves() > 0
                ? new Stipulation(stip.introMoves(), stip.isExact(), type, stip.reciprocalGoal(), stip.goal(), stip.moves() - 1, true)
                : stip;
        if (options.has("SetPlay") && (!setPlayApplies(played) || battle && options.has("PostKeyPlay"))) notices.add(Notice.SET_PLAY);
        // py 4.104 says these in a fixed order, whatever the order of the options: SetPlay,
        // Intelligent, try play, Threat
        if (options.has("Intelligent") && !IntelligentOption.applies(stip)) notices.add(Notice.INTELLIGENT_RESTRICTED);
        // after the key (PostKeyPlay) there are no tries to look for
        // nor after a key whose play ends in a suppressed branch (py 4.104, "3a[/1d[+]a{!+}]d")
        boolean suppressedEnd = stip.goal() != null && stip.goal().type() == feerie.stipulation.GoalType.CHECK_ZUGZWANG;
        if (options.has("Try") && (options.has("PostKeyPlay") || suppressedEnd) && battle) notices.add(Notice.TRY_PLAY);
        // StopOnShortSolutions stops help play only (py 4.104 looks for a help branch): battle play
        // and parry series of battle play say so; series, help and pser-h play do not
        boolean parryBattle = type == PlayType.PARRY_SERIES_DIRECT || type == PlayType.PARRY_SERIES_SELF
                || type == PlayType.PARRY_SERIES_REFLEX || type == PlayType.PARRY_SERIES_SEMI_REFLEX;
        if (options.has("StopOnShortSolutions") && (battle || parryBattle)) notices.add(Notice.STOP_ON_SHORT_IN_DIRECT_PLAY);
        if (options.has("Threat") && threatNotApplicable(stip, options.intArg("Threat", stip.moves()))) notices.add(Notice.THREAT);
        return notices;
    }

    /**
     * Popeye applies Threat n where the play has a defender's move with at least n moves to follow
     * and says so where none has (py 4.104, measured on every play type with Threat 0 to 4):
     * battle play and its parry series (pser-#n, pser-s#n) when n is at least the number of moves,
     * except in one move (#1, s#1, pser-#1 with Threat 1 or 2 say nothing); the other play
     * whenever n is 1 or more, and with Threat 0 only if nothing in it is a defence: help and
     * series play to a goal without an immobility test (h+2, ser-hx1, reci-hx1: but not h#2, h=2,
     * h!=2), and not where it ends in self or reflex play (hsx1, hrx1, ser-sx1, ser-rx1).
     */
    static boolean threatNotApplicable(Stipulation stip, int threat) {
        PlayType basic = stip.playType().basic();
        boolean endsInBattle = basic == PlayType.DIRECT || basic == PlayType.SELF || basic == PlayType.REFLEX
                || basic == PlayType.SEMI_REFLEX;
        PlayType series = stip.playType();
        boolean battle = endsInBattle && (!series.isSeries() || series.seriesPrefix().equals("pser-"));
        if (battle) return stip.moves() > 1 && threat >= stip.moves();
        if (threat > 0) return true;
        boolean defended = endsInBattle && basic != PlayType.DIRECT || basic == PlayType.HELP_SELF || basic == PlayType.HELP_REFLEX
                || stip.goal() != null && IMMOBILITY_GOALS.contains(stip.goal().type());
        return !defended;
    }

    /** Goals whose test asks whether the other side can still move (py 4.104: no Threat 0 notice in h#2, h=2, h!#2). */
    private static final java.util.Set<feerie.stipulation.GoalType> IMMOBILITY_GOALS = java.util.EnumSet.of(
            feerie.stipulation.GoalType.MATE, feerie.stipulation.GoalType.STALEMATE,
            feerie.stipulation.GoalType.DOUBLE_STALEMATE, feerie.stipulation.GoalType.MATE_OR_STALEMATE,
            feerie.stipulation.GoalType.DOUBLE_MATE, feerie.stipulation.GoalType.COUNTER_MATE,
            feerie.stipulation.GoalType.AUTO_STALEMATE, feerie.stipulation.GoalType.AUTO_MATE);

    /**
     * Where Popeye has set play (measured with py 4.104): not in a direct series (ser-#n: no
     * move of the other side comes before the last; a parry series pser-#n has none either,
     * silently), not in hs#1 and hr#1 (nothing would be left of the help play) nor in h#0.5
     * and h#0 (py 4.104, h#0 and h=0 with SetPlay: "SetPlay not applicable - ignored").
     */
    static boolean setPlayApplies(Stipulation stip) {
        PlayType type = stip.playType();
        if (type == PlayType.SERIES_DIRECT) return false;
        // nor in hs#0.5 and hr#0.5 (py 4.104, also hr#1 with WhiteToPlay, diff seed 606/26)
        if ((type == PlayType.HELP_SELF || type == PlayType.HELP_REFLEX)
                && (stip.moves() == 1 && !stip.plusHalf() || stip.moves() == 0)) return false;
        return !(type == PlayType.HELP && stip.moves() == 0);
    }
}
