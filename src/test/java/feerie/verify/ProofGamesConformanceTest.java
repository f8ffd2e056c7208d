package feerie.verify;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Solves every proof game of Popeye's collection (../shared/corpus/popeye-proof/*.inp: dia, a=>b
 * and their series, 76 problems, 27 under conditions) in-process and compares the solution part
 * with Popeye's .out; problems listed in
 * {@code src/test/resources/conformance/known-failures-proof.tsv} may fail (with their reason).
 * The summary counts the orthodox problems and those under conditions apart. The machinery and
 * its system properties ({@code proof.timeLimit}, default 5 s here, {@code .threads},
 * {@code .knownTimeoutLimit}, {@code .slack}, {@code .only}, {@code .write}) are
 * {@link CorpusConformance}'s. Regenerate the list:
 * {@code mvn -q -o test -Dtest=ProofGamesConformanceTest -Dproof.write=true}.
 */
class ProofGamesConformanceTest {
    static final java.nio.file.Path KNOWN_FAILURES = java.nio.file.Path.of("src", "test", "resources", "conformance", "known-failures-proof.tsv");

    @Test
    void proofGamesMatchPopeye() throws Exception {
        // the whole suite runs on CI's two cores: a proof game Popeye solves in a second or two gets 5 s
        if (System.getProperty("proof.timeLimit") == null) System.setProperty("proof.timeLimit", "5");
        java.nio.file.Path corpus = CorpusConformance.CORPUS.resolve("popeye-proof");
        new CorpusConformance(corpus, KNOWN_FAILURES, "proof", groups(corpus), "kind",
                "mvn -q -o test -Dtest=ProofGamesConformanceTest -Dproof.write=true").check();
    }

    /** "orthodox" or "conditions" by problem id: does its input name a condition? */
    private static Map<String, String> groups(java.nio.file.Path corpus) throws java.io.IOException {
        Map<String, String> kind = new HashMap<>();
        if (!java.nio.file.Files.isDirectory(corpus)) return kind;
        try (var files = java.nio.file.Files.list(corpus)) {
            for (var f : files.filter(p -> p.toString().endsWith(".inp")).toList()) {
                String text = java.nio.file.Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1).toLowerCase(java.util.Locale.ROOT);
                boolean conditions = text.lines().map(String::strip)
                        .anyMatch(l -> l.startsWith("cond") || l.startsWith("bedi") || l.contains(" cond "));
                kind.put(f.getFileName().toString().replaceFirst("\\.inp$", ""), conditions ? "conditions" : "orthodox");
            }
        }
        return kind;
    }
}
