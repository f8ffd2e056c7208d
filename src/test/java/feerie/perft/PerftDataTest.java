package feerie.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.position.Fen;
import feerie.position.Position;
import feerie.rules.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** One generic runner for every perft data file: each line is variant;fen;depth;nodes. */
class PerftDataTest {
    private static final String[] FILES = {"/perft/orthodox.perft"};

    @TestFactory
    Stream<DynamicTest> perftCounts() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : FILES) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(
                    PerftDataTest.class.getResourceAsStream(file), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.isBlank() || line.startsWith("#")) continue;
                    String[] f = line.split(";");
                    String fen = f[1];
                    int depth = Integer.parseInt(f[2].trim());
                    long expected = Long.parseLong(f[3].trim());
                    tests.add(DynamicTest.dynamicTest(f[0] + " " + fen + " depth " + depth,
                            () -> assertEquals(expected, new Perft(Fen.parse(fen), Rules.ORTHODOX).count(depth))));
                }
            }
        }
        return tests.stream();
    }
}
