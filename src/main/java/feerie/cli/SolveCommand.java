package feerie.cli;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.output.json.JsonReport;
import feerie.output.json.ProblemJson;
import feerie.solve.ProblemSolver;
import feerie.solve.TwinSolution;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie solve FILE...}: solves every problem of the files ('-' or none: stdin) and prints
 * Popeye's output (header, diagram, twins, solutions, closing line) on stdout.
 *
 * <p>Exit code: 0 all solved; 1 a problem was unsupported, timed out or failed; 2 an input error
 * (a file that cannot be read, a problem that cannot be parsed). Input errors are printed as
 * {@code file:line: message} on stderr, and the other problems are still solved.
 *
 * <p>{@code --format json} writes one JSON document instead ({@link JsonReport}): every problem
 * read, each with its status and, when solved, its solution tree; messages and exit codes as with text.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves problem files written in Popeye's language and prints Popeye's output.")
public final class SolveCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Problem files; '-' or none reads standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds per problem (0: none, the default).")
    double timeLimit;

    @Option(names = "--hash", paramLabel = "MB",
            description = "Size of the battle play result table in megabytes (0: none; default: an eighth of the heap, at most 40).")
    Integer hashMegabytes;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads for one problem's search (default: one per core); the output is the same with any number.")
    Integer searchThreads;

    @Option(names = "--times", description = "Print each problem's solving time on stderr (stdout stays reproducible).")
    boolean times;

    @Option(names = "--no-times", description = "Print no times (the default; like Popeye's -regression).")
    boolean noTimes;

    /** What the output is written as. */
    enum Format { text, json, html }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: text (Popeye's, the default), json (the solution tree; docs/solution.schema.json) or html (a page with each problem's diagram and solution).")
    Format format = Format.text;

    @Option(names = "--progress", description = "A line per problem on stderr (default: on when stderr is a terminal and there are several problems).")
    boolean progress;

    /** Standard input; tests replace it. */
    InputStream stdin = System.in;

    @Override
    public Integer call() {
        return solve(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /**
     * {@code feerie solve FILE...} with no option (what {@code feerie FILE} becomes), run without
     * picocli: building its model of the commands (by reflection, with picocli's Java 5 classes,
     * which the class-data archive cannot hold) was a third of a one-move problem's start-up
     * (docs/performance.md, "Start-up"). The exit code, or null when {@code args} are not that
     * (an option, an {@code @file} of arguments): picocli then reads them as always.
     * The streams are made as picocli makes them, so that the output is the same byte for byte.
     */
    static Integer withoutOptions(String[] args, OutputStream stdout, OutputStream stderr) {
        if (args.length == 0 || !args[0].equals("solve")) return null;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.isEmpty() || a.startsWith("@") || a.startsWith("-") && !a.equals("-")) return null;
        }
        SolveCommand command = new SolveCommand();
        command.files.addAll(Arrays.asList(args).subList(1, args.length));
        PrintWriter out = printWriter(stdout, "sun.stdout.encoding");
        PrintWriter err = printWriter(stderr, "sun.stderr.encoding");
        try {
            return command.solve(out, err);
        } catch (RuntimeException e) {
            // as FeerieCommand's execution exception handler says it
            err.println("feerie: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 2;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** A stream's writer as picocli 4.7 makes it: the encoding of {@code property}, else the default; flushed at each line. */
    private static PrintWriter printWriter(OutputStream stream, String property) {
        String name = System.getProperty(property);
        Charset charset = name == null ? Charset.defaultCharset()
                : Charset.forName(name.equalsIgnoreCase("cp65001") ? "UTF-8" : name);
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(stream, charset)), true);
    }

    /** The command's work, writing on {@code out} and {@code err}. */
    int solve(PrintWriter out, PrintWriter err) {
        if (hashMegabytes != null) feerie.solve.battle.BattleSolver.hashMegabytes(hashMegabytes);
        if (searchThreads != null) feerie.solve.RootSplit.setThreads(searchThreads);
        if (files.isEmpty()) files.add("-");
        boolean showTimes = times && !noTimes;
        long limit = (long) (timeLimit * 1e9);
        int status = 0;
        // read everything first: the progress lines can then say how many problems there are
        List<List<ParseResult>> parsed = new ArrayList<>();
        int total = 0;
        for (String file : files) {
            String text = read(file, err);
            if (text == null) {
                status = 2;
                continue;
            }
            ProblemReader.Reading reading = ProblemReader.readWithWarnings(text, file.equals("-") ? "<stdin>" : file);
            reading.warnings().forEach(err::println);
            List<ParseResult> results = reading.results();
            parsed.add(results);
            total += (int) results.stream().filter(r -> r instanceof Problem).count();
        }
        boolean showProgress = progress || (total > 1 && stderrIsTerminal());
        int done = 0;
        JsonReport json = format == Format.json ? new JsonReport(out) : null;
        feerie.diagram.HtmlPage html = format == Format.html ? new feerie.diagram.HtmlPage(out, "Féerie: " + String.join(", ", files)) : null;
        for (List<ParseResult> results : parsed) {
            for (ParseResult r : results) {
                if (r instanceof ProblemError e) {
                    err.println(e.sourceFile() + ":" + e.line() + ": " + e.message());
                    status = 2;
                    continue;
                }
                Problem p = (Problem) r;
                Outcome o;
                if (json != null) {
                    SolvedData data = new SolvedData();
                    o = ProblemOutput.solve(p, limit, data);
                    com.fasterxml.jackson.databind.JsonNode node;
                    try {
                        node = ProblemJson.of(p, o, data.solver, data.solved);
                    } catch (RuntimeException e) {
                        // never a half-written document: the problem is reported as an internal error
                        o = new Outcome(p, ProblemOutput.Status.ERROR, "", "internal error: " + e, o.nanos());
                        node = ProblemJson.of(p, o, null, null);
                    }
                    json.add(node);
                } else if (html != null) {
                    SolvedData data = new SolvedData();
                    o = ProblemOutput.solve(p, limit, data);
                    html.problem(p, o.solved() ? feerie.batch.MismatchFigures.withoutBlankEnds(ProblemOutput.solutionPart(p, data.solved)) : null,
                            o.message());
                } else {
                    o = ProblemOutput.solve(p, limit);
                }
                done++;
                if (o.solved()) {
                    if (json == null && html == null) out.print(o.text());
                } else {
                    err.println(p.sourceFile() + ":" + p.line() + ": " + ProblemError.printable(o.message()));
                    if (status == 0) status = 1;
                }
                out.flush();
                if (showTimes) {
                    err.println(p.sourceFile() + ":" + p.line() + ": solving time "
                            + String.format(Locale.ROOT, "%.3f s", o.nanos() / 1e9));
                }
                if (showProgress) {
                    err.println("[" + done + "/" + total + "] " + p.sourceFile() + ":" + p.line() + " "
                            + o.status().name().toLowerCase(Locale.ROOT)
                            + String.format(Locale.ROOT, " %.2f s", o.nanos() / 1e9));
                }
                err.flush();
            }
        }
        if (json != null) json.close();
        if (html != null) html.close();
        out.flush();
        return status;
    }

    /** What a solved problem's solver gave, kept for the JSON output. */
    private static final class SolvedData implements ProblemOutput.SolvedData {
        ProblemSolver solver;
        List<TwinSolution> solved;

        @Override
        public void accept(ProblemSolver solver, List<TwinSolution> solved) {
            this.solver = solver;
            this.solved = solved;
        }
    }

    /** True when standard error goes to a terminal (Linux: /proc/self/fd/2; elsewhere: a console). */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    private String read(String file, PrintWriter err) {
        try {
            byte[] bytes = file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
            return feerie.input.ProblemText.decode(bytes);
        } catch (IOException e) {
            err.println(file + ": cannot read: " + e.getMessage());
            return null;
        }
    }


    /**
     * The solution part of one problem's output after a bare stipulation line (in place of the
     * header): each twin's heading and solution, the closing line. Tests use it to check
     * solutions apart from the diagram.
     */
    public static String solveToText(Problem p, int timeLimitSeconds) {
        var solved = new feerie.solve.ProblemSolver(timeLimitSeconds * 1_000_000_000L).solve(p);
        return "  " + p.stipulationText() + "\n" + feerie.output.ProblemOutput.solutionPart(p, solved);
    }
}
