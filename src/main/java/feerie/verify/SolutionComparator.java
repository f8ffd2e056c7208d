package feerie.verify;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Compares the solution part of two Popeye outputs, ignoring what does not change the solution:
 * the header (everything up to the captions under the diagram), blank lines, "Time = ..." lines,
 * the statistics of intelligent mode, blanks inside lines, and the order of sibling lines (the
 * variations of a tree, the solutions of a help play). Twins are compared one by one, split at
 * their heading lines ("a) ", "+c) ...").
 */
public final class SolutionComparator {
    private static final Pattern TWIN_HEADING = Pattern.compile("^\\+?([a-y]|z\\d+)\\) .*");
    private static final Pattern BOARD_BORDER = Pattern.compile("^\\+-+a-.*-\\+\\s*$");
    private static final Pattern STATISTICS = Pattern.compile(
            "^\\d+ (potential positions in|moegliche Stellungen in|positions possibles dans) \\d+\\+\\d+$");
    /** MoveNumbers progress: "  12  (Sd8-b7 )", one per first move tried, in the solver's own order. */
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+ +\\(.*\\).*");
    private static final Pattern TIME = Pattern.compile("^\\s*(Time|Zeit|Temps) = .*");

    /**
     * @param matches    the solutions are the same
     * @param difference empty if they match, else the first difference found (twin, expected and actual line)
     */
    public record Result(boolean matches, String difference) {
        @Override
        public String toString() {
            return matches ? "match" : difference;
        }
    }

    private SolutionComparator() {
    }

    public static Result compare(String expectedOutput, String actualOutput) {
        Map<String, List<String>> expected = twins(solutionLines(expectedOutput));
        Map<String, List<String>> actual = twins(solutionLines(actualOutput));
        if (!expected.keySet().equals(actual.keySet())) {
            return new Result(false, "twins differ: expected " + expected.keySet() + ", actual " + actual.keySet());
        }
        for (Map.Entry<String, List<String>> twin : expected.entrySet()) {
            String difference = firstDifference(SolutionTree.of(twin.getValue()),
                    SolutionTree.of(actual.get(twin.getKey())));
            if (difference != null) {
                String name = twin.getKey().isEmpty() ? "solution" : "twin " + twin.getKey();
                return new Result(false, name + ": " + difference);
            }
        }
        return new Result(true, "");
    }

    /** The lines after the captions of the (last) diagram, without ignorable lines. */
    static List<String> solutionLines(String output) {
        String[] lines = output.replace("\r", "").split("\n", -1);
        int start = 0;
        for (int i = 0; i < lines.length; i++) {
            if (BOARD_BORDER.matcher(lines[i]).matches()) {
                start = i + 1;
            }
        }
        if (start > 0) {
            // the captions (stipulation, attributes, conditions, options) run up to the first blank line
            while (start < lines.length && !lines[start].isBlank()) {
                start++;
            }
        }
        List<String> result = new ArrayList<>();
        for (int i = start; i < lines.length; i++) {
            String line = lines[i];
            if (!line.isBlank() && !TIME.matcher(line).matches() && !STATISTICS.matcher(line.strip()).matches()
                    && !MOVE_NUMBER.matcher(line.strip()).matches()) {
                result.add(line);
            }
        }
        return result;
    }

    /** Lines grouped by twin, keyed by the normalised heading ("" for lines before any heading). */
    private static Map<String, List<String>> twins(List<String> lines) {
        Map<String, List<String>> twins = new LinkedHashMap<>();
        String current = "";
        for (String line : lines) {
            if (TWIN_HEADING.matcher(line).matches()) {
                current = SolutionTree.normalised(line);
                twins.put(current, new ArrayList<>());
            } else {
                twins.computeIfAbsent(current, k -> new ArrayList<>()).add(line);
            }
        }
        return twins;
    }

    /** Null if both trees have the same children, else a description of the first difference. */
    private static String firstDifference(SolutionTree expected, SolutionTree actual) {
        List<SolutionTree> unmatchedExpected = new ArrayList<>();
        List<SolutionTree> unmatchedActual = new ArrayList<>(actual.children);
        for (SolutionTree e : expected.children) {
            SolutionTree same = unmatchedActual.stream()
                    .filter(a -> a.canonical().equals(e.canonical())).findFirst().orElse(null);
            if (same != null) {
                unmatchedActual.remove(same);
            } else {
                unmatchedExpected.add(e);
            }
        }
        if (unmatchedExpected.isEmpty() && unmatchedActual.isEmpty()) {
            return null;
        }
        if (unmatchedExpected.isEmpty()) {
            return "unexpected line [" + unmatchedActual.get(0).line + "] under [" + expected.line + "]";
        }
        SolutionTree e = unmatchedExpected.get(0);
        for (SolutionTree a : unmatchedActual) {
            if (a.line.equals(e.line)) {
                return firstDifference(e, a);
            }
        }
        return "expected line [" + e.line + "] but actual has "
                + (unmatchedActual.isEmpty() ? "no such line" : "[" + unmatchedActual.get(0).line + "]")
                + (expected.line.isEmpty() ? "" : " under [" + expected.line + "]");
    }
}
