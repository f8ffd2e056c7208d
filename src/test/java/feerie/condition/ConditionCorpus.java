package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * For the conditions' tests: a problem of the conditions corpus solved and compared with Popeye's
 * own output (read at test time; the test is skipped when the corpus is absent), or a problem of
 * our own whose expected lines come from a run of Popeye.
 */
public final class ConditionCorpus {
    private ConditionCorpus() {}

    static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye-conditions");

    /** Solves corpus problem {@code id} and checks its solution against Popeye's .out. */
    public static void assertMatchesPopeye(String id) { assertMatchesPopeye(CORPUS, id); }

    /** Solves problem {@code id} of the corpus folder {@code corpus} and checks it against Popeye's .out. */
    public static void assertMatchesPopeye(Path corpus, String id) {
        Path inp = corpus.resolve(id + ".inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus problem absent: " + inp);
        try {
            String expected = Files.readString(corpus.resolve(id + ".out"), StandardCharsets.ISO_8859_1);
            Problem p = (Problem) ProblemReader.read(inp).get(0);
            ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
            assertTrue(o.solved(), id + ": " + o.message());
            SolutionComparator.Result c = SolutionComparator.compare(expected, o.text());
            assertTrue(c.matches(), id + ": " + c.difference());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The numbered move lines (stripped) of the solution of a problem text. */
    public static List<String> solutionLines(String text) {
        Problem p = (Problem) ProblemReader.read(text, "test").get(0);
        return Arrays.stream(SolveCommand.solveToText(p, 60).split("\n")).skip(1).map(String::strip)
                .filter(l -> l.matches("^\\d+\\..*")).toList();
    }

    /** Asserts that a problem text's solution has exactly these lines, in any order. */
    public static void assertLines(String text, String... expected) {
        assertEquals(List.of(expected).stream().sorted().toList(), solutionLines(text).stream().sorted().toList());
    }
}
