package feerie.cli;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code feerie bench --list FILE --popeye PY}: the problems named in FILE solved one after another
 * in this JVM and by Popeye ({@code PY -regression}, one process per problem), each problem by
 * both before the next, so that both meet the same load on a shared machine. Times are CPU
 * seconds (ours: the whole process, JIT and GC included; Popeye's: user + system of its process,
 * as bash's {@code time} reports them); a time under {@value #FLOOR} s counts as {@value #FLOOR} s,
 * so that start-up noise does not make a ratio. Each answer is compared with Popeye's, sibling order
 * aside ({@link SolutionComparator}).
 *
 * <p>The list: one problem per line, a path to a {@code .inp} holding one problem, relative to
 * the list's folder or absolute; {@code #} starts a comment.
 */
final class SideBySideBench {
    static final double FLOOR = 0.2;

    private SideBySideBench() {}

    /** The paths the list names, in its order. */
    static List<Path> read(Path list) throws IOException {
        List<Path> paths = new ArrayList<>();
        Path dir = list.toAbsolutePath().getParent();
        for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
            String entry = line.replaceFirst("#.*", "").strip();
            if (!entry.isEmpty()) paths.add(dir.resolve(entry).normalize());
        }
        return paths;
    }

    static int run(Path list, Path popeye, double timeLimit, PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
        if (!Files.isExecutable(popeye)) {
            err.println("feerie bench: Popeye not found at " + popeye);
            return 2;
        }
        out.printf(Locale.ROOT, "%-40s %-8s %9s %9s %7s  %s%n", "problem", "stip", "feerie_s", "popeye_s", "ratio", "result");
        double ours = 0, theirs = 0, worst = 0;
        int count = 0, same = 0;
        for (Path inp : read(list)) {
            String id = inp.getFileName().toString().replaceFirst("\\.inp$", "");
            List<ParseResult> parsed = Files.exists(inp) ? ProblemReader.read(inp) : List.of();
            if (parsed.size() != 1 || !(parsed.get(0) instanceof Problem problem)) {
                out.printf(Locale.ROOT, "%-40s %-8s %9s %9s %7s  %s%n", id, "-", "-", "-", "-", "not one problem");
                continue;
            }
            long cpu0 = processCpuNanos();
            Outcome o = ProblemOutput.solve(problem, (long) (timeLimit * 1e9));
            double mine = Math.max(FLOOR, (processCpuNanos() - cpu0) / 1e9);
            if (o.status() == ProblemOutput.Status.UNSUPPORTED || o.status() == ProblemOutput.Status.ERROR) {
                // no answer to time: left out of the totals
                out.printf(Locale.ROOT, "%-40s %-8s %9s %9s %7s  %s%n", id, problem.stipulationText(), "-", "-", "-", o.message());
                continue;
            }
            Popeye py = popeye(popeye, inp, timeLimit);
            double his = Math.max(FLOOR, py.cpu);
            String result = !o.solved() ? o.message()
                    : py.output == null ? "popeye failed"
                    : SolutionComparator.compare(py.output, o.text()).matches() ? "OK" : "MISMATCH";
            if (result.equals("OK")) same++;
            if (!o.solved()) mine = Math.max(mine, timeLimit);  // out of time: counted as the whole limit
            ours += mine;
            theirs += his;
            worst = Math.max(worst, mine / his);
            count++;
            out.printf(Locale.ROOT, "%-40s %-8s %9.2f %9.2f %7.2f  %s%n", id, problem.stipulationText(), mine, his, mine / his, result);
            out.flush();
        }
        out.printf(Locale.ROOT, "%d problems, %d answers as Popeye's; Féerie %.2f s, Popeye %.2f s: total ratio %.2f, worst %.2f%n",
                count, same, ours, theirs, theirs > 0 ? ours / theirs : Double.NaN, worst);
        return 0;
    }

    private record Popeye(double cpu, String output) {}

    /** Runs Popeye on one file under bash's {@code time}; its output, or null if it failed or ran out of time. */
    private static Popeye popeye(Path py, Path inp, double timeLimit) throws IOException, InterruptedException {
        Path output = Files.createTempFile("feerie-bench", ".out"), times = Files.createTempFile("feerie-bench", ".time");
        try {
            String script = "TIMEFORMAT='%3U %3S'; { time \"$0\" -regression -maxtime \"$1\" \"$2\" > \"$3\" 2>/dev/null; } 2> \"$4\"";
            Process p = new ProcessBuilder("bash", "-c", script, py.toString(), Long.toString((long) Math.ceil(timeLimit)),
                    inp.toString(), output.toString(), times.toString()).redirectErrorStream(true).start();
            p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            int status = p.waitFor();
            String[] t = Files.readString(times).strip().split("\\s+");
            double cpu = t.length == 2 ? Double.parseDouble(t[0]) + Double.parseDouble(t[1]) : Double.NaN;
            String text = Files.readString(output, StandardCharsets.ISO_8859_1);
            return new Popeye(cpu, status == 0 && !text.isBlank() ? text : null);
        } finally {
            Files.deleteIfExists(output);
            Files.deleteIfExists(times);
        }
    }

    /** CPU time of all the process's threads (JIT and GC included), or 0 where the JVM cannot tell. */
    private static long processCpuNanos() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }
}
