package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code feerie verify} with published solutions as expected output: a claim x.sol or x.txt
 * beside x.inp (problems/crosscheck/m2-two-keys.txt: Popeye 4.104 gives the keys 1.Qh1-h8#! and
 * 1.Kd6-c7!).
 */
class ClaimVerifierTest {
    @TempDir Path dir;

    @Test
    void claimsBesideProblemsAreCrossChecked() throws IOException {
        String problem = Files.readString(Path.of("problems/crosscheck/m2-two-keys.txt"));
        Files.writeString(dir.resolve("right.inp"), problem);
        Files.writeString(dir.resolve("right.sol"), "1.Qh8#!\n1.Kc7! (2.Qxb7#)\n");
        Files.writeString(dir.resolve("cooked.inp"), problem);
        Files.writeString(dir.resolve("cooked.txt"), "1.Kd6-c7!\n");
        List<Verifier.Result> results = new Verifier(null, 60_000_000_000L).verify(List.of(dir), r -> {});
        assertEquals(2, results.size(), results.toString());
        List<String> lines = new ArrayList<>();
        for (Verifier.Result r : results) lines.add(r.toString());
        assertTrue(lines.get(0).startsWith("MISMATCH") && lines.get(0).contains("cooked.inp")
                && lines.get(0).contains("MISSING 1.Qh1-h8"), lines.toString());
        assertTrue(lines.get(1).startsWith("OK") && lines.get(1).contains("right.inp"), lines.toString());
    }
}
