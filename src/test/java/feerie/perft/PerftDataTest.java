package feerie.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import feerie.rules.Rules;
import feerie.rules.variant.RuleSets;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every line of every {@code *.perft} file under the test resources' {@code perft/} folder:
 * {@code variant;FEN;depth;nodes[;slow]}, {@code #} starts a comment. Slow lines (over 10 s)
 * run only with {@code -Dfeerie.slow=true}.
 */
class PerftDataTest {
    record Case(String variant, String fen, int depth, long nodes, boolean slow) {}

    static Stream<Arguments> cases() throws IOException, URISyntaxException {
        Path folder = Path.of(PerftDataTest.class.getResource("/perft").toURI());
        List<Arguments> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".perft")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.isEmpty() || line.startsWith("#")) continue;
                    String where = file.getFileName() + ":" + (i + 1);
                    cases.add(Arguments.of(where, parse(line, where)));
                }
            }
        }
        return cases.stream();
    }

    private static Case parse(String line, String where) {
        String[] f = line.split(";");
        if (f.length < 4 || f.length > 5 || (f.length == 5 && !f[4].strip().equals("slow")))
            throw new IllegalArgumentException(where + ": expected variant;FEN;depth;nodes[;slow]");
        return new Case(f[0].strip(), f[1].strip(), Integer.parseInt(f[2].strip()),
                Long.parseLong(f[3].strip()), f.length == 5);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void countsMatch(String where, Case c) {
        assumeTrue(!c.slow() || Boolean.getBoolean("feerie.slow"), "slow case; run with -Dfeerie.slow=true");
        Rules rules = RuleSets.byName(c.variant());
        long nodes = new Perft(rules.position(c.fen()), rules).count(c.depth());
        assertEquals(c.nodes(), nodes, c.variant() + " " + c.fen() + " depth " + c.depth());
    }
}
