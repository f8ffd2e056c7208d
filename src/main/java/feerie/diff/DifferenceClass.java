package feerie.diff;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names the class of one difference between Popeye's output and ours, so that a run of thousands
 * of problems reads as a short list of rules: the stipulation family and the kind of the first
 * differing line (a key, a try, a threat, a set-play line, a notice...), e.g.
 * {@code "s#n: missing set play"}. Numbers and squares are left out on purpose: two problems
 * that differ on the same kind of line in the same family are most likely one rule.
 */
final class DifferenceClass {
    private static final Pattern EXPECTED = Pattern.compile("expected line \\[(.*?)\\] but actual has (no such line|\\[(.*?)\\])( under \\[(.*)\\])?");
    private static final Pattern UNEXPECTED = Pattern.compile("unexpected line \\[(.*?)\\] under \\[(.*)\\]");
    private static final Pattern MOVE = Pattern.compile(".*\\d\\.\\.?\\.?.*");

    private DifferenceClass() {
    }

    /** The class of a comparison difference (the text of {@code SolutionComparator.Result}). */
    static String of(String family, String difference) {
        if (difference.contains("twins differ")) return family + ": twins differ";
        Matcher m = EXPECTED.matcher(difference);
        if (m.find()) {
            String expected = kind(m.group(1), m.group(5));
            if (m.group(3) == null) return family + ": missing " + expected;
            String actual = kind(m.group(3), m.group(5));
            return family + ": " + (expected.equals(actual) ? "other " + expected : actual + " instead of " + expected);
        }
        m = UNEXPECTED.matcher(difference);
        if (m.find()) return family + ": extra " + kind(m.group(1), m.group(2));
        return family + ": " + difference;
    }

    /** What a line of the solution is, judged by its shape (and by its parent line). */
    static String kind(String line, String parent) {
        String l = line.strip();
        boolean top = parent == null || parent.isEmpty();
        if (!MOVE.matcher(l).matches()) {
            if (l.startsWith("threat")) return "threat";
            if (l.startsWith("but")) return "but";
            if (l.contains("zugzwang")) return "zugzwang";
            return "notice [" + l.replaceAll("\\d+", "n") + "]";
        }
        if (l.contains("threat:")) return "threat";
        if (l.endsWith("?")) return "try";
        if (top && l.startsWith("1...")) return "set play";
        if (top && l.endsWith("!")) return "key";
        if (l.endsWith("!")) return "refutation";
        if (top) return "solution";
        return parent != null && parent.strip().startsWith("but") ? "refutation" : "variation";
    }
}
