package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import feerie.verify.SolutionComparator;
import feerie.verify.Verifier;

/**
 * One file, good problems of the corpus with broken ones between them (and a last one cut
 * short): every good problem is solved as Popeye solves it, every broken one gives one line on
 * stderr located inside it, and the exit code is 2.
 */
class BatchRobustnessTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");
    private static final List<String> GOOD = List.of("EXAMPLES-kiss-04", "TESTS-battle_play-42",
            "TESTS-battle_play-09", "TESTS-pieces-12", "TESTS-battle_play-08");
    private static final List<String> BROKEN = List.of(
            "stipulation #99999999999\npieces white ke1 qd1 black ke8\n",
            "pieces white ka9 qd1 black ke8\nstipulation #1\n",
            "pieces white ke1 qd1 black ke8\n\u0000\u00ff\u00fe\u0001garbage\nstipulation #1\n",
            "frobnicate 3\npieces white ke1 qd1 black ke8\nstipulation #1\n",
            "condition Imitator\npieces white ke1 qd1 black ke8\nstipulation #1\n",
            "pieces white ke1 qd1 black ke8\nstipulation #1\ntwin move e1 z9\n",
            // squares off the board in an option and a condition, a stipulation Popeye crashes on
            "pieces white ke1 qd1 black ke8\nstipulation #1\noption NoCastling a9\n",
            "pieces white ke1 qd1 black ke8\ncondition Imitator i9\nstipulation #1\n",
            "pieces white ke1 qd1 black ke8\nstipulation hs#0\n",
            "pieces white ke1 pd5 black ke8 pe5\nstipulation #1\noption EnPassant d3d6 MaxSolutions x\n");

    @TempDir Path dir;

    /** A problem of the batch: the lines it spans. */
    private record Span(boolean good, int first, int last) {
    }

    @Test
    void goodProblemsAreSolvedAndBrokenOnesLocated() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(CORPUS), "corpus not present");
        StringBuilder text = new StringBuilder();
        List<Span> spans = new ArrayList<>();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < GOOD.size(); i++) {
            add(text, spans, true, body(GOOD.get(i)));
            expected.append(Files.readString(CORPUS.resolve(GOOD.get(i) + ".out"), StandardCharsets.ISO_8859_1));
            if (i < BROKEN.size()) {
                add(text, spans, false, BROKEN.get(i));
            }
        }
        for (int i = GOOD.size(); i < BROKEN.size(); i++) add(text, spans, false, BROKEN.get(i));
        add(text, spans, false, "pieces white ke1 qd1 black ke8\nstipulation h#");
        Path batch = dir.resolve("batch.inp");
        Files.writeString(batch, text, StandardCharsets.ISO_8859_1);

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute("solve", "--time-limit", "60", batch.toString());

        assertEquals(2, status, err.toString());
        List<String> solved = Verifier.splitOutputs(out.toString());
        List<String> popeye = Verifier.splitOutputs(expected.toString());
        assertEquals(popeye.size(), solved.size(), err.toString());
        for (int i = 0; i < popeye.size(); i++) {
            SolutionComparator.Result r = SolutionComparator.compare(popeye.get(i), solved.get(i));
            assertTrue(r.matches(), GOOD.get(i) + ": " + r.difference());
        }
        List<Span> broken = spans.stream().filter(s -> !s.good()).toList();
        String[] lines = err.toString().split("\n");
        assertEquals(broken.size(), lines.length, err.toString());
        Pattern located = Pattern.compile(Pattern.quote(batch.toString()) + ":(\\d+): .+");
        for (int i = 0; i < lines.length; i++) {
            Matcher m = located.matcher(lines[i]);
            assertTrue(m.matches(), lines[i]);
            int line = Integer.parseInt(m.group(1));
            assertTrue(line >= broken.get(i).first() && line <= broken.get(i).last(), lines[i] + " not in " + broken.get(i));
        }
    }

    /** A corpus problem without its begin and end lines. */
    private static String body(String id) throws IOException {
        List<String> lines = Files.readAllLines(CORPUS.resolve(id + ".inp"), StandardCharsets.ISO_8859_1);
        while (lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines.subList(1, lines.size() - 1)) + "\n";
    }

    private static void add(StringBuilder text, List<Span> spans, boolean good, String body) {
        int first = (int) text.chars().filter(c -> c == '\n').count() + 1;
        text.append(spans.isEmpty() ? "beginproblem\n" : "nextproblem\n").append(body);
        int last = (int) text.chars().filter(c -> c == '\n').count() + 1;
        spans.add(new Span(good, first, last));
    }
}
