package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.output.ProblemHeader;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The problems of problems/variants/ against their hand-checked outputs in expected/variants/.
 * A direct problem would be skipped if the solver reported direct play as unsupported.
 */
class VariantProblemsTest {
    private static final Path PROBLEMS = Path.of("problems/variants");
    private static final Path EXPECTED = Path.of("expected/variants");

    static Stream<String> names() throws IOException {
        try (Stream<Path> files = Files.list(PROBLEMS)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".txt")).sorted().toList().stream();
        }
    }

    static Problem problem(String name) throws IOException {
        return (Problem) ProblemReader.read(Files.readString(PROBLEMS.resolve(name)), name).get(0);
    }

    /** Header and solution as Popeye would print them. */
    static String output(Problem p) {
        String solution = SolveCommand.solveToText(p, 30);
        return ProblemHeader.render(p, RuleSelection.geometry(p)) + solution.substring(solution.indexOf('\n') + 1);
    }

    /** The solution lines (the text between the stipulation line and the closing line). */
    static List<String> lines(String name) throws IOException {
        String text = SolveCommand.solveToText(problem(name), 30);
        return Arrays.stream(text.split("\n")).skip(1).filter(l -> !l.isBlank()).map(String::strip)
                .filter(l -> !l.startsWith("solution") && !l.startsWith("Loesung")).toList();
    }

    @ParameterizedTest
    @MethodSource("names")
    void matchesExpectedOutput(String name) throws IOException {
        Problem p = problem(name);
        String actual;
        try {
            actual = output(p);
        } catch (UnsupportedException e) {
            Assumptions.assumeFalse(e.getMessage().startsWith("play type"), name + " awaits the direct solver");
            throw e;
        }
        String expected = Files.readString(EXPECTED.resolve(name));
        var result = SolutionComparator.compare(expected, actual);
        assertTrue(result.matches(), name + ": " + result);
        // the header, diagram and captions too
        assertEquals(expected.substring(0, expected.indexOf("\n\n", expected.lastIndexOf("+---"))),
                actual.substring(0, actual.indexOf("\n\n", actual.lastIndexOf("+---"))), name);
    }

    @Test
    void everyProblemHasAnExpectedOutput() throws IOException {
        for (String name : names().toList()) assertTrue(Files.exists(EXPECTED.resolve(name)), name);
    }

    /** The draw rule: Black blocks its own last free arrival square before White arrives. */
    @Test
    void racingKingsHelp() throws IOException {
        assertEquals(List.of("1.Sd7-f8 Ka7-b8 race"), lines("rk-help-draw.txt"));
    }

    /** The black king's first-move leap f8-h8; once moved it cannot reach i8 in time. */
    @Test
    void courierHelpLeap() throws IOException {
        assertEquals(List.of("1.Kf8-h8 Kj5-i6   2.Kh8-i8 Qi2-c8 #"), lines("courier-help-leap.txt"));
        String text = Files.readString(PROBLEMS.resolve("courier-help-leap.txt")).replace("black kf8", "black moved kf8");
        Problem p = (Problem) ProblemReader.read(text, "moved").get(0);
        assertTrue(SolveCommand.solveToText(p, 30).lines().noneMatch(l -> l.strip().startsWith("1.")));
    }

    /** The direct problems, solved by the battle-play solver. */
    @Test
    void directProblems() throws IOException {
        assertEquals(List.of("1.Kd7-e8 race !"), lines("rk-direct-draw.txt"));
        // the two threats in Popeye's order of trial (a king's diagonal steps before its straight ones)
        assertEquals(List.of("1.Rd1-d8 ! threat:", "2.Ka7-b8 race", "2.Ka7-a8 race"), lines("rk-direct-race2.txt"));
        assertEquals(List.of("1.Ra1-a8 # !"), lines("courier-direct-leap.txt"));
        assertEquals(List.of("1.WEl5-l6 = !"), lines("courier-direct-stalemate.txt"));
        assertEquals(List.of("1.Kj8-j7 # !"), lines("furious-direct-scout.txt"));
    }

    /** Promotion to a Sage: a queen or rook on c8 would guard a8. */
    @Test
    void courierHelpPromotion() throws IOException {
        assertEquals(List.of("1.Kb6-a7 c7-c8=CM   2.Ka7-a8 CMc8-b7 #"), lines("courier-help-promotion.txt"));
    }

    /** The same position with the win goal: three stalemates join the mate, a stalemated player loses. */
    @Test
    void courierHelpStalemate() throws IOException {
        // the order of the lines is Popeye's order of search carried over to the 12x8 board, not a rule
        assertEquals(java.util.Set.of(
                "1.Kb6-b5 c7-c8=Q   2.Kb5-a5 Qc8-b8 =",
                "1.Kb6-b5 c7-c8=Q   2.Kb5-a5 Qc8-b7 =",
                "1.Kb6-b5 c7-c8=R   2.Kb5-a5 Rc8-b8 =",
                "1.Kb6-a7 c7-c8=CM   2.Ka7-a8 CMc8-b7 #"), java.util.Set.copyOf(lines("courier-help-stalemate.txt")));
        assertEquals(4, lines("courier-help-stalemate.txt").size());
    }

    /** French input and output: the Scout b4 guards k5 and l4 along its zigzag. */
    @Test
    void furiousHelp() throws IOException {
        assertEquals(List.of("1.Rk5-k4 Rj8-k7   2.Rk4-l5 Fh3-i2 #"), lines("furious-help-scout.txt"));
    }

    /** The direct problems' keys, checked as one-move series (the same thing for n = 1). */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = ';', value = {
        "rk-direct-draw.txt;race1;1.Kd7-e8 race",
        "courier-direct-leap.txt;#1;1.Ra1-a8 #",
        "courier-direct-stalemate.txt;win1;1.WEl5-l6 =",
        "furious-direct-scout.txt;#1;1.Kj8-j7 #"})
    void directKeysAsSeries(String name, String stipulation, String key) throws IOException {
        String text = Files.readString(PROBLEMS.resolve(name)).replace(" " + stipulation, " ser-" + stipulation);
        Problem p = (Problem) ProblemReader.read(text, name).get(0);
        String solution = SolveCommand.solveToText(p, 30);
        List<String> found = Arrays.stream(solution.split("\n")).map(String::strip).filter(l -> l.startsWith("1.")).toList();
        assertEquals(List.of(key), found, name);
    }

    /** Without its leap power (marked Moved) the king j5 leaves k7 and l7 free: no mate in one. */
    @Test
    void movedKingGivesNoMate() throws IOException {
        String text = Files.readString(PROBLEMS.resolve("courier-direct-leap.txt"))
                .replace("unmoved kj5", "moved kj5").replace(" #1", " ser-#1");
        Problem p = (Problem) ProblemReader.read(text, "moved").get(0);
        assertTrue(SolveCommand.solveToText(p, 30).lines().noneMatch(l -> l.strip().startsWith("1.")));
    }
}
