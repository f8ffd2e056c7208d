package feerie.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the reference Popeye binary on one problem text: {@code py -regression -maxtime S FILE}
 * (regression mode prints nothing that varies from run to run). Popeye reads a file, so the
 * text goes through a temporary one.
 */
public final class PopeyeRunner {
    /** Where the shared reference binary lives, seen from a worktree. */
    public static final Path DEFAULT = Path.of("../shared/reference/popeye/py");

    /** Popeye's output, or why there is none ({@code output} null then). */
    public record Run(String output, String failure) {
        boolean ok() {
            return output != null;
        }
    }

    private final Path binary;
    private final int maxSeconds;

    public PopeyeRunner(Path binary, int maxSeconds) {
        this.binary = binary;
        this.maxSeconds = maxSeconds;
    }

    /** The binary exists and can be run (tests that need it skip otherwise). */
    public static boolean available(Path binary) {
        return Files.isRegularFile(binary) && Files.isExecutable(binary);
    }

    /**
     * Whether py stopped a phase before its end because time ran out: "solving interrupted." is
     * its closing line then, whether -maxtime or the problem's own option MaxTime stopped it (the
     * smaller wins), and what it printed so far depends on the machine's speed, so it is no answer.
     * "Partial solution" is an answer: py prints it when MaxSolutions, StopOnShortSolutions or
     * intelligent mode's limit per target ended a phase, never for time (interrupted outranks it).
     */
    static boolean interrupted(String output) {
        return output.contains("solving interrupted.");
    }

    public Run run(String problemText) {
        Path input = null, output = null;
        try {
            input = Files.createTempFile("feerie-diff-", ".inp");
            Files.writeString(input, problemText, StandardCharsets.ISO_8859_1);
            output = Files.createTempFile("feerie-diff-", ".out");
            Process process = new ProcessBuilder(List.of(binary.toAbsolutePath().toString(), "-regression",
                    "-maxtime", Integer.toString(maxSeconds), input.toString()))
                    // Popeye's error messages go to stderr ("both sides need a king" with a twin that
                    // removes a king, and it solves on): the corpus outputs hold its stdout alone
                    .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(output.toFile()).start();
            // -maxtime is not always kept (Popeye checks it only now and then): a hard limit as well
            if (!process.waitFor(maxSeconds + 2L, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor();
                return new Run(null, "py reached -maxtime " + maxSeconds);
            }
            // killed by a signal (py 4.104 crashes on some inputs, e.g. a mutated AntiCirce
            // Volcanic twin, seed 14-183): its output stops in the middle, no answer to compare
            if (process.exitValue() >= 128) return new Run(null, "py crashed (exit " + process.exitValue() + ")");
            byte[] bytes = Files.readAllBytes(output);
            String out = new String(bytes, StandardCharsets.ISO_8859_1);
            if (interrupted(out)) return new Run(null, "py reached -maxtime " + maxSeconds);
            return new Run(out, "");
        } catch (IOException e) {
            return new Run(null, "cannot run py: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Run(null, "interrupted");
        } finally {
            if (input != null) {
                try {
                    Files.deleteIfExists(input);
                    if (output != null) Files.deleteIfExists(output);
                } catch (IOException ignored) {
                    // a leftover temporary file is harmless
                }
            }
        }
    }
}
