package feerie.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import feerie.cli.FeerieCommand;

/**
 * Broken input never loses work: corpus files mutated by {@link CorpusMutator} (fixed seed) go
 * through {@code feerie solve --time-limit} in-process. Each run must end with exit code 0, 1 or
 * 2, every line on stderr must start with {@code file:line:}, nothing may be an internal error or
 * a stack trace, and the time limit must hold (with slack for a loaded machine).
 *
 * <p>System properties: {@code fuzz.seed} (default 13), {@code fuzz.count} (default 60),
 * {@code fuzz.timeLimit} seconds per problem (default 0.25). Skipped without the corpus.
 */
class FuzzTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus");
    private static final double SLACK_SECONDS = 3;

    @TempDir Path dir;

    @Test
    void mutatedCorpusFilesGiveLocatedMessagesAndKeepTheTimeLimit() throws IOException {
        List<Path> sources = CorpusMutator.corpusFiles(CORPUS.resolve("popeye"), CORPUS.resolve("popeye-conditions"));
        Assumptions.assumeTrue(!sources.isEmpty(), "corpus not present");
        long seed = Long.getLong("fuzz.seed", 13);
        int count = Integer.getInteger("fuzz.count", 60);
        String limit = System.getProperty("fuzz.timeLimit", "0.25");
        CorpusMutator mutator = new CorpusMutator(seed);
        Random pick = new Random(seed);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Path source = sources.get(pick.nextInt(sources.size()));
            Path file = dir.resolve("m" + i + "-" + source.getFileName());
            Files.write(file, mutator.mutate(Files.readAllBytes(source)));
            int before = failures.size();
            check(file, limit, failures);
            if (failures.size() > before) {
                keep(file);
            }
        }
        assertEquals(List.of(), failures, "seed " + seed);
    }

    private static long processCpuNanos() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }

    /** A failing file is kept in target/fuzz-failures for a look at it. */
    private static void keep(Path file) throws IOException {
        Path kept = Path.of("target", "fuzz-failures");
        Files.createDirectories(kept);
        Files.copy(file, kept.resolve(file.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** Runs the file through the solve command and adds what is wrong to {@code failures}. */
    static void check(Path file, String limit, List<String> failures) {
        StringWriter err = new StringWriter();
        CommandLine cl = FeerieCommand.commandLine();
        cl.setOut(new PrintWriter(new StringWriter(), true));
        cl.setErr(new PrintWriter(err, true));
        long start = System.nanoTime();
        long cpuStart = processCpuNanos();
        int status = cl.execute("solve", "--time-limit", limit, file.toString());
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (processCpuNanos() - cpuStart) / 1e9;
        String name = file.getFileName().toString();
        if (status < 0 || status > 2) {
            failures.add(name + ": exit code " + status);
        }
        Pattern located = Pattern.compile(Pattern.quote(file.toString()) + ":\\d+: .*");
        long problems = 0;
        for (String line : err.toString().split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            problems++;
            if (!located.matcher(line).matches() || line.contains("internal error") || line.contains("Exception")) {
                failures.add(name + ": " + line);
            }
        }
        // On a machine shared with other work the wall clock alone says little: a run fails the
        // limit only if it also used more processor time than the limit allows (two cores)
        double allowed = Double.parseDouble(limit) * Math.max(1, problems) + SLACK_SECONDS;
        if (seconds > allowed && cpuSeconds > 2 * allowed) {
            failures.add(name + String.format(": %.1f s (processor %.1f s) with --time-limit %s",
                    seconds, cpuSeconds, limit));
        }
    }
}
