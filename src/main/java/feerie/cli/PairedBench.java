package feerie.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of Féerie timed in one JVM, turn about: {@code feerie bench --against OLD.jar --
 * perft --depth 5}. Each build is loaded by its own class loader and runs the same command line
 * (any of its subcommands) again and again, A B then B A, so that a slow spell of a shared
 * machine falls on both alike. The answer is the median over the rounds of the ratio of the two
 * times: on a virtual machine whose wall times wander by 30 % from run to run, the ratio of
 * neighbouring runs wanders by a few per cent, and its median by less.
 *
 * <p>Times are this thread's CPU time (the measure for a command on one thread, such as perft),
 * the process's CPU time (all threads, so help play spread over the cores counts whole, but in
 * ticks of 10 ms and with the JIT compiler's work) and the wall time; the other build must have {@code feerie.cli.FeerieCommand.commandLine()},
 * as every build since the first has.
 */
final class PairedBench {
    /** One build: its class loader and the way into its command line. */
    private record Build(String name, ClassLoader loader, Method commandLine) {
        static Build load(String name, URL jar) throws ReflectiveOperationException {
            ClassLoader loader = new URLClassLoader(new URL[] {jar}, ClassLoader.getPlatformClassLoader());
            Method m = Class.forName("feerie.cli.FeerieCommand", true, loader).getMethod("commandLine");
            return new Build(name, loader, m);
        }

        /** Runs the command once, its output thrown away; returns its exit code. */
        int run(String[] args) throws ReflectiveOperationException {
            Thread thread = Thread.currentThread();
            ClassLoader previous = thread.getContextClassLoader();
            thread.setContextClassLoader(loader);
            try {
                Object cl = commandLine.invoke(null);
                PrintWriter sink = new PrintWriter(Writer.nullWriter());
                cl.getClass().getMethod("setOut", PrintWriter.class).invoke(cl, sink);
                cl.getClass().getMethod("setErr", PrintWriter.class).invoke(cl, sink);
                return (Integer) cl.getClass().getMethod("execute", String[].class).invoke(cl, (Object) args);
            } finally {
                thread.setContextClassLoader(previous);
            }
        }
    }

    /** Process CPU, this thread's CPU and wall time of one run, in seconds. */
    private record Time(double cpu, double thread, double wall) {}

    private final PrintWriter out;

    PairedBench(PrintWriter out) {
        this.out = out;
    }

    /**
     * Times {@code args} with the build of {@code against} and this one, {@code rounds} rounds
     * after {@code warmUp} untimed ones; prints each round and the median ratios. Returns 0, or 2
     * when a build cannot be loaded or a run fails.
     */
    int run(Path against, String[] args, int rounds, int warmUp) throws ReflectiveOperationException, java.io.IOException {
        URL self = PairedBench.class.getProtectionDomain().getCodeSource().getLocation();
        Build old = Build.load(against.getFileName().toString(), against.toUri().toURL());
        Build now = Build.load("this build", self);
        out.printf("paired bench: %s against %s, command: %s%n", now.name, old.name, String.join(" ", args));
        for (int i = 0; i < warmUp; i++) {
            if (time(old, args) == null || time(now, args) == null) return failed(args);
        }
        List<Double> cpuRatios = new ArrayList<>(), threadRatios = new ArrayList<>(), wallRatios = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            // A B, then B A: whichever runs second in a round does not always profit from a warm cache
            Time a, b;
            if (round % 2 == 0) {
                a = time(old, args);
                b = time(now, args);
            } else {
                b = time(now, args);
                a = time(old, args);
            }
            if (a == null || b == null) return failed(args);
            cpuRatios.add(b.cpu / a.cpu);
            threadRatios.add(b.thread / a.thread);
            wallRatios.add(b.wall / a.wall);
            out.printf(Locale.ROOT, "round %2d: old %.3f s thread %.3f s wall, new %.3f s thread %.3f s wall, new/old %.3f thread %.3f cpu %.3f wall%n",
                    round + 1, a.thread, a.wall, b.thread, b.wall, b.thread / a.thread, b.cpu / a.cpu, b.wall / a.wall);
            out.flush();
        }
        out.printf(Locale.ROOT, "median new/old over %d rounds: %.3f thread cpu (quartiles %.3f-%.3f), %.3f process cpu "
                        + "(quartiles %.3f-%.3f), %.3f wall (quartiles %.3f-%.3f)%n",
                rounds, quantile(threadRatios, 0.5), quantile(threadRatios, 0.25), quantile(threadRatios, 0.75),
                quantile(cpuRatios, 0.5), quantile(cpuRatios, 0.25), quantile(cpuRatios, 0.75),
                quantile(wallRatios, 0.5), quantile(wallRatios, 0.25), quantile(wallRatios, 0.75));
        return 0;
    }

    private int failed(String[] args) {
        out.println("paired bench: the command failed in one of the builds: " + String.join(" ", args));
        return 2;
    }

    /** One run's times, or null when the command did not end with exit code 0. */
    private static Time time(Build build, String[] args) throws ReflectiveOperationException {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        var threads = ManagementFactory.getThreadMXBean();
        long cpu = os.getProcessCpuTime(), thread = threads.getCurrentThreadCpuTime(), wall = System.nanoTime();
        int code = build.run(args);
        if (code != 0) return null;
        return new Time((os.getProcessCpuTime() - cpu) / 1e9, (threads.getCurrentThreadCpuTime() - thread) / 1e9,
                (System.nanoTime() - wall) / 1e9);
    }

    static double quantile(List<Double> values, double q) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        double pos = q * (v.length - 1);
        int lo = (int) Math.floor(pos), hi = (int) Math.ceil(pos);
        return v[lo] + (v[hi] - v[lo]) * (pos - lo);
    }
}
