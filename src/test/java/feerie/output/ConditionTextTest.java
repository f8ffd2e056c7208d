package feerie.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import feerie.problem.Problem;
import feerie.problem.TwinCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Conditions as Popeye writes them: the expected texts are Popeye 4.104's (py) lines under the
 * diagram for these conditions, and the twin headings of the conditions corpus's twins that change
 * conditions (Circe family).
 */
class ConditionTextTest {
    /** Sentinelles and Imitator as py 4.104 writes them under the diagram, the input's words in another order. */
    @Test
    void sentinellesAndImitatorWrittenAsPopeyeWritesThem() {
        // py: "condition Sentinelles PionAdvers Berolina", "... ParaSentinelles PionAdvers",
        // "... MaximumTotal 10 MaximumBlack 3", "... PionNeutre" (two blanks before the kind of pawn)
        assertEquals("Sentinelles Berolina  PionAdvers", ConditionText.of(
                new ConditionSpec("Sentinelles", List.of("PionAdvers", "Berolina")), Language.ENGLISH));
        assertEquals("ParaSentinelles  PionAdvers", ConditionText.of(
                new ConditionSpec("Sentinelles", List.of("parasent", "pionadv")), Language.ENGLISH));
        assertEquals("Sentinelles 8/3 //10", ConditionText.of(
                new ConditionSpec("Sentinelles", List.of("MaximumTotal", "10", "MaximumBlack", "3")), Language.ENGLISH));
        assertEquals("Sentinelles  PionNeutre", ConditionText.of(
                new ConditionSpec("Sentinelles", List.of("PionNeutre")), Language.ENGLISH));
        // py: "condition Imitator c5a4"
        assertEquals("Imitator c5 a4", ConditionText.of(new ConditionSpec("Imitator", List.of("c5a4")), Language.ENGLISH));
    }

    @Test
    void variantsInPopeyesOrderDefaultsLeftOut() {
        // py: "condition circe parachute mirror rexinclusive diametral"
        assertEquals("Circe Mirror Parachute Diametral RexInclusive", ConditionText.of(
                new ConditionSpec("Circe", List.of("parachute", "mirror", "rexinclusive", "diametral")), Language.ENGLISH));
        // py: "condition anticirce cheylan mirror file"
        assertEquals("AntiCirce File Mirror Cheylan", ConditionText.of(
                new ConditionSpec("AntiCirce", List.of("cheylan", "mirror", "file")), Language.ENGLISH));
        // corpus: BEISPIEL-mars-23 "b) MarsCirce RexExklusive", BEISPIEL-paralys-05 "b) Circe Platzwechsel"
        assertEquals("MarsCirce RexExklusive", ConditionText.of(new ConditionSpec("MarsCirce", List.of("rexexkl")), Language.GERMAN));
        assertEquals("Circe Platzwechsel", ConditionText.of(new ConditionSpec("PWC", List.of()), Language.GERMAN));
        // MarsCirce's kings take part by default: not written
        assertEquals("MarsCirce", ConditionText.of(new ConditionSpec("MarsCirce", List.of("RexInclusive")), Language.ENGLISH));
    }

    @Test
    void twinHeadingsOfTwinsChangingConditionsMatchPopeye() throws IOException {
        Path corpus = Path.of("..", "shared", "corpus", "popeye-conditions");
        Assumptions.assumeTrue(Files.isDirectory(corpus), "conditions corpus absent");
        var family = feerie.verify.TsvColumns.read(corpus.resolve("families.tsv"), "id", "family");
        int checked = 0;
        try (Stream<Path> s = Files.list(corpus)) {
            for (Path inp : s.filter(f -> f.toString().endsWith(".inp")).sorted().toList()) {
                // the Circe family's conditions (others spell their own)
                String id = inp.getFileName().toString().replace(".inp", "");
                if (!"circe".equals(family.get(id))) continue;
                // Circe Chameleon's piece sequence ("s q r b s" written Q->R->B->S->Q) is not spelt yet
                if (id.equals("TESTS-circe-22")) continue;
                if (!(ProblemReader.read(inp).get(0) instanceof Problem p)) continue;
                boolean changes = p.twins().stream().flatMap(t -> t.commands().stream())
                        .anyMatch(c -> c instanceof TwinCommand.ConditionChange);
                if (!changes) continue;
                String out = Files.readString(inp.resolveSibling(inp.getFileName().toString().replace(".inp", ".out")),
                        StandardCharsets.ISO_8859_1);
                for (String heading : TwinHeading.headings(p)) {
                    // TESTS-circe-18: Popeye writes no blanks after a heading of several conditions
                    assertTrue(out.contains("\n" + heading + "\n") || out.contains("\n" + heading.stripTrailing() + "\n"),
                            inp.getFileName() + ": [" + heading + "]");
                }
                checked++;
            }
        }
        assertTrue(checked >= 20, checked + " problems");
    }
}
