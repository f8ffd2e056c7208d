package feerie.output;

import feerie.problem.Language;
import feerie.problem.Problem;
import feerie.solve.Line;
import feerie.solve.ProblemSolver.TwinSolution;

/**
 * The solution part of Popeye's output for one twin: everything that follows the stipulation
 * line (or the twin's heading line) up to the next twin's heading or the closing line.
 * It starts with the blank line Popeye leaves there.
 */
public final class SolutionWriter {
    private SolutionWriter() {}

    public static String body(Problem problem, TwinSolution solution) {
        MoveNotation notation = new MoveNotation(languageCode(problem.language()));
        StringBuilder b = new StringBuilder("\n");
        for (Line line : solution.lines()) b.append(LineWriter.write(line, notation)).append('\n');
        b.append('\n');
        return b.toString();
    }

    public static String languageCode(Language l) {
        return l == Language.GERMAN ? "de" : l == Language.FRENCH ? "fr" : "en";
    }
}
