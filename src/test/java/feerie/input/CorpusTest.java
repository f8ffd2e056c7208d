package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import feerie.problem.ParseResult;
import feerie.problem.Problem;

/** Reads every problem of the shared Popeye corpus (../shared/corpus), if present. */
class CorpusTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus");

    @Test
    void everyCorpusProblemParsesAndStipulationMatchesIndex() throws IOException {
        Path dir = CORPUS.resolve("popeye");
        Assumptions.assumeTrue(Files.isDirectory(dir), "corpus not present");
        Map<String, String> indexStipulation = readIndex();
        List<String> failures = new ArrayList<>();
        int count = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".inp")).sorted().toList()) {
                count++;
                String id = file.getFileName().toString().replace(".inp", "");
                List<ParseResult> results = ProblemReader.read(file);
                if (results.size() != 1 || !(results.get(0) instanceof Problem problem)) {
                    failures.add(id + ": " + results);
                    continue;
                }
                String expected = indexStipulation.get(id);
                if (expected == null || problem.stipulation() == null) {
                    failures.add(id + ": no stipulation (index: " + expected + ")");
                    continue;
                }
                String actual = problem.stipulation().isStructured()
                        ? "sstipulation " + problem.stipulationText()
                        : problem.stipulation().toString();
                // Popeye accepts any case and blanks ("H#2", "dia 8.5"); our text is canonical.
                if (!normalise(expected).equals(normalise(actual))) {
                    failures.add(id + ": stipulation " + actual + " but index says " + expected);
                }
            }
        }
        assertTrue(count > 0);
        assertEquals(List.of(), failures);
    }

    private static String normalise(String s) {
        return s.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
    }

    private static Map<String, String> readIndex() throws IOException {
        Map<String, String> map = new HashMap<>();
        List<String> lines = Files.readAllLines(CORPUS.resolve("popeye-index.tsv"), StandardCharsets.UTF_8);
        List<String> header = List.of(lines.get(0).split("\t"));
        int id = header.indexOf("id");
        int stip = header.indexOf("stipulation");
        for (String line : lines.subList(1, lines.size())) {
            String[] cols = line.split("\t");
            map.put(cols[id], cols[stip]);
        }
        return map;
    }
}
