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

class PiecesCommandTest {
    private static String run(String... args) {
        CommandLine cl = FeerieCommand.commandLine();
        StringWriter out = new StringWriter();
        cl.setOut(new PrintWriter(out));
        assertEquals(0, cl.execute(args));
        return out.toString();
    }

    @Test
    void listsTheCatalogueWithCodesInThreeLanguages() {
        String out = run("pieces");
        assertTrue(out.contains("bt/bt/pf"), out);
        assertTrue(out.contains("g/s/g"), out);
        assertTrue(out.contains("Taureau"), out);
        assertTrue(out.contains("sx/sx/sx"), out);
    }

    @Test
    void listsThePiecesAFileDefines(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p.inp");
        Files.writeString(file, "begin\nDefinePiece hy [(4,0)(1,-2)(0,1)]:1\npieces white hyd6\nend\n");
        String out = run("pieces", file.toString());
        assertTrue(out.contains("hy") && out.contains("[(4,0)(1,-2)(0,1)]:1"), out);
    }
}
