package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.InputSource;

/**
 * The HTML outputs: {@code solve --format html} and {@code report --format html}, each one
 * self-contained page (checked well-formed, so that any browser reads it as meant) with the
 * diagrams inline.
 */
class HtmlOutputTest {
    @TempDir Path dir;

    private static final String PROBLEM = "beginproblem\nauthor A. Composer\npieces white kg6 qh1 black kh8 bh7\nstipulation #1\nendproblem\n";

    /** py 4.104's output for PROBLEM (without its author line, which verify does not compare). */
    private static final String POPEYE = "\n\n+---a---b---c---d---e---f---g---h---+\n|                                   |\n"
            + "8   .   .   .   .   .   .   .  -K   8\n|                                   |\n7   .   .   .   .   .   .   .  -B   7\n"
            + "|                                   |\n6   .   .   .   .   .   .   K   .   6\n|                                   |\n"
            + "5   .   .   .   .   .   .   .   .   5\n|                                   |\n4   .   .   .   .   .   .   .   .   4\n"
            + "|                                   |\n3   .   .   .   .   .   .   .   .   3\n|                                   |\n"
            + "2   .   .   .   .   .   .   .   .   2\n|                                   |\n1   .   .   .   .   .   .   .   Q   1\n"
            + "|                                   |\n+---a---b---c---d---e---f---g---h---+\n  #1                          2 + 2\n\n"
            + "   1.Qh1*h7 # !\n\n\nsolution finished.\n\n\n";

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static void wellFormed(String html) throws Exception {
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(html)));
    }

    @Test
    void solveWritesAPageWithTheDiagramAndTheSolution() throws Exception {
        Path file = dir.resolve("m1.inp");
        Files.writeString(file, PROBLEM);
        Run r = run("solve", "--format", "html", file.toString());
        assertEquals(0, r.code(), r.err());
        wellFormed(r.out());
        assertTrue(r.out().startsWith("<!DOCTYPE html>"));
        assertTrue(r.out().contains("<svg") && r.out().contains("id=\"piece-h1\"") && r.out().contains("data-kind=\"q\""), r.out());
        assertTrue(r.out().contains(">A. Composer</text>"), "the caption's author");
        assertTrue(r.out().contains("1.Qh1*h7 # !"), "the solution as py 4.104 writes it");
        assertTrue(!r.out().contains("+---a---b"), "no text board in the page");
    }

    @Test
    void aReportShowsEachMismatchWithItsDiagramAndBothSolutions() throws Exception {
        Path file = dir.resolve("m1.inp");
        Files.writeString(file, PROBLEM);
        // the expected output made wrong on purpose, so that verify reports a mismatch
        Files.writeString(dir.resolve("m1.out"), POPEYE.replace("1.Qh1*h7 # !", "1.Qh1-h2 # !"));
        Path journal = dir.resolve("j.journal"), html = dir.resolve("r.html");
        Run verify = run("verify", file.toString(), "--journal", journal.toString(), "--quiet");
        assertEquals(1, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains("MISMATCH"), verify.out());
        Run report = run("report", journal.toString(), "--format", "html", "-o", html.toString());
        assertEquals(0, report.code(), report.err());
        String page = Files.readString(html);
        wellFormed(page);
        int figure = page.indexOf("class=\"figure\"");
        assertTrue(figure > 0, page);
        String mismatch = page.substring(figure);
        assertTrue(mismatch.contains("<svg") && mismatch.contains("id=\"piece-h1\""), "the diagram");
        assertTrue(mismatch.contains("Expected (Popeye)") && mismatch.contains("1.Qh1-h2 # !"), "the expected solution");
        assertTrue(mismatch.contains("Féerie") && mismatch.contains("1.Qh1*h7 # !"), "ours beside it");
    }

    @Test
    void aReportInTextHasNoDiagrams() throws Exception {
        Path file = dir.resolve("m1.inp");
        Files.writeString(file, PROBLEM);
        Files.writeString(dir.resolve("m1.out"), POPEYE.replace("1.Qh1*h7 # !", "1.Qh1-h2 # !"));
        Path journal = dir.resolve("j.journal");
        run("verify", file.toString(), "--journal", journal.toString(), "--quiet");
        Run report = run("report", journal.toString());
        assertEquals(0, report.code());
        assertTrue(report.out().contains("Mismatches (1)") && !report.out().contains("<svg"), report.out());
    }
}
