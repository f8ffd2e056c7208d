package feerie.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import feerie.verify.Verifier.Result;
import feerie.verify.Verifier.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir Path dir;

    static Result result(String id, Verdict v, String detail) {
        return new Result("coll/" + id.replace("#", ":"), v, detail, 1_234_000_000L, id, "abc", "h#2", "Madrasi, Circe",
                v == Verdict.MISMATCH ? "-   1.Rg8-g7 + Qa1*g7 #\n+   1.Rg8-g6\tx" : "");
    }

    @Test
    void aRecordReadsBackWhateverItsText() {
        Result r = result("a b/x.inp#1", Verdict.MISMATCH, "tab\there\nline \\n backslash");
        assertEquals(r, Journal.parse(Journal.format(r)));
        assertNull(Journal.parse("a/x.inp#1\tOK\t0.1"));
        assertNull(Journal.parse(Journal.format(r).replace("MISMATCH", "OK")), "the check sum sees the change");
    }

    @Test
    void aLastLineCutShortIsIgnoredAndTheNextRecordStartsAfreshLine() throws IOException {
        Path file = dir.resolve("run.journal");
        try (Journal j = Journal.open(file)) {
            j.append(result("a.inp#1", Verdict.OK, ""));
            j.append(result("b.inp#1", Verdict.TIMEOUT, "time limit"));
        }
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 9)); // a kill in the middle of the last write
        Journal.Contents c = Journal.read(file);
        assertEquals(1, c.records().size());
        assertEquals(1, c.ignoredLines());
        try (Journal j = Journal.open(file)) {
            assertEquals(result("a.inp#1", Verdict.OK, ""), j.earlier("a.inp#1", "abc"));
            assertNull(j.earlier("a.inp#1", "changed"), "a changed input is solved again");
            assertNull(j.earlier("b.inp#1", "abc"));
            j.append(result("b.inp#1", Verdict.OK, ""));
        }
        Journal.Contents again = Journal.read(file);
        assertEquals(2, again.records().size());
        assertEquals(Verdict.OK, again.records().get("b.inp#1").verdict());
        assertEquals(1, again.ignoredLines(), "the piece cut short stays on a line of its own");
        assertEquals(1, Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("#")).count());
    }
}
