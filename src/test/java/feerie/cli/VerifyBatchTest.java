package feerie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code feerie verify} on collections: shards, journal, JUnit report; {@code feerie report}. */
class VerifyBatchTest {
    @TempDir Path dir;

    /** A helpmate in one and its solution, checked by hand (see feerie.verify.VerifierTest). */
    static final String H1 = "begin\nstipulation h#1\npieces white kf7 qa1 black kh8 rg8 ph7\nend\n";
    static final String H1_OUT = "\n  1.Rg8-g7 + Qa1*g7 #\n\nsolution finished.\n\n";

    record Run(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }

        String summary() {
            List<String> l = lines();
            return l.get(l.size() - 1);
        }

        /** The problems named on the result lines. */
        Set<String> problems() {
            Set<String> s = new HashSet<>();
            for (String line : lines()) if (line.matches("^(OK|MISMATCH|ERROR|UNSUPPORTED|TIMEOUT) .*")) s.add(line.split(" +")[1]);
            return s;
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    /** 12 helpmates in 3 folders, written in the given order; p5's expected output is wrong; p11 holds two problems. */
    private Path collection(String name, List<Integer> order) throws IOException {
        Path root = dir.resolve(name);
        for (int i : order) {
            Path folder = Files.createDirectories(root.resolve("d" + i % 3));
            Files.writeString(folder.resolve("p" + i + ".inp"), i == 11 ? H1.replace("end\n", "next\n") + H1.replace("begin\n", "") : H1);
            String out = i == 5 ? H1_OUT.replace("Rg8-g7", "Rg8-g6") : H1_OUT;
            Files.writeString(folder.resolve("p" + i + ".out"), i == 11 ? out + out : out);
        }
        return root;
    }

    private static List<Integer> upTo12() {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 12; i++) l.add(i);
        return l;
    }

    @Test
    void threeShardsHoldEachProblemOnceAndEachFewerThanAll() throws IOException {
        Path coll = collection("coll", upTo12());
        Run all = run("verify", coll.toString());
        assertEquals(13, all.problems().size(), all.out);
        assertEquals("13 problems: 12 OK, 1 MISMATCH", all.summary());
        List<String> seen = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Run shard = run("verify", coll.toString(), "--shard", k + "/3");
            assertTrue(shard.problems().size() < 13 && !shard.problems().isEmpty(), shard.out);
            seen.addAll(shard.problems());
        }
        Collections.sort(seen);
        List<String> expected = new ArrayList<>(all.problems());
        Collections.sort(expected);
        assertEquals(expected, seen);
    }

    @Test
    void aShardDoesNotDependOnTheOrderOfTheFilesNorOnWhereTheFolderIs() throws IOException {
        Path one = collection("one", upTo12());
        List<Integer> reversed = upTo12();
        Collections.reverse(reversed);
        Path other = collection("elsewhere/two", reversed);
        for (int k = 1; k <= 3; k++) {
            Set<String> a = new HashSet<>(), b = new HashSet<>();
            for (String p : run("verify", one.toString(), "--shard", k + "/3").problems()) a.add(p.substring(one.toString().length()));
            for (String p : run("verify", other.toString(), "--shard", k + "/3").problems()) b.add(p.substring(other.toString().length()));
            assertEquals(a, b, "shard " + k);
        }
    }

    @Test
    void aSecondRunWithTheJournalGivesTheSameSummaryWithoutSolving() throws IOException {
        Path coll = collection("coll", upTo12());
        Path journal = dir.resolve("run.journal");
        Run first = run("verify", coll.toString(), "--journal", journal.toString());
        List<String> written = Files.readAllLines(journal);
        assertEquals(1 + 13, written.size(), written.toString());
        Run second = run("verify", coll.toString(), "--journal", journal.toString());
        assertEquals(first.out, second.out);
        assertEquals(first.code, second.code);
        assertEquals(written, Files.readAllLines(journal), "nothing solved again, nothing appended");
        assertTrue(second.err.contains("13 result(s) taken from the journal"), second.err);
        // a changed problem is solved again, and only it
        Files.writeString(coll.resolve("d1/p4.out"), H1_OUT.replace("Rg8-g7", "Rg8-g5"));
        Run third = run("verify", coll.toString(), "--journal", journal.toString(), "--quiet");
        assertEquals(written.size() + 1, Files.readAllLines(journal).size());
        assertEquals("13 problems: 11 OK, 2 MISMATCH", third.summary());
        assertEquals("", third.err);
        // --retry MISMATCH solves the two mismatches again
        run("verify", coll.toString(), "--journal", journal.toString(), "--retry", "MISMATCH");
        assertEquals(written.size() + 3, Files.readAllLines(journal).size());
    }

    @Test
    void aJournalCutShortInItsLastLineIsResumed() throws IOException {
        Path coll = collection("coll", upTo12());
        Path journal = dir.resolve("run.journal");
        Run first = run("verify", coll.toString(), "--journal", journal.toString());
        String text = Files.readString(journal);
        Files.writeString(journal, text.substring(0, text.length() - 20));
        Run second = run("verify", coll.toString(), "--journal", journal.toString());
        assertEquals(0 == first.code ? 0 : 1, second.code, second.err);
        assertEquals(first.summary(), second.summary());
        assertTrue(second.err.contains("1 line(s) that are no whole record ignored"), second.err);
        assertTrue(second.err.contains("12 result(s) taken from the journal"), second.err);
    }

    @Test
    void junitHasOneTestCasePerProblemAndTheDifference() throws Exception {
        Path coll = collection("coll", upTo12());
        Path xml = dir.resolve("reports/junit.xml");
        Run r = run("verify", coll.toString(), "--junit", xml.toString());
        assertEquals(1, r.code);
        Document d = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
        NodeList cases = d.getElementsByTagName("testcase");
        assertEquals(13, cases.getLength());
        NodeList failures = d.getElementsByTagName("failure");
        assertEquals(1, failures.getLength());
        Element failure = (Element) failures.item(0);
        assertTrue(failure.getTextContent().contains("Rg8-g6"), failure.getTextContent());
        // the lines only one side has: Popeye's expected line and ours
        assertTrue(failure.getTextContent().contains("\n-   1.Rg8-g6 + Qa1*g7 #\n+   1.Rg8-g7 + Qa1*g7 #"), failure.getTextContent());
        assertEquals("d2/p5.inp", ((Element) failure.getParentNode()).getAttribute("classname"));
        assertEquals("13", ((Element) d.getElementsByTagName("testsuite").item(0)).getAttribute("tests"));
    }

    @Test
    void reportMergesTheJournalsOfTwoShards() throws IOException {
        Path coll = collection("coll", upTo12());
        Path j1 = dir.resolve("1.journal"), j2 = dir.resolve("2.journal");
        run("verify", coll.toString(), "--shard", "1/2", "--journal", j1.toString());
        run("verify", coll.toString(), "--shard", "2/2", "--journal", j2.toString());
        Run report = run("report", j1.toString(), j2.toString());
        assertEquals(0, report.code, report.err);
        assertTrue(report.out.contains("13 problem(s)"), report.out);
        assertTrue(report.out.matches("(?s).*\\nOK +12 .*\\nMISMATCH +1 .*"), report.out);
        assertTrue(report.out.contains("Mismatches (1)"), report.out);
        assertTrue(report.out.contains("\n    -   1.Rg8-g6 + Qa1*g7 #\n    +   1.Rg8-g7 + Qa1*g7 #\n"), report.out);
        assertTrue(report.out.matches("(?s).*\\nh#n +13 +12 +1 .*"), report.out);
        Run md = run("report", "--format", "markdown", j1.toString(), j2.toString());
        assertTrue(md.out.contains("| OK | 12 |"), md.out);
        assertEquals(2, run("report", "--format", "pdf", j1.toString()).code);
        assertEquals(2, run("report", dir.resolve("missing").toString()).code);
    }

    @Test
    void aBadShardIsAUsageError() throws IOException {
        Path coll = collection("coll", List.of(1));
        for (String bad : new String[] {"0/3", "4/3", "3", "x/y"}) {
            Run r = run("verify", coll.toString(), "--shard", bad);
            assertEquals(2, r.code, bad);
            assertTrue(r.err.contains("--shard") && r.err.contains(bad), r.err);
            assertFalse(r.out.contains("OK"), r.out);
        }
    }

    /** A few problems of Popeye's own collection with their .out, in two shards merged by report. */
    @Test
    void corpusProblemsInTwoShardsMergeIntoOneReport() throws IOException {
        Path corpus = Path.of("/work/shared/corpus/popeye");
        Assumptions.assumeTrue(Files.isDirectory(corpus), "no corpus at " + corpus);
        Path coll = Files.createDirectories(dir.resolve("popeye"));
        for (String name : new String[] {"BEISPIEL-twin-11", "BEISPIEL-twin-12", "BEISPIEL-twin-32", "BEISPIEL-stip-69", "BEISPIEL-stip-70"}) {
            for (String ext : new String[] {".inp", ".out"}) {
                Path from = corpus.resolve(name + ext);
                Assumptions.assumeTrue(Files.exists(from), "no " + from);
                Files.copy(from, coll.resolve(name + ext));
            }
        }
        Run all = run("verify", coll.toString(), "--time-limit", "30");
        Path j1 = dir.resolve("1.journal"), j2 = dir.resolve("2.journal");
        Run s1 = run("verify", coll.toString(), "--time-limit", "30", "--shard", "1/2", "--journal", j1.toString());
        Run s2 = run("verify", coll.toString(), "--time-limit", "30", "--shard", "2/2", "--journal", j2.toString());
        assertEquals(5, s1.problems().size() + s2.problems().size());
        Set<String> union = new HashSet<>(s1.problems());
        union.addAll(s2.problems());
        assertEquals(all.problems(), union);
        Run report = run("report", j1.toString(), j2.toString());
        assertTrue(report.out.contains("5 problem(s)"), report.out);
        String okCount = all.summary().replaceAll(".*: (\\d+) OK.*", "$1");
        assertTrue(report.out.matches("(?s).*\\nOK +" + okCount + " .*"), all.summary() + "\n" + report.out);
    }
}
