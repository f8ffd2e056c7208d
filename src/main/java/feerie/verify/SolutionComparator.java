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
 *
 * <p>One exception to equality: when Popeye's output says it is partial and ours says it is
 * finished, ours matches if it holds every line of Popeye's ({@link PartialOutput}); this is
 * tried only when the outputs are not equal.
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
     * @param contained  they match only as Popeye's partial output within our finished one
     */
    public record Result(boolean matches, String difference, boolean contained) {
        public Result(boolean matches, String difference) {
            this(matches, difference, false);
        }

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
        Map<String, SolutionTree> expectedTrees = trees(expected), actualTrees = trees(actual);
        for (String twin : expectedTrees.keySet()) {
            String difference = firstDifference(expectedTrees.get(twin), actualTrees.get(twin));
            if (difference != null) {
                Result unequal = new Result(false, twinName(twin) + ": " + difference);
                return popeyePartialOursFinished(expectedTrees, actualTrees) ? contained(expectedTrees, actualTrees, unequal) : unequal;
            }
        }
        return new Result(true, "");
    }

    private static String twinName(String twin) {
        return twin.isEmpty() ? "solution" : "twin " + twin;
    }

    private static Map<String, SolutionTree> trees(Map<String, List<String>> twins) {
        Map<String, SolutionTree> trees = new LinkedHashMap<>();
        twins.forEach((twin, lines) -> trees.put(twin, SolutionTree.of(lines)));
        return trees;
    }

    /** Popeye stopped before the end (its output says partial), we did not (ours says finished). */
    private static boolean popeyePartialOursFinished(Map<String, SolutionTree> expected, Map<String, SolutionTree> actual) {
        return expected.values().stream().anyMatch(PartialOutput::declaresPartial)
                && actual.values().stream().noneMatch(PartialOutput::declaresPartial)
                && actual.values().stream().anyMatch(PartialOutput::declaresFinished);
    }

    /** A match if every twin of Popeye's partial output lies within ours, else {@code unequal}. */
    private static Result contained(Map<String, SolutionTree> expected, Map<String, SolutionTree> actual, Result unequal) {
        for (String twin : expected.keySet()) {
            String missing = PartialOutput.firstMissing(expected.get(twin), actual.get(twin));
            if (missing != null) {
                return new Result(false, unequal.difference() + " (Popeye's output is partial, ours finished, but "
                        + twinName(twin) + ": " + missing + ")");
            }
        }
        return new Result(true, "", true);
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
