package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SideBySideBenchTest {
    @Test
    void theListNamesPathsBesideIt(@TempDir Path dir) throws Exception {
        Path list = dir.resolve("set.txt");
        Files.writeString(list, "# a comment\n\nsub/a.inp   # s#3\n/abs/b.inp\n");
        assertEquals(List.of(dir.resolve("sub/a.inp"), Path.of("/abs/b.inp")), SideBySideBench.read(list));
    }

    @Test
    void eachProblemIsSolvedByBothAndCompared(@TempDir Path dir) throws Exception {
        Path py = Path.of("..", "shared", "reference", "popeye", "py");
        Path inp = Path.of("..", "shared", "corpus", "popeye", "BEISPIEL-selfref-01.inp");
        Assumptions.assumeTrue(Files.isExecutable(py) && Files.exists(inp), "Popeye or the corpus not present");
        Path list = dir.resolve("set.txt");
        Files.writeString(list, inp.toAbsolutePath() + "\n");
        StringWriter out = new StringWriter();
        assertEquals(0, SideBySideBench.run(list, py, 60, new PrintWriter(out, true), new PrintWriter(new StringWriter())));
        assertTrue(out.toString().contains("BEISPIEL-selfref-01"), out.toString());
        assertTrue(out.toString().contains("1 problems, 1 answers as Popeye's"), out.toString());
    }
}
