package feerie.output;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import feerie.input.ProblemReader;
import feerie.problem.ParseResult;
import feerie.problem.Problem;

/** Compares {@link TwinHeading} with the twin lines of every corpus output that has twins. */
class CorpusTwinHeadingTest {
    private static final Pattern TWIN_LINE = Pattern.compile("^\\+?([a-y]|z\\d*)\\) .*");

    @Test
    void twinLinesMatchCorpus() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(CorpusHeaderTest.CORPUS), "corpus not present");
        int total = 0;
        int matched = 0;
        List<String> failures = new ArrayList<>();
        for (Path inp : CorpusHeaderTest.inputs()) {
            String id = inp.getFileName().toString().replace(".inp", "");
            List<ParseResult> results = ProblemReader.read(inp);
            if (results.size() != 1 || !(results.get(0) instanceof Problem problem) || problem.twins().isEmpty()) {
                continue;
            }
            total++;
            String out = Files.readString(inp.resolveSibling(id + ".out"), StandardCharsets.ISO_8859_1);
            String afterHeader = out.substring(CorpusHeaderTest.expectedHeader(out).length());
            List<String> expected = new ArrayList<>();
            for (String line : afterHeader.split("\n", -1)) {
                if (TWIN_LINE.matcher(line).matches()) {
                    expected.add(line);
                }
            }
            List<String> actual = TwinHeading.headings(problem);
            boolean zeroOk = !problem.zeroPosition()
                    || afterHeader.contains("\n" + TwinHeading.zeroPositionLine(problem.language()) + "\n");
            if (expected.equals(actual) && zeroOk) {
                matched++;
            } else {
                failures.add(id + ": expected " + show(expected) + " actual " + show(actual) + (zeroOk ? "" : " (zero)"));
            }
        }
        System.out.println("TwinHeading corpus: " + matched + " of " + total + " twinned problems match");
        failures.forEach(System.out::println);
        assertTrue(total > 0);
        assertTrue(matched == total, (total - matched) + " twinned problems differ");
    }

    private static String show(List<String> lines) {
        return lines.stream().map(l -> "[" + l + "]").toList().toString();
    }
}
