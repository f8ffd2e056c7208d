package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The solve and verify commands: full output, exit codes, error lines. */
class SolveCommandTest {
    static final Path CORPUS = Path.of("..", "shared", "corpus", "popeye");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    @TempDir Path dir;

    private int run(String stdin, String... args) {
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        SolveCommand solve = cl.getSubcommands().get("solve").getCommand();
        solve.stdin = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        return cl.execute(FeerieCommand.withDefaultCommand(args, false));
    }

    static final String H1 = "begin\nstipulation h#1\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n";

    @Test
    void twinProblemOutputEqualsPopeyeByteForByte() throws IOException {
        Path inp = CORPUS.resolve("BEISPIEL-castling-18.inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus not present");
        assertEquals(0, run("", "solve", inp.toString()), err.toString());
        assertEquals(Files.readString(CORPUS.resolve("BEISPIEL-castling-18.out"), StandardCharsets.ISO_8859_1), out.toString());
    }

    @Test
    void aFileWithoutOptionsIsSolvedWithoutPicocliByteForByte() throws IOException {
        Path inp = CORPUS.resolve("BEISPIEL-castling-18.inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus not present");
        var stdout = new java.io.ByteArrayOutputStream();
        var stderr = new java.io.ByteArrayOutputStream();
        String[] args = FeerieCommand.withDefaultCommand(new String[] {inp.toString()}, false);
        assertEquals(0, SolveCommand.withoutOptions(args, stdout, stderr), stderr.toString());
        assertEquals(Files.readString(CORPUS.resolve("BEISPIEL-castling-18.out"), StandardCharsets.ISO_8859_1),
                stdout.toString(java.nio.charset.Charset.defaultCharset()));
    }

    @Test
    void withoutOptionsTheMessagesAndExitCodeAreTheCommandsOwn() throws IOException {
        Path missing = dir.resolve("missing.txt");
        var stdout = new java.io.ByteArrayOutputStream();
        var stderr = new java.io.ByteArrayOutputStream();
        assertEquals(2, SolveCommand.withoutOptions(new String[] {"solve", missing.toString()}, stdout, stderr));
        assertEquals(2, run("", "solve", missing.toString()));
        assertEquals(err.toString(), stderr.toString());
        assertEquals("", stdout.toString());
    }

    @Test
    void optionsAndOtherCommandsGoToPicocli() {
        var sink = new java.io.ByteArrayOutputStream();
        for (String[] args : new String[][] {{"solve", "--times", "x.txt"}, {"solve", "x.txt", "-h"}, {"solve", "@args"},
                {"verify", "x.txt"}, {"x.txt"}, {}})
            assertEquals(null, SolveCommand.withoutOptions(args, sink, sink), String.join(" ", args));
        assertEquals(0, sink.size());
    }

    @Test
    void zeroPositionTwinsFollowPopeyesLayout() {
        String problem = "begin\nstipulation h#1\npieces white kg6 qa1 black kh8 rg8\nzeroposition move g6 f6\ntwin move g6 h6\nend\n";
        assertEquals(0, run(problem, "-"), err.toString());
        String text = out.toString();
        assertTrue(text.contains("2 + 2\n\nzeroposition\n\n\na) wKg6-->f6  \n\n"), text);
        assertTrue(text.contains("b) wKg6-->h6  \n\n"), text);
        assertTrue(text.endsWith("solution finished.\n\n\n"), text);
    }

    @Test
    void plainProblemHasHeaderSolutionAndClosing() {
        assertEquals(0, run(H1, "solve", "-"), err.toString());
        String text = out.toString();
        assertTrue(text.startsWith("\n\n+---a---b---c---d---e---f---g---h---+\n"), text);
        assertTrue(text.endsWith("  h#1                         2 + 3\n\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n\n"), text);
    }

    @Test
    void noFileMeansStandardInputAndNoCommandMeansSolve() {
        assertArrayEquals(new String[] {"solve"}, FeerieCommand.withDefaultCommand(new String[0], false));
        assertArrayEquals(new String[0], FeerieCommand.withDefaultCommand(new String[0], true));
        assertArrayEquals(new String[] {"solve", "x.txt"}, FeerieCommand.withDefaultCommand(new String[] {"x.txt"}, true));
        assertArrayEquals(new String[] {"perft", "-d", "1"}, FeerieCommand.withDefaultCommand(new String[] {"perft", "-d", "1"}, true));
        assertEquals(0, run(H1));
        assertTrue(out.toString().contains("Qa1*g7 #"));
    }

    @Test
    void germanProblemClosesInGerman() {
        assertEquals(0, run("anfang\nforderung h#1\nsteine weiss kf7 da1 schwarz kh8 tg8 bh7\nende\n", "-"), err.toString());
        assertTrue(out.toString().endsWith("  1.Tg8-g7 + Da1*g7 #\n\nLoesung beendet.\n\n\n"), out.toString());
    }

    @Test
    void noBoardDropsTheDiagram() {
        assertEquals(0, run("begin\nstipulation h#1\noption noboard\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n", "-"), err.toString());
        assertEquals("\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n\n", out.toString());
    }

    @Test
    void brokenProblemAmongGoodOnesGivesFileLineAndExit2() throws IOException {
        Path f = dir.resolve("mixed.txt");
        Files.writeString(f, H1 + "\nbegin\nstipulation h#1\npieces white kz9\nend\n\n" + H1);
        assertEquals(2, run("", f.toString()));
        assertEquals(2, out.toString().split("solution finished\\.", -1).length - 1, "both good problems solved");
        assertTrue(err.toString().startsWith(f + ":"), err.toString());
        assertFalse(err.toString().contains("Exception"));
    }

    @Test
    void unsupportedProblemGivesExit1AndTheOthersAreSolved() {
        String unsupported = "begin\nstipulation h#1\ncondition anticirce cage\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n";
        assertEquals(1, run(unsupported + H1, "-"));
        assertTrue(err.toString().contains("<stdin>:1: unsupported"), err.toString());
        assertTrue(out.toString().contains("Qa1*g7 #"));
    }

    @Test
    void missingFileGivesExit2() {
        assertEquals(2, run("", "solve", dir.resolve("nope.txt").toString()));
        assertTrue(err.toString().contains("cannot read"), err.toString());
    }

    @Test
    void timesGoToStderrOnly() {
        assertEquals(0, run(H1, "solve", "--times", "--progress", "-"));
        assertTrue(err.toString().contains("solving time"), err.toString());
        assertTrue(err.toString().contains("[1/1] <stdin>:1 solved"), err.toString());
        assertFalse(out.toString().contains("time"));
    }

    @Test
    void verifyExitCodes() throws IOException {
        Path problems = dir.resolve("problems");
        Files.createDirectories(problems);
        Files.createDirectories(dir.resolve("expected"));
        Files.writeString(problems.resolve("h.txt"), H1);
        Files.writeString(dir.resolve("expected/h.txt"), "\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n\n");
        assertEquals(0, run("", "verify", problems.toString()), out.toString());
        assertTrue(out.toString().contains("1 problem: 1 OK"), out.toString());
        Files.writeString(dir.resolve("expected/h.txt"), "\n  1.Rg8-g7 + Qa1-b1 #\n\nsolution finished.\n\n\n");
        assertEquals(1, run("", "verify", problems.toString()));
        assertTrue(out.toString().contains("MISMATCH"), out.toString());
        assertEquals(2, run("", "verify", dir.resolve("nothing-here").toString()));
        Path other = dir.resolve("other");
        Files.createDirectories(other);
        Files.writeString(other.resolve("h.txt"), "\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n\n");
        assertEquals(0, run("", "verify", "--expected", other.toString(), problems.resolve("h.txt").toString()), out.toString());
    }

    @Test
    void verifyTheRepositoryCollection() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("problems")), "no problems/ folder");
        assertEquals(0, run("", "verify", "--allow-unsupported", "problems"), out.toString());
        assertTrue(out.toString().contains("OK          problems/orthodox/h2-zilahi.txt:1"), out.toString());
    }

    @Test
    void verifyPopeyeInpWithSiblingOut() {
        Path inp = CORPUS.resolve("BEISPIEL-castling-18.inp");
        Assumptions.assumeTrue(Files.exists(inp), "corpus not present");
        assertEquals(0, run("", "verify", inp.toString()), out.toString());
        assertTrue(out.toString().startsWith("OK"), out.toString());
    }
}
