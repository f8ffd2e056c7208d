package feerie.piece.movement;

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
 * The fourth batch of Popeye's pieces (issue 29): the Rose's hoppers (Rose Lion, Rose Hopper, Rao,
 * Rose Locust) and the others Féerie lacked. Each position of
 * {@code src/test/resources/pieces/popeye/NAME.inp} (our own: the piece in the middle and at the
 * edge among hurdles and victims, Black's piece, a helpmate or directmate) is solved and compared
 * with {@code NAME.out} beside it, which is py 4.104's output on it ({@code py -regression}),
 * pasted unchanged.
 */
class PopeyePieces4Test {
    private static final Path FOLDER = Path.of("src", "test", "resources", "pieces", "popeye");

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
