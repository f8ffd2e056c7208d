package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The battle solver's result table spares searching again, nothing more: the solution tree is the
 * same with the table and without it, and both are Popeye's (the corpus .out beside each problem,
 * Popeye 4.104's own output; sibling order aside, as {@link SolutionComparator} compares).
 */
class ResultTableTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");

    private static String solve(Path inp, int hashMegabytes) throws Exception {
        Problem problem = (Problem) ProblemReader.read(inp).get(0);
        BattleSolver.hashMegabytes(hashMegabytes);
        try {
            ProblemOutput.Outcome o = ProblemOutput.solve(problem, 120_000_000_000L);
            assertTrue(o.solved(), inp + ": " + o.message());
            return o.text();
        } finally {
            BattleSolver.hashMegabytes(-1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"BEISPIEL-castling-08", "BEISPIEL-selfref-01", "BEISPIEL-selfref-04", "BEISPIEL-cham-02",
            "BEISPIEL-threat-03", "BEISPIEL-quod-01", "BEISPIEL-castling-15", "BEISPIEL-stip-07"})
    void theTreeIsPopeyesWithTheTableAndWithout(String id) throws Exception {
        Path inp = CORPUS.resolve(id + ".inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus not present");
        String popeye = Files.readString(CORPUS.resolve(id + ".out"), StandardCharsets.ISO_8859_1);
        String with = solve(inp, -1), without = solve(inp, 0), small = solve(inp, 1);
        assertEquals("match", SolutionComparator.compare(popeye, with).toString(), "with the table");
        assertEquals("match", SolutionComparator.compare(popeye, without).toString(), "without a table");
        assertEquals("match", SolutionComparator.compare(popeye, small).toString(), "with a table of 1 MB (many entries overwritten)");
    }

    @Test
    void lengthsBeyondAByteAreKept() {
        // stipulations go up to #1000: a length of 200 must not read back as a short win
        ResultTable t = new ResultTable(4);
        t.store(42L, 200, true);
        assertEquals(0, t.lookup(42L, 199));
        assertEquals(1, t.lookup(42L, 200));
        t.store(43L, 300, false);
        assertEquals(-1, t.lookup(43L, 300));
        assertEquals(0, t.lookup(43L, 301));
    }

    @Test
    void noTableKnowsNothing() {
        ResultTable t = new ResultTable(-1);
        t.store(42L, 3, true);
        assertEquals(0, t.lookup(42L, 3));
    }

    @Test
    void aGrowingTableKeepsWhatItKnew() {
        // starts at 2^FIRST_BITS entries and grows fourfold at three quarters full; keys 1..N take
        // distinct slots in any table larger than N, so every one stored must read back after it grew
        int first = 1 << ResultTable.FIRST_BITS;
        ResultTable t = ResultTable.growing(ResultTable.FIRST_BITS + 4);
        assertEquals(first, t.capacity());
        int n = 2 * first;
        for (long k = 1; k <= n; k++) t.store(k, (int) (1 + k % 5), k % 2 == 0);
        assertEquals(first << ResultTable.GROWTH_BITS, t.capacity(), "grown once, at three quarters full");
        for (long k = 1; k <= n; k++) assertEquals(k % 2 == 0 ? 1 : -1, t.lookup(k, (int) (1 + k % 5)), "key " + k);
    }

    @Test
    void aGrowingTableStopsAtItsSize() {
        ResultTable t = ResultTable.growing(ResultTable.FIRST_BITS + 1);
        for (long k = 1; k < 400_000; k++) t.store(k * 0x9E3779B97F4A7C15L, 2, true);
        assertEquals(1 << (ResultTable.FIRST_BITS + 1), t.capacity());
    }
}
