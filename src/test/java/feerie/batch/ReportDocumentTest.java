package feerie.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.verify.Verifier.Result;
import feerie.verify.Verifier.Verdict;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class ReportDocumentTest {
    static final List<Result> RESULTS = List.of(
            new Result("c/a.inp:1", Verdict.OK, "", 2_000_000_000L, "a.inp#1", "h", "h#2", "Madrasi", ""),
            new Result("c/b.inp:1", Verdict.MISMATCH, "expected line [1.Qa1*g7 #] but actual has [<b>&|x]",
                    500_000_000L, "b.inp#1", "h", "h#3", "Madrasi, Circe", "- 1.Qa1*g7 #\n+ <b>&|x"),
            new Result("c/c.inp:1", Verdict.TIMEOUT, "time limit", 9_000_000_000L, "c.inp#1", "h", "#2", "", ""));

    @Test
    void groupsByConditionAndKindOfStipulation() {
        String text = Report.of(RESULTS, 2).render(ReportDocument.Format.TEXT);
        assertTrue(text.contains("3 problem(s)"), text);
        assertTrue(text.matches("(?s).*\\nMadrasi +2 +1 +1 +0 +0 +0 +50\\.0\\n.*"), text);
        assertTrue(text.matches("(?s).*\\nh#n +2 +1 +1 .*"), text);
        assertTrue(text.matches("(?s).*\\n\\(none\\) +1 +0 +0 +0 +0 +1 +0\\.0\\n.*"), text);
        // the two slowest, slowest first
        assertTrue(text.matches("(?s).*\\nc/c\\.inp:1 +9\\.000 +TIMEOUT\\nc/a\\.inp:1 +2\\.000 +OK\\n\\n.*"), text);
        assertTrue(text.contains("c/b.inp:1 (h#3; Madrasi, Circe)\n    expected line"), text);
        assertEquals("h#n", Report.stipulationKind("h#2.5"));
        assertEquals("ser-h#n", Report.stipulationKind("ser-h#12"));
    }

    @Test
    void htmlIsWellFormedAndEscaped() throws Exception {
        String html = Report.of(RESULTS, 5).render(ReportDocument.Format.HTML);
        assertTrue(html.contains("&lt;b&gt;&amp;|x") || html.contains("&lt;b>&amp;|x"), html);
        Document d = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(
                html.replace("<!DOCTYPE html>", "").getBytes(StandardCharsets.UTF_8)));
        assertEquals(4, d.getElementsByTagName("table").getLength());
    }

    @Test
    void markdownTakesMarkupLiterally() {
        String md = Report.of(RESULTS, 5).render(ReportDocument.Format.MARKDOWN);
        assertTrue(md.contains("| Madrasi | 2 | 1 | 1 | 0 | 0 | 0 | 50.0 |"), md);
        assertTrue(md.contains("| \\#n | 1 |"), md);
        assertTrue(md.contains("  ```\n  expected line [1.Qa1*g7 #] but actual has [<b>&|x]\n  - 1.Qa1*g7 #\n  + <b>&|x\n  ```"), md);
    }
}
