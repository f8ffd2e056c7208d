package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Every corpus output matches itself with blanks added, and differs from its neighbour. */
class CorpusComparatorTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");

    @Test
    void everyOutputMatchesItselfAndNotItsNeighbour() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(CORPUS), "corpus not present");
        List<Path> outs;
        try (Stream<Path> files = Files.list(CORPUS)) {
            outs = files.filter(f -> f.toString().endsWith(".out")).sorted().toList();
        }
        String previous = null;
        for (Path out : outs) {
            String text = Files.readString(out, StandardCharsets.ISO_8859_1);
            SolutionComparator.Result self = SolutionComparator.compare(text, text.replace("\n", " \n"));
            assertTrue(self.matches(), out + ": " + self.difference());
            if (previous != null && !normalisedLines(previous).equals(normalisedLines(text))) {
                assertFalse(SolutionComparator.compare(previous, text).matches(), out.toString());
            }
            previous = text;
        }
    }

    private static List<String> normalisedLines(String output) {
        return SolutionComparator.solutionLines(output).stream().map(SolutionTree::normalised).sorted().toList();
    }
}
