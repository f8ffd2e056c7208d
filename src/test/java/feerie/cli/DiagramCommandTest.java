package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code feerie diagram}: where the diagrams go, twins, PNG, bad input. */
class DiagramCommandTest {
    @TempDir Path dir;

    private static final String TWO = "beginproblem\npieces white kg6 qh1 black kh8 bh7\nstipulation #1\n"
            + "twin move h1 g1\nnextproblem\npieces white ka1 gd4 black ka8\nstipulation h#1\nendproblem\n";

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = FeerieCommand.commandLine(args);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void oneProblemGoesToStdoutAsOneDocument() throws Exception {
        Path file = dir.resolve("p.inp");
        Files.writeString(file, "beginproblem\npieces white kg6 qh1 black kh8 bh7\nstipulation #1\nendproblem\n");
        Run r = run("diagram", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("<?xml") && r.out().trim().endsWith("</svg>"), r.out());
        assertEquals(1, r.out().split("<svg ", -1).length - 1);
    }

    @Test
    void severalDiagramsAreNumberedWithTheirTwins() throws Exception {
        Path file = dir.resolve("p.inp");
        Files.writeString(file, TWO);
        Run r = run("diagram", "--twins", file.toString(), "-o", dir.resolve("d.svg").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.exists(dir.resolve("d-1.svg")), "problem 1");
        assertTrue(Files.exists(dir.resolve("d-1b.svg")), "its twin b)");
        assertTrue(Files.exists(dir.resolve("d-2.svg")), "problem 2");
        String twin = Files.readString(dir.resolve("d-1b.svg"));
        assertTrue(twin.contains("id=\"piece-g1\"") && !twin.contains("id=\"piece-h1\""), "the queen moved to g1 in b)");
        assertTrue(twin.contains("b) wQh1--&gt;g1"), "the twin's heading in the caption");
        String grasshopper = Files.readString(dir.resolve("d-2.svg"));
        assertTrue(grasshopper.contains("data-kind=\"g\"") && grasshopper.contains("rotate(180 50 50)"), "the grasshopper upside down");
    }

    @Test
    void pngIsAnImageOfTheDiagramsSize() throws Exception {
        Path file = dir.resolve("p.inp");
        Files.writeString(file, "beginproblem\npieces white kg6 qh1 black kh8 bh7\nstipulation #1\nendproblem\n");
        Path png = dir.resolve("d.png");
        Run r = run("diagram", "--format", "png", file.toString(), "-o", png.toString());
        assertEquals(0, r.code(), r.err());
        var image = ImageIO.read(png.toFile());
        assertTrue(image != null, "a PNG file");
        Run svg = run("diagram", file.toString());
        var m = java.util.regex.Pattern.compile("width=\"(\\d+)\" height=\"(\\d+)\"").matcher(svg.out());
        assertTrue(m.find());
        assertEquals(Integer.parseInt(m.group(1)), image.getWidth());
        assertEquals(Integer.parseInt(m.group(2)), image.getHeight());
    }

    @Test
    void aBrokenProblemIsReportedAndTheOthersDrawn() throws Exception {
        Path file = dir.resolve("p.inp");
        Files.writeString(file, "beginproblem\npieces white kz9\nstipulation #1\nnextproblem\n"
                + "pieces white kg6 qh1 black kh8\nstipulation #1\nendproblem\n");
        Run r = run("diagram", file.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("p.inp:2:") || r.err().contains("p.inp:1:"), r.err());
        assertTrue(r.out().contains("id=\"piece-h1\""), "the second problem is drawn");
        Run missing = run("diagram", dir.resolve("none.inp").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("cannot read"), missing.err());
    }
}
