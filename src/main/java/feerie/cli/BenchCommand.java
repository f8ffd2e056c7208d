package feerie.cli;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.perft.Perft;
import feerie.position.Fen;
import feerie.position.Position;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.rules.Rules;
import feerie.verify.SolutionComparator;
import feerie.verify.TsvColumns;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie bench}: perft speed on one thread (after a warm-up), in nodes per second.
 * {@code feerie bench --corpus [DIR]}: solves the benchmark problems (default
 * ../shared/corpus/bench) one after another on one thread and compares the solving time with
 * Popeye's median CPU time from {@code popeye-times.tsv}. The ratio is our CPU time (of the
 * solving thread) over Popeye's CPU time: both are steadier than wall time on a shared machine.
 * {@code feerie bench --list FILE}: the problems listed, each solved by us and then by Popeye
 * ({@link SideBySideBench}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measures speed: perft from the start position (single thread); with --corpus or "
                + "--list, solving time against Popeye's; with --against, two builds of Féerie side by side.")
public final class BenchCommand implements Callable<Integer> {
    static final String DEFAULT_CORPUS = "../shared/corpus/bench";

    @Spec CommandSpec spec;

    @Option(names = "--depth", description = "Perft depth (default ${DEFAULT-VALUE}).")
    int depth = 6;

    @Option(names = "--fen", description = "Position (default: the start position).")
    String fen = Fen.START;

    @Option(names = "--corpus", arity = "0..1", paramLabel = "DIR", fallbackValue = DEFAULT_CORPUS,
            description = "Solve the benchmark problems of DIR (default " + DEFAULT_CORPUS + ") instead of perft.")
    Path corpus;

    @Option(names = "--list", paramLabel = "FILE",
            description = "Solve the problems FILE lists (one .inp path a line, relative to FILE) side by side with Popeye (see --popeye).")
    Path list;

    @Option(names = "--popeye", paramLabel = "PY", description = "Popeye for --list (default ${DEFAULT-VALUE}).")
    Path popeye = Path.of("../shared/reference/popeye/py");

    @Option(names = "--hash", paramLabel = "MB",
            description = "Size of the battle play result table in megabytes (0: none; default: an eighth of the heap, at most 40).")
    Integer hashMegabytes;

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds per benchmark problem (default ${DEFAULT-VALUE}).")
    double timeLimit = 60;

    @Option(names = "--against", paramLabel = "JAR",
            description = "Time this build against the build JAR in one JVM, turn about, on the command after -- "
                    + "(default: perft --depth 5); prints the median ratio of the times.")
    Path against;

    @Option(names = "--rounds", paramLabel = "N", description = "Timed rounds for --against (default ${DEFAULT-VALUE}).")
    int rounds = 20;

    @Parameters(arity = "0..*", paramLabel = "COMMAND", description = "With --against: the subcommand and its arguments, after --.")
    List<String> command = List.of();

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (against != null) return pairedBench();
        if (hashMegabytes != null) feerie.solve.battle.BattleSolver.hashMegabytes(hashMegabytes);
        if (list != null) return SideBySideBench.run(list, popeye, timeLimit, spec.commandLine().getOut(), spec.commandLine().getErr());
        if (corpus != null) return corpusBench();
        PrintWriter out = spec.commandLine().getOut();
        Position p = Fen.parse(fen);
        Perft perft = new Perft(p, Rules.ORTHODOX);
        perft.count(Math.min(depth, 5)); // warm-up: lets the JIT compile the hot path
        long start = System.nanoTime();
        long nodes = perft.count(depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("perft %d: %d nodes in %.2f s = %.2f million nodes/s%n", depth, nodes, seconds, nodes / seconds / 1e6);
        return 0;
    }

    private int pairedBench() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(against)) {
            err.println("feerie bench: no jar " + against);
            return 2;
        }
        String[] args = command.isEmpty() ? new String[] {"perft", "--depth", "5"} : command.toArray(String[]::new);
        try {
            return new PairedBench(spec.commandLine().getOut()).run(against, args, rounds, 2);
        } catch (ReflectiveOperationException e) {
            err.println("feerie bench: " + against + " is not a Féerie build: " + e);
            return 2;
        }
    }

    private int corpusBench() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(corpus)) {
            err.println("feerie bench: no benchmark folder " + corpus);
            return 2;
        }
        Map<String, Double> popeye = popeyeTimes(corpus.resolve("popeye-times.tsv"));
        List<Path> inputs;
        try (Stream<Path> s = Files.list(corpus)) {
            inputs = s.filter(f -> f.toString().endsWith(".inp")).sorted().toList();
        }
        out.printf(Locale.ROOT, "%-48s %9s %9s %9s %8s  %s%n", "id", "wall_s", "cpu_s", "popeye_s", "ratio", "result");
        double oursTotal = 0, oursWallTotal = 0, popeyeTotal = 0;
        int solved = 0, matched = 0;
        for (Path inp : inputs) {
            String id = inp.getFileName().toString().replaceFirst("\\.inp$", "");
            List<ParseResult> parsed = ProblemReader.read(inp);
            if (parsed.size() != 1 || !(parsed.get(0) instanceof Problem problem)) {
                out.printf(Locale.ROOT, "%-48s %9s %9s %9s %8s  %s%n", id, "-", "-", "-", "-", "input error");
                continue;
            }
            // the whole process's CPU time: help play runs on worker threads too
            long cpu0 = processCpuNanos();
            Outcome o = ProblemOutput.solve(problem, (long) (timeLimit * 1e9));
            double cpu = (processCpuNanos() - cpu0) / 1e9;
            double wall = o.nanos() / 1e9;
            Double theirs = popeye.get(id);
            String result;
            if (o.solved()) {
                Path outFile = inp.resolveSibling(id + ".out");
                boolean same = Files.exists(outFile) && SolutionComparator.compare(
                        Files.readString(outFile, StandardCharsets.ISO_8859_1), o.text()).matches();
                result = same ? "OK" : "MISMATCH";
                solved++;
                if (same) matched++;
                if (theirs != null) {
                    oursTotal += cpu;
                    oursWallTotal += wall;
                    popeyeTotal += theirs;
                }
            } else {
                result = o.message();
            }
            out.printf(Locale.ROOT, "%-48s %9.3f %9.3f %9s %8s  %s%n", id, wall, cpu,
                    theirs == null ? "-" : String.format(Locale.ROOT, "%.3f", theirs),
                    theirs == null || !o.solved() ? "-" : String.format(Locale.ROOT, "%.2f", cpu / theirs), result);
            out.flush();
        }
        out.printf(Locale.ROOT, "solved %d of %d (%d match Popeye's solutions); over the solved ones: ours %.2f s CPU"
                        + " (%.2f s wall), Popeye %.2f s CPU, total ratio %.2f%n",
                solved, inputs.size(), matched, oursTotal, oursWallTotal, popeyeTotal,
                popeyeTotal > 0 ? oursTotal / popeyeTotal : Double.NaN);
        return 0;
    }

    /** id -> Popeye's median CPU seconds (a row without a figure is left out). */
    static Map<String, Double> popeyeTimes(Path tsv) throws IOException {
        Map<String, Double> times = new HashMap<>();
        TsvColumns.read(tsv, "id", "median_cpu_s").forEach((id, cpu) -> {
            try {
                times.put(id, Double.parseDouble(cpu));
            } catch (NumberFormatException ignored) {
                // a missing figure
            }
        });
        return times;
    }

    /** CPU time of all the process's threads (JIT and GC included), or 0 where the JVM cannot tell. */
    private static long processCpuNanos() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }
}
