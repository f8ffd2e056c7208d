package feerie.batch;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The progress line of a long run, rewritten in place on a terminal's stderr about once a second:
 * problems done of total, rate, estimated time left and the problem being solved. Results taken
 * from a journal count as done but not in the rate, which measures solving.
 */
public final class Progress implements AutoCloseable {
    private static final int WIDTH = 79;
    private final PrintWriter err;
    private final int total;
    private final long start = System.nanoTime();
    private final AtomicInteger done = new AtomicInteger();
    private final AtomicInteger solved = new AtomicInteger();
    /** The problems being solved now, with the time each started. */
    private final Map<String, Long> running = new ConcurrentHashMap<>();
    private final Thread ticker;
    private int lastWidth;

    public Progress(PrintWriter err, int total) {
        this.err = err;
        this.total = total;
        ticker = new Thread(this::tick, "feerie-progress");
        ticker.setDaemon(true);
        ticker.start();
    }

    public void started(String name) {
        running.put(name, System.nanoTime());
    }

    public void finished(String name, boolean earlier) {
        running.remove(name);
        done.incrementAndGet();
        if (!earlier) solved.incrementAndGet();
    }

    private void tick() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(1000);
                show();
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private synchronized void show() {
        String current = running.entrySet().stream().min(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("");
        if (running.size() > 1) current += " (+" + (running.size() - 1) + ")";
        String text = line(done.get(), solved.get(), total, System.nanoTime() - start, current);
        err.print("\r" + text + " ".repeat(Math.max(0, lastWidth - text.length())));
        err.flush();
        lastWidth = text.length();
    }

    /** Erases the progress line (before a line of output, and at the end). */
    public synchronized void clear() {
        if (lastWidth == 0) return;
        err.print("\r" + " ".repeat(lastWidth) + "\r");
        err.flush();
        lastWidth = 0;
    }

    /** Prints a line of output (through {@code print}) above the progress line. */
    public synchronized void above(Runnable print) {
        clear();
        print.run();
    }

    @Override
    public void close() {
        ticker.interrupt();
        try {
            ticker.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        clear();
    }

    /** "[120/4000] 3.2/s, ETA 0:20:13, a/b.inp:1": the rate and the estimate count the problems solved in this run. */
    static String line(int done, int solved, int total, long elapsedNanos, String current) {
        double seconds = elapsedNanos / 1e9;
        double rate = seconds > 0 ? solved / seconds : 0;
        String eta = rate > 0 ? clock(Math.round((total - done) / rate)) : "?";
        String text = String.format(Locale.ROOT, "[%d/%d] %.1f/s, ETA %s", done, total, rate, eta);
        if (current.isEmpty()) return text;
        // one terminal line: a line that wraps cannot be rewritten in place
        String withCurrent = text + ", " + current;
        return withCurrent.length() <= WIDTH ? withCurrent : withCurrent.substring(0, WIDTH - 3) + "...";
    }

    /** h:mm:ss */
    static String clock(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
