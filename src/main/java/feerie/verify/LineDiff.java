package feerie.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lines of two solutions that only one of them has, for a reader to see a mismatch at a
 * glance: "- " for a line of the expected output ours lacks, "+ " for a line of ours it lacks.
 * Lines are compared as the comparator does (blanks inside a line and the order of lines do not
 * matter), each with its indentation, which places it in the tree.
 */
final class LineDiff {
    private LineDiff() {}

    /** The differing lines, at most {@code max} of them (then a count of the rest); "" when there are none. */
    static String of(String expectedOutput, String actualOutput, int max) {
        List<String> expected = SolutionComparator.solutionLines(expectedOutput);
        List<String> actual = SolutionComparator.solutionLines(actualOutput);
        Map<String, Integer> left = new HashMap<>();
        for (String line : actual) left.merge(key(line), 1, Integer::sum);
        List<String> out = new ArrayList<>();
        Map<String, Integer> matched = new HashMap<>();
        for (String line : expected) {
            String k = key(line);
            if (left.getOrDefault(k, 0) > 0) {
                left.merge(k, -1, Integer::sum);
                matched.merge(k, 1, Integer::sum);
            } else {
                out.add("- " + line.stripTrailing());
            }
        }
        for (String line : actual) {
            String k = key(line);
            if (matched.getOrDefault(k, 0) > 0) matched.merge(k, -1, Integer::sum);
            else out.add("+ " + line.stripTrailing());
        }
        if (out.size() <= max) return String.join("\n", out);
        return String.join("\n", out.subList(0, max)) + "\n... " + (out.size() - max) + " more line(s)";
    }

    private static String key(String line) {
        int indent = 0;
        while (indent < line.length() && line.charAt(indent) == ' ') indent++;
        return indent + ":" + SolutionTree.normalised(line);
    }
}
