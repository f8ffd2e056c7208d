package feerie.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the harness takes from a run of py: an answer, or none (timeout, crash). */
class PopeyeRunnerTest {
    /**
     * A py killed by a signal in the middle of its output (py 4.104 segfaults on seed 14-183, an
     * AntiCirce Volcanic twin) gives no answer: its half output was counted as a difference.
     */
    @Test
    void aCrashedPopeyeGivesNoAnswer(@TempDir Path dir) throws Exception {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        Path fake = dir.resolve("py");
        Files.writeString(fake, "#!/bin/sh\necho '  1.Ke4-d5 Bg4-f5   2.g5-g4 Bf5-e4 #'\nkill -SEGV $$\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwx------"));
        PopeyeRunner.Run run = new PopeyeRunner(fake, 5).run("begin\npieces white Kc3 black Ka1\nstipulation h#1\nend\n");
        assertNull(run.output());
        assertEquals("py crashed (exit 139)", run.failure());
    }

    /**
     * py's "solving interrupted." is no answer even when the problem sets its own MaxTime (the
     * harness took it for one then, and compared what py had found by chance before the limit).
     */
    @Test
    void anInterruptedPopeyeGivesNoAnswerWhateverStoppedIt(@TempDir Path dir) throws Exception {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        Path fake = dir.resolve("py");
        Files.writeString(fake, "#!/bin/sh\necho '  1.Ke4-d5 Bg4-f5   2.g5-g4 Bf5-e4 #'\necho 'solving interrupted.'\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwx------"));
        PopeyeRunner.Run run = new PopeyeRunner(fake, 5)
                .run("begin\npieces white Kc3 black Ka1\nstipulation h#2\noption MaxTime 1\nend\n");
        assertNull(run.output());
    }

    /** "Partial solution" ends a phase cut by MaxSolutions or StopOnShortSolutions, never by time: an answer. */
    @Test
    void aPartialSolutionIsAnAnswer() {
        assertFalse(PopeyeRunner.interrupted("  1.Kc3-b3 Ka1-b1 \nPartial solution\n"));
        assertTrue(PopeyeRunner.interrupted("  1.Kc3-b3 Ka1-b1 \nsolving interrupted.\n"));
    }
}
