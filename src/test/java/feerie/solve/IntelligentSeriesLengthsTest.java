package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Series play with option intelligent: Popeye solves every length from 1 to n and prints the
 * solutions of each; without the option a series mate's shortest solutions are the answer, a help
 * series' full-length ones. BEISPIEL-intell-106
 * (ser-#7, duplex, {@code intelligent 2}) prints in its duplex half 6-move and 7-move mates, at
 * most two per final position: every one of its lines must be among ours.
 */
class IntelligentSeriesLengthsTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");

    private static List<String> solutionLines(String text) {
        return Arrays.stream(text.split("\n")).map(String::strip).filter(l -> l.startsWith("1.")).toList();
    }

    private static String solve(String problem) {
        Problem p = (Problem) ProblemReader.read("begin\n" + problem + "end\n", "test").get(0);
        return SolveCommand.solveToText(p, 60);
    }

    private static String normalised(String line) {
        return line.replaceAll("\\s+", " ");
    }

    @Test
    void everyLineOfPopeyesPartialOutputIsAmongOurs() throws IOException {
        Path out = CORPUS.resolve("BEISPIEL-intell-106.out");
        Assumptions.assumeTrue(Files.exists(out), "corpus not present");
        List<String> popeye = solutionLines(Files.readString(out, StandardCharsets.ISO_8859_1));
        Problem p = (Problem) ProblemReader.read(CORPUS.resolve("BEISPIEL-intell-106.inp")).get(0);
        String ours = SolveCommand.solveToText(p, 60);
        Set<String> ourLines = solutionLines(ours).stream().map(IntelligentSeriesLengthsTest::normalised)
                .collect(Collectors.toSet());
        for (String line : popeye) assertTrue(ourLines.contains(normalised(line)), line);
        // we print every solution (intelligent 2 is a subset we cannot reproduce): the solution is complete
        assertTrue(ours.strip().endsWith("Loesung beendet."), ours);
    }

    /** Lines of the duplex half of Popeye's output (BEISPIEL-intell-106), rook written R, blanks made single. */
    private static final String MATE_IN_6 = "1.Ka4-b5 2.Kb5-c6 3.Kc6-d7 4.Kd7-e8 5.Ke8-f8 6.Rc3-h3 #";
    private static final String MATE_IN_7 = "1.Ka4-b3 2.Kb3*c2 3.Kc2-d3 4.Kd3-e4 5.Ke4-f5 6.Kf5-g6 7.Rc3-c8 #";

    /** The duplex half as the main play: Black's pieces made White's, the board kept. */
    private static final String POSITION = "pieces white ka4 rc3 black kh8 rc2\nstipulation ser-#7\n";

    @Test
    void intelligentSeriesMatePrintsEveryLength() {
        Set<String> lines = solutionLines(solve(POSITION + "option intelligent\n")).stream()
                .map(IntelligentSeriesLengthsTest::normalised).collect(Collectors.toSet());
        assertTrue(lines.contains(MATE_IN_6), lines.toString());
        assertTrue(lines.contains(MATE_IN_7), lines.toString());
    }

    /** Without the option too: py 4.104 prints this position's 20 six-move and 1031 seven-move mates. */
    @Test
    void withoutIntelligentEveryLengthToo() {
        List<String> all = solutionLines(solve(POSITION)).stream().map(IntelligentSeriesLengthsTest::normalised).toList();
        assertTrue(all.contains(MATE_IN_6) && all.contains(MATE_IN_7), all.toString());
        assertEquals(20, all.stream().filter(l -> !l.contains(" 7.")).count());
        assertEquals(1051, all.size());
    }

    /**
     * Help series the same way, with the option or without (py 4.104 prints the 2-move mate and
     * four 3-move mates for this position). After Ka7-b8-c8 the rook mates on h8, White's king
     * holding b7, c7 and d7; in three moves Black can also spend a tempo with a5-a4.
     */
    @Test
    void helpSeriesPrintsTheShorterMatesToo() {
        String position = "pieces white kc6 rh1 black ka7 pa5\nstipulation ser-h#3\n";
        String mateIn2 = "1.Ka7-b8 2.Kb8-c8 Rh1-h8 #";
        String mateIn3 = "1.Ka7-b8 2.a5-a4 3.Kb8-c8 Rh1-h8 #";
        Set<String> intelligent = solutionLines(solve(position + "option intelligent\n")).stream()
                .map(IntelligentSeriesLengthsTest::normalised).collect(Collectors.toSet());
        assertTrue(intelligent.contains(mateIn2) && intelligent.contains(mateIn3), intelligent.toString());
        Set<String> plain = solutionLines(solve(position)).stream()
                .map(IntelligentSeriesLengthsTest::normalised).collect(Collectors.toSet());
        assertTrue(plain.contains(mateIn2) && plain.contains(mateIn3) && plain.size() == 5, plain.toString());
    }
}
