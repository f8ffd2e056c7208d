package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Conditions and condition variants Féerie refused (issue 29): Leofamily, ChineseChess, SingleBox
 * without a type and the others of this folder. Each position of
 * {@code src/test/resources/conditions/popeye-k/NAME.inp} (our own) is solved and compared with
 * {@code NAME.out} beside it, which is py 4.104's output on it ({@code py -regression}), pasted
 * unchanged.
 */
class PopeyeConditionsKTest {
    private static final Path FOLDER = Path.of("src", "test", "resources", "conditions", "popeye-k");

    @TestFactory
    Stream<DynamicTest> eachPositionAsPopeyeSolvesIt() throws IOException {
        List<Path> inputs;
        try (Stream<Path> files = Files.list(FOLDER)) {
            inputs = files.filter(f -> f.toString().endsWith(".inp")).sorted().toList();
        }
        assertTrue(inputs.size() > 0, "no positions in " + FOLDER);
        return inputs.stream().map(inp -> DynamicTest.dynamicTest(inp.getFileName().toString(), () -> check(inp)));
    }

    private static void check(Path inp) {
        try {
            String name = inp.getFileName().toString();
            Path out = inp.resolveSibling(name.substring(0, name.length() - 4) + ".out");
            String expected = Files.readString(out, StandardCharsets.ISO_8859_1);
            Problem p = (Problem) ProblemReader.read(inp).get(0);
            ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
            assertTrue(o.solved(), name + ": " + o.message());
            SolutionComparator.Result c = SolutionComparator.compare(expected, o.text());
            assertTrue(c.matches(), name + ": " + c.difference());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
