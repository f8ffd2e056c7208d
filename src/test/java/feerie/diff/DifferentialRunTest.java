package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import feerie.input.ProblemReader;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The differential harness: the generator alone (always), and a short run against Popeye where
 * the reference binary is present (skipped elsewhere, as in CI).
 */
class DifferentialRunTest {
    @Test
    void generatedProblemsAreReproducibleAndReadable() {
        ProblemGenerator a = new ProblemGenerator(7), b = new ProblemGenerator(7);
        for (int i = 0; i < 60; i++) {
            ProblemGenerator.Generated g = a.generate(i);
            assertEquals(g, b.generate(i), "problem " + i + " depends only on seed and index");
            List<ParseResult> parsed = ProblemReader.read(g.text(), g.id());
            assertEquals(1, parsed.size(), g.text());
            assertInstanceOf(Problem.class, parsed.get(0), g.text());
        }
    }

    @Test
    void aShiftIsNeverContinued() {
        // Popeye refuses a shift that pushes a unit off the board; a shift is chosen from the
        // diagram's units, so it must not follow a twin that moved one to the edge
        for (long seed = 1; seed <= 5; seed++) {
            ProblemGenerator g = new ProblemGenerator(seed);
            for (int i = 0; i < 200; i++) assertTrue(!g.generate(i).text().contains("continued shift"), seed + "/" + i);
        }
    }

    @Test
    void conditionsAreDrawnFromTheList() {
        ProblemGenerator g = new ProblemGenerator(3, List.of("Madrasi", "Circe Parrain"));
        for (int i = 0; i < 40; i++) {
            String text = g.generate(i).text();
            assertTrue(text.contains("condition Madrasi\n") || text.contains("condition Circe Parrain\n"), text);
        }
    }

    @Test
    void aNarrowDrawGivesOnlyItsKindsGoalsAndPieces() {
        Draw draw = new Draw(Draw.kinds("reci-h#,semi-r#"), Draw.goals("=,#"), Draw.pieces("bp,g", ProblemGenerator.popeyePieces()),
                100, 100, 100);
        ProblemGenerator g = new ProblemGenerator(11, List.of(), draw);
        boolean twins = false;
        for (int i = 0; i < 40; i++) {
            ProblemGenerator.Generated p = g.generate(i);
            assertTrue(p.family().startsWith("reci-h") || p.family().startsWith("semi-r"), p.text());
            String pieces = p.text().lines().filter(l -> l.startsWith("pieces ")).findFirst().orElseThrow();
            for (String unit : pieces.split(" ")) {
                if (unit.length() > 2 && !unit.equals("pieces") && !unit.equals("white") && !unit.equals("black"))
                    assertTrue(unit.matches("(k|q|r|b|s|p|bp|g)[a-h][1-8]"), unit + " in " + p.text());
            }
            twins |= p.text().contains("\ntwin ");
            List<ParseResult> parsed = ProblemReader.read(p.text(), p.id());
            assertInstanceOf(Problem.class, parsed.get(0), p.text());
        }
        assertTrue(twins);
    }

    @Test
    void popeyesPiecesLeaveOutFeeriesOwn() {
        assertTrue(ProblemGenerator.popeyePieces().containsAll(List.of("g", "n", "bp", "ma", "ro")));
        assertTrue(ProblemGenerator.popeyePieces().stream().noneMatch(c -> List.of("k", "q", "tx", "sx", "ck").contains(c)));
    }

    @Test
    void differencesAreClassedByFamilyAndLineKind() {
        assertEquals("s#n: missing set play", DifferenceClass.of("s#n",
                "solution: expected line [1...Qf2-e1] but actual has no such line"));
        assertEquals("#n: but instead of variation", DifferenceClass.of("#n",
                "solution: expected line [1...Sf4-d3] but actual has [but] under [zugzwang.]"));
        assertEquals("h#n: extra solution", DifferenceClass.of("h#n",
                "solution: unexpected line [1.Kd6-e7 Bc3-f6 + 2.Ke7-f8 Rh4-h8 #] under []"));
    }

    @Test
    void aShortRunAgainstPopeye() {
        assumeTrue(PopeyeRunner.available(PopeyeRunner.DEFAULT), "no Popeye binary at " + PopeyeRunner.DEFAULT);
        DifferentialRun run = new DifferentialRun(new ProblemGenerator(3), new PopeyeRunner(PopeyeRunner.DEFAULT, 5), 5_000_000_000L);
        List<DifferentialRun.Outcome> outcomes = run.run(0, 6, 1, o -> { });
        assertEquals(6, outcomes.size());
        String summary = DiffSummary.of(outcomes);
        assertTrue(summary.startsWith("6 problems: "), summary);
    }
}
