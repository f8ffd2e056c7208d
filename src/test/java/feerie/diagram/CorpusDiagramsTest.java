package feerie.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

import feerie.input.ProblemReader;
import feerie.input.ProblemText;
import feerie.problem.ParseResult;
import feerie.problem.Problem;

/**
 * {@code feerie diagram} draws every problem of Popeye's example corpora (popeye and
 * popeye-conditions, every twin too) without error: each document is well-formed XML with a
 * unit group per unit on the board. Every 200th is also rendered by Apache Batik. SVG only
 * otherwise, so the whole takes seconds.
 */
class CorpusDiagramsTest {
    private static final Path SHARED = Path.of("..", "shared", "corpus");

    @Test
    void everyCorpusProblemIsDrawn() throws Exception {
        List<Path> files = new ArrayList<>();
        for (String corpus : List.of("popeye", "popeye-conditions")) {
            Path dir = SHARED.resolve(corpus);
            if (!Files.isDirectory(dir)) continue;
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".inp")).sorted().forEach(files::add);
            }
        }
        Assumptions.assumeTrue(!files.isEmpty(), "corpus not present");
        var factory = DocumentBuilderFactory.newInstance();
        int problems = 0, diagrams = 0, rendered = 0;
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long start = System.nanoTime(), batik = 0, reading = 0, drawing = 0, startCpu = mx.getCurrentThreadCpuTime();
        List<String> failures = new ArrayList<>();
        for (Path file : files) {
            long r0 = mx.getCurrentThreadCpuTime();
            String text = ProblemText.decode(Files.readAllBytes(file));
            var results = ProblemReader.readWithWarnings(text, file.toString()).results();
            reading += mx.getCurrentThreadCpuTime() - r0;
            for (ParseResult r : results) {
                if (!(r instanceof Problem p)) continue;  // what the reader rejects is its own tests' business
                problems++;
                try {
                    long d0 = mx.getCurrentThreadCpuTime();
                    List<DiagramContent> contents = DiagramContent.of(p, true);
                    drawing += mx.getCurrentThreadCpuTime() - d0;
                    for (DiagramContent d : contents) {
                        long s0 = mx.getCurrentThreadCpuTime();
                        String svg = DiagramSvg.document(d);
                        drawing += mx.getCurrentThreadCpuTime() - s0;
                        Document doc = factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
                        long onBoard = d.pieces().stream().filter(u -> feerie.output.SquareNames.file(u.square()) < d.geometry().files
                                && feerie.output.SquareNames.rank(u.square()) <= d.geometry().ranks).count();
                        int groups = 0;
                        var gs = doc.getElementsByTagName("g");
                        for (int i = 0; i < gs.getLength(); i++)
                            if ("piece".equals(((org.w3c.dom.Element) gs.item(i)).getAttribute("class"))) groups++;
                        if (groups != onBoard) failures.add(file.getFileName() + ": " + groups + " unit groups for " + onBoard + " units");
                        if (diagrams++ % 200 == 0) {
                            long t0 = System.nanoTime();
                            var image = PngRenderer.image(svg, 1);
                            batik += System.nanoTime() - t0;
                            assertEquals(DiagramSvg.width(d), image.getWidth());
                            rendered++;
                        }
                    }
                } catch (Exception | Error e) {
                    failures.add(file.getFileName() + ":" + p.line() + ": " + e);
                }
            }
        }
        System.out.println("CorpusDiagramsTest: " + problems + " problems, " + diagrams + " diagrams, " + rendered + " rendered by Batik; "
                + (System.nanoTime() - start) / 1_000_000 + " ms in all, " + batik / 1_000_000 + " ms of them Batik; CPU "
                + (mx.getCurrentThreadCpuTime() - startCpu) / 1_000_000 + " ms, reading " + reading / 1_000_000 + ", drawing " + drawing / 1_000_000);
        assertTrue(failures.isEmpty(), failures.size() + " failures, first: " + failures.subList(0, Math.min(10, failures.size())));
        assertTrue(problems > 1500, "the corpora have some 1,800 problems: " + problems);
    }
}
