package feerie.verify;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Solves every problem of Popeye's examples (../shared/corpus/popeye/*.inp) in-process and compares
 * the solution part with Popeye's .out; problems listed in
 * {@code src/test/resources/conformance/known-failures.tsv} (id TAB reason) may fail. The summary
 * counts the orthodox problems apart (the {@code orthodox} column of {@code popeye-index.tsv}).
 * The machinery and its system properties ({@code conformance.timeLimit}, {@code .threads},
 * {@code .knownTimeoutLimit}, {@code .slack}, {@code .only}, {@code .write}) are
 * {@link CorpusConformance}'s.
 */
class CorpusConformanceTest {
    static final Path KNOWN_FAILURES = Path.of("src", "test", "resources", "conformance", "known-failures.tsv");

    @Test
    void corpusSolutionsMatchPopeye() throws Exception {
        Path index = CorpusConformance.CORPUS.resolve("popeye-index.tsv");
        Map<String, String> orthodox = java.nio.file.Files.exists(index) ? TsvColumns.read(index, "id", "orthodox") : Map.of();
        new CorpusConformance(CorpusConformance.CORPUS.resolve("popeye"), KNOWN_FAILURES, "conformance", orthodox, "orthodox",
                "mvn -q -o test -Dtest=CorpusConformanceTest -Dconformance.write=true").check();
    }
}
