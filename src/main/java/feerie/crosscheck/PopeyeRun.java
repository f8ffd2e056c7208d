package feerie.crosscheck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Runs a Popeye binary on a problem text and returns what it prints (its solution, in its output format). */
public final class PopeyeRun {
    private PopeyeRun() {}

    public static String output(Path binary, String problemText, long timeLimitNanos) throws IOException {
        Path input = Files.createTempFile("feerie-crosscheck", ".inp");
        try {
            Files.writeString(input, problemText, StandardCharsets.ISO_8859_1);
            // -regression: no times or other variable lines in the output
            Process process = new ProcessBuilder(binary.toString(), "-regression", input.toString())
                    .redirectErrorStream(true).start();
            process.getOutputStream().close();
            byte[] bytes = process.getInputStream().readAllBytes();
            try {
                if (!process.waitFor(Math.max(1, timeLimitNanos / 1_000_000_000L), TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IOException("Popeye did not finish in time");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
                throw new IOException("interrupted");
            }
            return new String(bytes, StandardCharsets.ISO_8859_1);
        } finally {
            Files.deleteIfExists(input);
        }
    }
}
