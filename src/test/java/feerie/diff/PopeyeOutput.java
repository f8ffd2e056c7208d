package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.util.List;

/**
 * For the tests of rules found by the differential run: a problem's output compared, as
 * {@code verify} compares, with Popeye 4.104's output pasted into the test (from the stipulation
 * caption under the diagram on).
 */
final class PopeyeOutput {
    private PopeyeOutput() {
    }

    /**
     * Solves {@code problem} and asserts that its solution is {@code popeye}'s (siblings in any
     * order), and that the lines that are not moves (notices, twin headings, "threat:",
     * "refutes.", the closing line) come in the same order.
     */
    static void assertSame(String problem, String popeye) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), o.message());
        String ours = fromCaption(o.text());
        SolutionComparator.Result r = SolutionComparator.compare(popeye, ours);
        assertTrue(r.matches(), () -> r.difference() + "\n" + ours);
        assertEquals(skeleton(popeye), skeleton(ours), ours);
    }

    /** The output from the stipulation caption on (the line after the diagram's lower border). */
    private static String fromCaption(String output) {
        int border = output.lastIndexOf("+---a---b");
        return border < 0 ? output : output.substring(output.indexOf('\n', border) + 1);
    }

    /** The lines that are not moves, a run of blank lines as one empty line (where a notice stands matters). */
    private static List<String> skeleton(String output) {
        List<String> lines = new java.util.ArrayList<>();
        for (String l : output.strip().split("\n")) {
            String s = l.strip();
            if (s.matches("\\d+\\..*")) continue;
            if (s.isEmpty() && (lines.isEmpty() || lines.get(lines.size() - 1).isEmpty())) continue;
            lines.add(s);
        }
        return lines;
    }
}
