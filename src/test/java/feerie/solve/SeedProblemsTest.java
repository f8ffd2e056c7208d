package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.output.ProblemHeader;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The seed pieces' problems (problems/seeds/NAME.txt) against their hand-verified expected output
 * (expected/seeds/NAME.txt, see problems/seeds/README.md): header and solution.
 */
class SeedProblemsTest {
    private static final Path PROBLEMS = Path.of("problems/seeds");
    private static final Path EXPECTED = Path.of("expected/seeds");

    @TestFactory
    Stream<DynamicTest> everySeedProblem() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(PROBLEMS)) {
            s.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 18, "problems/seeds holds " + files.size() + " problems");
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> check(file)));
    }

    private static void check(Path file) throws IOException {
        Path expectedFile = EXPECTED.resolve(file.getFileName());
        assertTrue(Files.exists(expectedFile), "no " + expectedFile);
        String expected = Files.readString(expectedFile);
        List<ParseResult> results = ProblemReader.read(Files.readString(file), file.toString());
        assertEquals(1, results.size());
        Problem problem = assertInstanceOf(Problem.class, results.get(0), results.get(0).toString());
        String header = ProblemHeader.render(problem);
        assertTrue(expected.startsWith(header), "header of " + file + ":\n" + header);
        String solution = SolveCommand.solveToText(problem, 60);
        // the solver's text starts with the bare stipulation line, which the header carries with counts
        assertEquals(expected, header + solution.substring(solution.indexOf('\n') + 1), file.toString());
    }
}
