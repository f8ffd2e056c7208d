package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import feerie.input.ProblemReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProblemKeysTest {
    @TempDir Path dir;

    @Test
    void aFileIsKnownByItsPathRelativeToTheFolderGiven() throws IOException {
        Path file = Files.createDirectories(dir.resolve("coll/sub")).resolve("x.inp");
        Files.writeString(file, "begin\nend\n");
        assertEquals("sub/x.inp", ProblemKeys.fileKey(file, dir.resolve("coll")));
        assertEquals("coll/sub/x.inp", ProblemKeys.fileKey(file, dir));
        assertEquals("x.inp", ProblemKeys.fileKey(file, file), "an absolute file named itself: its name");
        assertEquals("a/b/x.inp", ProblemKeys.fileKey(Path.of("a/./b/x.inp"), Path.of("a/./b/x.inp")));
    }

    @Test
    void editingOneProblemOfAFileChangesOnlyItsText() {
        String one = "begin\nstipulation h#1\npieces white kf7 qa1 black kh8 rg8 ph7\nnext\n";
        String two = "stipulation h#1\npieces white kf7 qa1 black kh8 rg8 ph7 bf8\nend\n";
        List<String> before = ProblemKeys.spans(one + two, ProblemReader.read(one + two, "f"));
        String edited = two.replace("bf8", "be8");
        List<String> after = ProblemKeys.spans(one + edited, ProblemReader.read(one + edited, "f"));
        assertEquals(2, before.size());
        assertEquals(before.get(0), after.get(0));
        assertNotEquals(before.get(1), after.get(1));
        assertEquals(one + two + "\n", before.get(0) + before.get(1), "the spans cover the file (each line ends with a line break)");
    }
}
