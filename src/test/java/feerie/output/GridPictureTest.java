package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GridChess on paper: the diagram's grid lines, the caption without the variant and option
 * WriteGrid's board of cell numbers, the whole output compared with py 4.104's (pasted unchanged
 * beside each position of {@code conditions/popeye-k}, whose solutions PopeyeConditionsKTest checks).
 */
class GridPictureTest {
    private static final Path FOLDER = Path.of("src", "test", "resources", "conditions", "popeye-k");

    @ParameterizedTest
    @ValueSource(strings = {"grid-writegrid-plain", "grid-writegrid-vertical-shift", "grid-writegrid-horizontal-shift",
            "grid-writegrid-diagonal-shift", "grid-writegrid-orthogonal", "grid-vertical-shift-cells"})
    void wholeOutputAsPopeyes(String id) throws IOException {
        String expected = Files.readString(FOLDER.resolve(id + ".out"), StandardCharsets.ISO_8859_1);
        Problem p = (Problem) ProblemReader.read(FOLDER.resolve(id + ".inp")).get(0);
        ProblemOutput.Outcome o = ProblemOutput.solve(p, 60_000_000_000L);
        assertTrue(o.solved(), id + ": " + o.message());
        assertEquals(expected.strip(), o.text().strip());
    }
}
