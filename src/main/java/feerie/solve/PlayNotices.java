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
        PlayType type = stip.playType();
        List<Notice> notices = new ArrayList<>();
        boolean battle = type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
        // the diagram after the key (PostKeyPlay) has no set play either
        if (options.has("SetPlay") && (!setPlayApplies(stip) || battle && options.has("PostKeyPlay"))) notices.add(Notice.SET_PLAY);
        // py 4.104 says these in a fixed order, whatever the order of the options: SetPlay,
        // Intelligent, try play, Threat
        if (options.has("Intelligent") && !IntelligentOption.applies(stip)) notices.add(Notice.INTELLIGENT_RESTRICTED);
        // after the key (PostKeyPlay) there are no tries to look for
        if (options.has("Try") && options.has("PostKeyPlay") && battle) notices.add(Notice.TRY_PLAY);
        // StopOnShortSolutions stops help play only (py 4.104 looks for a help branch): battle play
        // and parry series of battle play say so; series, help and pser-h play do not
        boolean parryBattle = type == PlayType.PARRY_SERIES_DIRECT || type == PlayType.PARRY_SERIES_SELF
                || type == PlayType.PARRY_SERIES_REFLEX || type == PlayType.PARRY_SERIES_SEMI_REFLEX;
        if (options.has("StopOnShortSolutions") && (battle || parryBattle)) notices.add(Notice.STOP_ON_SHORT_IN_DIRECT_PLAY);
        // Threat limits the threats of battle play shorter than the play (py 4.104: #2 and r#2
        // with Threat 2, any help or series play, say so); battle play in one move has no
        // threats to limit and says nothing (py 4.104: #1, s#1 and r#1 with Threat 1 or 2)
        if (options.has("Threat") && (!battle || stip.moves() > 1 && options.intArg("Threat", stip.moves()) >= stip.moves()))
            notices.add(Notice.THREAT);
        return notices;
    }

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
