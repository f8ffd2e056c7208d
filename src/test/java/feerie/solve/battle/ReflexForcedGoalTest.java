package feerie.solve.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.verify.Verifier;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A reflexmate's refutation after which the attacker must mate himself: Popeye shows the forced
 * mates under it, marked "?!?" ("1...Ke3*d4 ! 2.Sd2-f3 # ?!?"). Expectations: the corpus
 * problems' .out (Popeye 4.104).
 */
class ReflexForcedGoalTest {
    private static final Path CORPUS = Path.of("../shared/corpus/popeye-conditions");

    @Test
    void forcedMatesShownUnderTheRefutation() {
        Assumptions.assumeTrue(Files.isDirectory(CORPUS), "corpus absent");
        Verifier verifier = new Verifier(null, 60_000_000_000L);
        for (String id : new String[] {"TESTS-battle_play-49", "EXAMPLES-ghostchess-14", "BEISPIEL-magic-07"}) {
            Path file = CORPUS.resolve(id + ".inp");
            for (Verifier.Result r : verifier.verifyFile(file, file)) assertEquals(Verifier.Verdict.OK, r.verdict(), r.toString());
        }
    }
}
