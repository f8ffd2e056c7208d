package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class BenchCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    @TempDir Path dir;

    private int run(String... args) {
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void perftBenchStillWorks() {
        assertEquals(0, run("bench", "--depth", "3"));
        assertTrue(out.toString().startsWith("perft 3: 8902 nodes"), out.toString());
    }

    @Test
    void corpusBenchPrintsTimesRatiosAndTotals() throws IOException {
        Files.writeString(dir.resolve("x-01.inp"), "begin\nstipulation h#1\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n");
        Files.writeString(dir.resolve("x-01.out"), "\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n\n");
        Files.writeString(dir.resolve("popeye-times.tsv"), "id\tstipulation\tcategory\tmoves\toptions\tmedian_wall_s\tmedian_cpu_s\n"
                + "x-01\th#1\thelp\t1\tnone\t0.5\t0.25\n");
        assertEquals(0, run("bench", "--corpus", dir.toString()));
        String text = out.toString();
        assertTrue(text.contains("x-01"), text);
        assertTrue(text.contains("0.250"), text);
        assertTrue(text.contains("OK"), text);
        assertTrue(text.contains("solved 1 of 1 (1 match Popeye's solutions)"), text);
        assertTrue(text.contains("total ratio"), text);
    }

    @Test
    void missingBenchFolderIsAnInputError() {
        assertEquals(2, run("bench", "--corpus", dir.resolve("none").toString()));
    }
}
