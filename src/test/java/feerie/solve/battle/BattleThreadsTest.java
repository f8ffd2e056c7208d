package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.solve.RootSplit;
import feerie.verify.SolutionComparator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Battle play shares the attacker's first moves out among threads: the text printed is the same,
 * byte for byte, with one, two and four threads, and it is Popeye's (the corpus .out beside each
 * problem, Popeye 4.104's own output, compared as {@link SolutionComparator} does). The problems:
 * keys and tries with refutations (castlings declared mutually exclusive among them), set play,
 * threats, twins, s#, r#, NonTrivial with Defence, MaxSolutions, move numbers; play of any length
 * is shared out here, not only the long play shared out by default.
 */
class BattleThreadsTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");

    private static String solve(Path inp, int threads) throws Exception {
        Problem problem = (Problem) ProblemReader.read(inp).get(0);
        RootSplit.setThreads(threads);
        BattleTree.parallelFrom(1);
        try {
            ProblemOutput.Outcome o = ProblemOutput.solve(problem, 120_000_000_000L);
            assertTrue(o.solved(), inp + ": " + o.message());
            return o.text();
        } finally {
            RootSplit.setThreads(0);
            BattleTree.parallelFrom(3);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"BEISPIEL-castling-46", "BEISPIEL-twin-11", "BEISPIEL-twin-12", "BEISPIEL-threat-03",
            "BEISPIEL-selfref-01", "TESTS-battle_play-14", "TESTS-battle_play-19", "TESTS-battle_play-26",
            "TESTS-battle_play-40", "REGRESSIONS-4_99_to_4_101-02", "REGRESSIONS-4_57_to_4_59-01"})
    void theTreeIsTheSameWithAnyThreadsAndPopeyes(String id) throws Exception {
        Path inp = CORPUS.resolve(id + ".inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus not present");
        String popeye = Files.readString(CORPUS.resolve(id + ".out"), StandardCharsets.ISO_8859_1);
        String one = solve(inp, 1);
        assertEquals("match", SolutionComparator.compare(popeye, one).toString(), "one thread");
        assertEquals(one, solve(inp, 2), "two threads");
        assertEquals(one, solve(inp, 4), "four threads");
    }
}
