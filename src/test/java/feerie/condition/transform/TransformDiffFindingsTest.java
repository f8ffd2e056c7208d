package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.diff.PopeyeRunner;
import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Rules of the transform family found wrong by the differential harness (diff/transform.txt,
 * seeds 301 ff.): each problem is solved by Popeye 4.104 ({@code py -regression}, run here, the
 * test skipped without it) and by Féerie, and the outputs must agree.
 */
class TransformDiffFindingsTest {
    private static final Path PY = Path.of("../shared/reference/popeye/py");

    private static void assertAsPopeye(String input) {
        Assumptions.assumeTrue(PopeyeRunner.available(PY), "py absent");
        PopeyeRunner.Run run = new PopeyeRunner(PY, 30).run(input);
        Assumptions.assumeTrue(run.output() != null, "py gave no answer");
        Problem p = (Problem) ProblemReader.read(input, "test").get(0);
        var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
        assertEquals(ProblemOutput.Status.SOLVED, outcome.status(), outcome.message());
        var c = SolutionComparator.compare(run.output(), outcome.text());
        assertTrue(c.matches(), c.difference() + "\npy:\n" + run.output() + "\nfeerie:\n" + outcome.text());
    }

    /** Féerie's whole output is py's standard output, byte for byte (py's messages on standard error left out). */
    private static void assertSameText(String input) throws Exception {
        Assumptions.assumeTrue(PopeyeRunner.available(PY), "py absent");
        Path in = java.nio.file.Files.createTempFile("feerie-test-", ".inp");
        try {
            java.nio.file.Files.writeString(in, input, java.nio.charset.StandardCharsets.ISO_8859_1);
            Process process = new ProcessBuilder(PY.toAbsolutePath().toString(), "-regression", "-maxtime", "30", in.toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String py = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
            process.waitFor();
            Problem p = (Problem) ProblemReader.read(input, "test").get(0);
            var outcome = ProblemOutput.solve(p, TimeUnit.SECONDS.toNanos(30));
            assertEquals(py.strip(), outcome.text().strip());
        } finally {
            java.nio.file.Files.deleteIfExists(in);
        }
    }

    /**
     * The header and twin lines as Popeye writes them: conditions in the order of its table, both
     * Alice boards' lines under AliceChess (an empty one too), a twin's exchange with an empty
     * square refused and not written.
     */
    @Test
    void headerAndTwinLines() throws Exception {
        assertSameText("""
                begin
                pieces white kf1 pc2 pg5 black kb8 qc7
                stipulation s#2
                option NoThreat
                condition Take&MakeChess
                condition AliceChess
                twin rotate 90
                twin continued exchange g5 c2
                end
                """);
        assertSameText("""
                begin
                pieces white ka5 qb6 pd2 rf1 black kh5 rh8
                stipulation h#1.5
                condition SeriesCapture
                condition CavalierMajeur
                end
                """);
    }

    /** Messigny's exchanges come after the unit's own moves, partner by partner from a1 up: tried h8 first (MaxSolutions keeps py's). */
    @Test
    void messignyExchangesAreTriedInPopeyesOrder() {
        assertAsPopeye("""
                begin
                pieces white ke1 ra1 rh1 rf3 black ke8 ra8 rh8 pa3 ph2 rc8 sh3
                stipulation ser-h#3
                option SetPlay MaxSolutions 1
                condition MessignyChess
                end
                """);
    }

    /** A direct parry series with SetPlay: an empty set play and no solution at all (py 4.104). */
    @Test
    void parrySeriesWithSetPlayShowsNothing() {
        assertAsPopeye("""
                begin
                pieces white kd8 bf8 rh4 rc8 pc6 black ka2 kah2 zd1
                stipulation pser-#3
                option SetPlay
                condition Lortap
                twin mirror a1<-->h1
                end
                """);
        assertAsPopeye("""
                begin
                pieces white kd8 bf8 rh4 rc8 pc6 black ka2 kah2 zd1
                stipulation pser-=3
                option SetPlay
                end
                """);
    }

    /** LostPieces: a promotion tried and taken back while the units are tested does not make a unit lost twice. */
    @Test
    void lostPiecesWithAPromotionInTheTest() {
        assertAsPopeye("""
                begin
                pieces white kd8 qf7 pb6 sd5 black kc1 pg3 pa2
                stipulation pser-==4
                option Duplex
                condition LostPieces
                end
                """);
    }

    /** Intelligent mode with a condition it does not admit: the notice, once for each duplex half, and nothing solved. */
    @Test
    void intelligentModeRefusesMostConditions() {
        assertAsPopeye("""
                begin
                pieces white kb4 bh6 pg7 qh8 black kf2 pe6 sg5 pa4
                stipulation ser-#3
                option Intelligent
                condition SingleBox Type3
                twin stipulation s#1
                end
                """);
        assertAsPopeye("""
                begin
                pieces white ke1 rh1 pf6 rg2 sf8 pa3 black kc6 qc4
                stipulation ser-h==3
                option Duplex Intelligent
                condition PowerTransfer
                end
                """);
    }
}
