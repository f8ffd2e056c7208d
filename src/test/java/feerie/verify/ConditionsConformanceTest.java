package feerie.verify;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Solves every problem of the conditions corpus (../shared/corpus/popeye-conditions/*.inp, all
 * families) in-process and compares the solution part with Popeye's .out; problems listed in
 * {@code src/test/resources/conformance/known-failures-conditions.tsv} may fail. The summary counts
 * each family apart ({@code families.tsv}). Unsupported problems are refused before solving, so
 * they cost nothing; the machinery and its system properties ({@code conditions.timeLimit},
 * {@code .threads}, {@code .knownTimeoutLimit}, {@code .slack}, {@code .only}, {@code .write}) are
 * {@link CorpusConformance}'s. Regenerate the list:
 * {@code mvn -q -o test -Dtest=ConditionsConformanceTest -Dconditions.write=true}.
 */
class ConditionsConformanceTest {
    static final Path KNOWN_FAILURES = Path.of("src", "test", "resources", "conformance", "known-failures-conditions.tsv");

    @Test
    void conditionsCorpusMatchesPopeye() throws Exception {
        Path corpus = CorpusConformance.CORPUS.resolve("popeye-conditions");
        Path families = corpus.resolve("families.tsv");
        Map<String, String> family = Files.exists(families) ? TsvColumns.read(families, "id", "family") : Map.of();
        new CorpusConformance(corpus, KNOWN_FAILURES, "conditions", family, "family",
                "mvn -q -o test -Dtest=ConditionsConformanceTest -Dconditions.write=true").check();
    }
}
