package feerie.diff;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stipulation changes on a draft's stipulation text: the number of moves one more or one
 * fewer, another play type with the same goal. Only the ordinary forms ({@code 2->ser-h#3},
 * {@code exact-s#4}, {@code h=2.5}) are changed; a stipulation of another shape is left alone.
 */
final class StipulationEdit {
    private static final Pattern FORM = Pattern.compile(
            "(\\d+->)?(exact-)?(ser-|pser-|phser-)?(semi-r|reci-h|hs|hr|h|s|r)?(00|z[a-h][1-8]|[^\\d]+?)(\\d+)(\\.5)?");
    private static final String[] PLAY_TYPES = {"", "h", "s", "ser-h", "r", "", "h", "s", "ser-h", "ser-", "ser-s",
        "hs", "semi-r", "reci-h"};

    private StipulationEdit() {
    }

    static boolean isBattle(String stipulation) {
        Matcher m = FORM.matcher(stipulation);
        if (!m.matches()) return false;
        String series = m.group(3), kind = m.group(4);
        return series == null && (kind == null || kind.equals("s") || kind.equals("r") || kind.equals("semi-r"));
    }

    /** The number of moves changed by {@code delta}, never below 1. */
    static boolean length(Draft d, int delta) {
        Matcher m = FORM.matcher(d.stipulation);
        if (!m.matches()) return false;
        int n = Integer.parseInt(m.group(6)) + delta;
        if (n < 1 || n > 30) return false;
        d.stipulation = d.stipulation.substring(0, m.start(6)) + n + d.stipulation.substring(m.end(6));
        return true;
    }

    /**
     * Another play type with the same goal and length: direct, help, self, series-help, reflex
     * mostly. The half move of a help play goes with it; introductory moves and exactness stay
     * only where the new type is a series.
     */
    static boolean playType(Draft d, Random r) {
        Matcher m = FORM.matcher(d.stipulation);
        if (!m.matches()) return false;
        String goal = m.group(5);
        if (!goal.matches("#|=|==|\\+|x|##|00|%|~|ep")) return false;
        String now = (m.group(3) == null ? "" : m.group(3)) + (m.group(4) == null ? "" : m.group(4));
        if (Integer.parseInt(m.group(6)) < 1) return false;
        String type = PLAY_TYPES[r.nextInt(PLAY_TYPES.length)];
        if (type.equals(now)) return false;
        boolean series = type.startsWith("ser-");
        String intro = series && m.group(1) != null ? m.group(1) : "";
        String half = type.equals("h") && m.group(7) != null ? ".5" : "";
        d.stipulation = intro + type + goal + m.group(6) + half;
        return true;
    }
}
