package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifierTest {
    @TempDir Path dir;

    static final String H1 = """
            begin
            stipulation h#1
            pieces white kf7 qa1 black kh8 rg8 ph7
            end
            """;

    /**
     * The solution of H1, checked by hand and by py 4.104 (the white king off the rook's lines: Popeye refuses
     * a diagram whose side to play can capture the king): black is in check from a1, so 1.Rg8-g7+ is forced, and
     * only 1...Qa1*g7 (protected by Kf7) both parries the check and mates. Without a diagram
     * (as with option NoBoard) the comparison takes every line for solution.
     */
    static final String H1_OUT = """

              1.Rg8-g7 + Qa1*g7 #

            solution finished.


            """;

    private Path write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    @Test
    void expectedMirrorsTheProblemsFolder() throws IOException {
        Path f = write("repo/problems/x/y.txt", H1);
        Verifier v = new Verifier(null, 0);
        assertEquals(dir.resolve("repo/expected/x/y.txt").toAbsolutePath().normalize(), v.expectedFor(f, dir.resolve("repo/problems")));
        Path other = dir.resolve("elsewhere");
        assertEquals(other.resolve("x/y.txt"), new Verifier(other, 0).expectedFor(f, f));
    }

    @Test
    void popeyeInpUsesTheSiblingOut() throws IOException {
        Path f = write("corpus/a.inp", H1);
        assertEquals(dir.resolve("corpus/a.out").toAbsolutePath().normalize(), new Verifier(null, 0).expectedFor(f, f));
        // with --expected and no problems/ folder: the path relative to the argument, .out if that exists
        Path root = dir.resolve("exp");
        write("exp/a.out", H1_OUT);
        assertEquals(root.resolve("a.out"), new Verifier(root, 0).expectedFor(f, dir.resolve("corpus")));
    }

    @Test
    void matchingSolutionIsOk() throws IOException {
        write("repo/problems/h.txt", H1);
        write("repo/expected/h.txt", H1_OUT);
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems")), x -> { });
        assertEquals(1, r.size());
        assertEquals(Verifier.Verdict.OK, r.get(0).verdict(), r.toString());
        assertTrue(Verifier.passed(r, false));
    }

    @Test
    void wrongSolutionIsAMismatchWithTheDifference() throws IOException {
        write("repo/problems/h.txt", H1);
        write("repo/expected/h.txt", H1_OUT.replace("Rg8-g7 + Qa1*g7", "Rg8-g6 + Qa1*g7"));
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems")), x -> { });
        assertEquals(Verifier.Verdict.MISMATCH, r.get(0).verdict());
        assertTrue(r.get(0).detail().contains("Rg8-g6"), r.get(0).detail());
        assertFalse(Verifier.passed(r, true));
    }

    @Test
    void missingSolutionIsAMismatch() throws IOException {
        write("repo/problems/h.txt", H1);
        write("repo/expected/h.txt", H1_OUT.replace("  1.Rg8-g7 + Qa1*g7 #\n", "  1.Rg8-g7 + Qa1*g7 #\n  1.Kh8-h7 Qa1-h1 #\n"));
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems")), x -> { });
        assertEquals(Verifier.Verdict.MISMATCH, r.get(0).verdict());
    }

    @Test
    void severalProblemsInAFileAreComparedOneByOne() throws IOException {
        write("repo/problems/two.txt", H1 + "\n" + H1.replace("rg8", "rg8 bf8"));
        write("repo/expected/two.txt", H1_OUT + H1_OUT);
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems/two.txt")), x -> { });
        assertEquals(2, r.size());
        assertEquals(Verifier.Verdict.OK, r.get(0).verdict(), r.toString());
        // with a black bishop on f8, 1...Qa1*g7+ is answered by Bf8*g7: not the same solution
        assertEquals(Verifier.Verdict.MISMATCH, r.get(1).verdict(), r.toString());
    }

    @Test
    void missingExpectedFileAndInputErrorsAreErrors() throws IOException {
        write("repo/problems/h.txt", H1);
        write("repo/problems/bad.txt", "begin\nstipulation h#1\npieces white kz9\nend\n");
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems")), x -> { });
        assertTrue(r.stream().allMatch(x -> x.verdict() == Verifier.Verdict.ERROR), r.toString());
        assertFalse(Verifier.passed(r, true));
    }

    @Test
    void threadsKeepFileOrder() throws IOException {
        for (int i = 0; i < 6; i++) {
            write("repo/problems/h" + i + ".txt", H1);
            write("repo/expected/h" + i + ".txt", H1_OUT);
        }
        List<Verifier.Result> r = new Verifier(null, 0).verify(List.of(dir.resolve("repo/problems")), x -> { }, 3);
        assertEquals(6, r.size());
        for (int i = 0; i < 6; i++) {
            assertTrue(r.get(i).name().contains("h" + i + ".txt"), r.toString());
            assertEquals(Verifier.Verdict.OK, r.get(i).verdict());
        }
    }

    @Test
    void splitsOutputsAfterTheClosingLine() {
        List<String> parts = Verifier.splitOutputs(H1_OUT + H1_OUT.replace("solution finished.", "Loesung beendet."));
        assertEquals(2, parts.size());
        assertTrue(parts.get(1).contains("Loesung beendet."));
    }

    @Test
    void summaryCountsVerdicts() {
        List<Verifier.Result> r = List.of(new Verifier.Result("a", Verifier.Verdict.OK, "", 0),
                new Verifier.Result("b", Verifier.Verdict.MISMATCH, "x", 0));
        assertEquals("2 problems: 1 OK, 1 MISMATCH", Verifier.summary(r));
    }
}
