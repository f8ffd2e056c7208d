package feerie.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Popeye's output can end in "Partial solution" (Partielle Loesung, solution partielle): it
 * stopped before printing every solution. The causes are options: MaxSolutions and
 * StopOnShortSolutions, which Féerie honours and then says "Partial solution" too, so those
 * outputs are compared line for line; MaxTime, which stops Féerie as a timeout; and
 * {@code intelligent n}, which keeps at most n solutions per final position Popeye constructs.
 * Féerie cannot honour that one: which n solutions Popeye keeps depends on the order in which it
 * builds its final positions. It prints all solutions and "solution finished.", which is true.
 * Such an output is correct when every line Popeye printed is among Féerie's (the same holds
 * when Popeye ran out of MaxTime and Féerie did not): this class checks that.
 */
final class PartialOutput {
    private static final Set<String> PARTIAL = Set.of("Partial solution", "Partielle Loesung", "solution partielle");
    private static final Set<String> FINISHED = Set.of("solution finished.", "Loesung beendet.", "solution terminee.");

    private PartialOutput() {
    }

    /** Does this twin's solution tree end the output as partial (a top-level "Partial solution" line)? */
    static boolean declaresPartial(SolutionTree twin) {
        return twin.children.stream().anyMatch(c -> PARTIAL.contains(c.line));
    }

    /** Does it end the output as complete ("solution finished.")? */
    static boolean declaresFinished(SolutionTree twin) {
        return twin.children.stream().anyMatch(c -> FINISHED.contains(c.line));
    }

    /**
     * Null if every line of {@code expected} (but the closing line) is in {@code actual} at the
     * same place of the tree, else the first one that is not.
     */
    static String firstMissing(SolutionTree expected, SolutionTree actual) {
        List<SolutionTree> unused = new ArrayList<>(actual.children);
        for (SolutionTree e : expected.children) {
            if (PARTIAL.contains(e.line) || FINISHED.contains(e.line)) continue;
            SolutionTree same = unused.stream().filter(a -> a.line.equals(e.line) && firstMissing(e, a) == null)
                    .findFirst().orElse(null);
            if (same == null) {
                return "expected line [" + e.line + "] is not among ours"
                        + (expected.line.isEmpty() ? "" : " under [" + expected.line + "]");
            }
            unused.remove(same);
        }
        return null;
    }
}
