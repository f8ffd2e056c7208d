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
     * Options that do not apply to this play, which Popeye ignores with a notice: PostKeyPlay in
     * help play, StopOnShortSolutions in direct play, Quodlibet in direct play (where reaching
     * the goal oneself is the stipulation already), SetPlay where there is no set play (see
     * {@link #setPlayApplies}), Intelligent outside the play it knows ({@link IntelligentOption}).
     */
    static List<Notice> of(Options options, Stipulation stip) {
        PlayType type = stip.playType();
        List<Notice> notices = new ArrayList<>();
        boolean battle = type == PlayType.DIRECT || type == PlayType.SELF || type == PlayType.REFLEX || type == PlayType.SEMI_REFLEX;
        // the diagram after the key (PostKeyPlay) has no set play either
        if (options.has("SetPlay") && (!setPlayApplies(stip) || battle && options.has("PostKeyPlay"))) notices.add(Notice.SET_PLAY);
        // after the key (PostKeyPlay) there are no tries to look for
        if (options.has("Try") && options.has("PostKeyPlay") && battle) notices.add(Notice.TRY_PLAY);
        if (options.has("Intelligent") && !IntelligentOption.applies(stip)) notices.add(Notice.INTELLIGENT_RESTRICTED);
        if (options.has("PostKeyPlay") && type == PlayType.HELP) notices.add(Notice.POST_KEY_PLAY);
        if (options.has("StopOnShortSolutions") && type == PlayType.DIRECT) notices.add(Notice.STOP_ON_SHORT_IN_DIRECT_PLAY);
        if (options.has("Quodlibet") && type == PlayType.DIRECT) notices.add(Notice.QUODLIBET);
        // Threat limits the threats of battle play shorter than the play (py 4.104: #2 and r#2
        // with Threat 2, any help or series play, say so)
        if (options.has("Threat") && (!battle || options.intArg("Threat", stip.moves()) >= stip.moves())) notices.add(Notice.THREAT);
        return notices;
    }

    /**
     * Where Popeye has set play (measured with py 4.104): not in a direct series (ser-#n: no
     * move of the other side comes before the last; a parry series pser-#n has none either,
     * silently), not in hs#1 and hr#1 (nothing would be left of the help play) nor in h#0.5.
     */
    static boolean setPlayApplies(Stipulation stip) {
        PlayType type = stip.playType();
        if (type == PlayType.SERIES_DIRECT) return false;
        if ((type == PlayType.HELP_SELF || type == PlayType.HELP_REFLEX) && stip.moves() == 1 && !stip.plusHalf()) return false;
        return !(type == PlayType.HELP && stip.moves() == 0 && stip.plusHalf());
    }
}
