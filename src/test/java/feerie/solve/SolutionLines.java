package feerie.solve;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;

/** For tests whose expected lines are copied from Popeye's .out files: a problem's solution lines. */
final class SolutionLines {
    private SolutionLines() {}

    /** The first problem of a text in Popeye's language. */
    static Problem problem(String text) { return (Problem) ProblemReader.read(text, "test").get(0); }

    /** The solution's numbered move lines (stripped), as in the .out files. */
    static List<String> of(String text) {
        return Arrays.stream(SolveCommand.solveToText(problem(text), 60).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).toList();
    }
}
