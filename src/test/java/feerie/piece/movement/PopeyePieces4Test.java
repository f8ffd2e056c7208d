package feerie.piece.movement;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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

    /** The position against py's output beside it ({@link feerie.condition.ConditionCorpus}). */
    private static void check(Path inp) {
        String name = inp.getFileName().toString();
        feerie.condition.ConditionCorpus.assertMatchesPopeye(inp.getParent(), name.substring(0, name.length() - 4));
    }
}
