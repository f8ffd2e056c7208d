package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Bad input gives one clear line on stderr and a non-zero exit, never a stack trace. */
class CliErrorTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void perftPrintsDivideAndTotal() {
        assertEquals(0, run("perft", "--depth", "2"));
        assertTrue(out.toString().contains("e2e4: 20"));
        assertTrue(out.toString().trim().endsWith("Nodes searched: 400"));
    }

    @Test
    void malformedFen() {
        assertEquals(2, run("perft", "--fen", "rnbqkbnr/ppp/8 w", "--depth", "1"));
        assertTrue(err.toString().contains("rank"), err.toString());
        assertFalse(err.toString().contains("Exception"));
    }

    @Test
    void unknownPieceLetter() {
        assertEquals(2, run("perft", "--fen", "8/8/8/8/8/8/8/X7 w - -", "--depth", "1"));
        assertTrue(err.toString().contains("unknown piece letter 'X'"), err.toString());
    }

    @Test
    void depthNotANumber() {
        assertEquals(2, run("perft", "--depth", "six"));
        assertTrue(err.toString().contains("six"));
    }
}
