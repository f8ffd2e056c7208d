package feerie.cli;

import feerie.diff.DiffSummary;
import feerie.diff.DifferentialRun;
import feerie.diff.CorpusMutator;
import feerie.diff.Draw;
import feerie.diff.PopeyeRunner;
import feerie.diff.ProblemGenerator;
import feerie.diff.ProblemSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie diff}: the differential run against the reference Popeye binary. Generates
 * problems with a fixed seed, solves each with Popeye and with Féerie, and prints the
 * differences grouped by class; the differing problems are saved for a second look.
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = "Makes problems (random, or with --corpus mutations of real ones; fixed seed), solves "
                + "them with Popeye (py) and Féerie, and reports the differences grouped by class.")
public final class DiffCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--seed", description = "Seed of the generator (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--count", description = "Number of problems (default ${DEFAULT-VALUE}).")
    int count = 100;

    @Option(names = "--first", description = "Index of the first problem (default ${DEFAULT-VALUE}).")
    int first = 0;

    @Option(names = "--py", paramLabel = "FILE", description = "Popeye binary (default ${DEFAULT-VALUE}).")
    Path py = PopeyeRunner.DEFAULT;

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds per problem for each solver (default ${DEFAULT-VALUE}).")
    int timeLimit = 10;

    @Option(names = "--threads", paramLabel = "N", description = "Problems run in parallel (default ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder for the differing problems and summary.txt (default: none).")
    Path out;

    @Option(names = "--conditions", paramLabel = "FILE",
            description = "Give each problem a fairy condition drawn from FILE (one condition line per line, as after "
                    + "Popeye's 'condition'; # starts a comment), now and then two.")
    Path conditions;

    @Option(names = "--stipulations", paramLabel = "LIST",
            description = "Stipulation kinds drawn, comma-separated, with # for the goal: # s# r# semi-r# h# hs# hr# "
                    + "reci-h# ser-h# ser-s# ser-r# ser-# pser-h# pser-s# pser-r# pser-#, or all (default: all, direct and "
                    + "help play weighed double).")
    String stipulations;

    @Option(names = "--goals", paramLabel = "LIST",
            description = "Goals drawn in one problem of three (the others are mates), comma-separated, or all: "
                    + "# = + x == ## ##! %% ~ 00 ep != #= ct <> (default: # = + x ==, mates weighed four times).")
    String goals;

    @Option(names = "--pieces", paramLabel = "LIST",
            description = "Fairy pieces drawn, by Popeye code, comma-separated, or all (every piece of the catalogue "
                    + "Popeye has too; default: g n z ca li le pa va ro eq ka).")
    String pieces;

    @Option(names = "--fairy", paramLabel = "PERCENT", description = "Share of problems with fairy pieces (default ${DEFAULT-VALUE}).")
    int fairyPercent = 25;

    @Option(names = "--twins", paramLabel = "PERCENT", description = "Share of problems with twins (default ${DEFAULT-VALUE}).")
    int twinPercent = 20;

    @Option(names = "--options", paramLabel = "PERCENT",
            description = "How often options are drawn, in percent of the usual (default ${DEFAULT-VALUE}; 0: none).")
    int optionPercent = 100;

    @Option(names = "--corpus", paramLabel = "DIR", split = ",",
            description = "Mutate the problems of these folders (Popeye .inp files, e.g. ../shared/corpus/popeye-conditions) "
                    + "instead of generating random ones: units moved, added, removed or changed, stipulations, conditions, "
                    + "options and twins changed, the board rotated or mirrored.")
    List<Path> corpus;

    @Option(names = "--mutations", paramLabel = "N",
            description = "With --corpus: at most N mutations per problem (default ${DEFAULT-VALUE}; 0: the seeds unchanged, in order).")
    int mutations = 2;

    @Option(names = "--popeye-time-limit", paramLabel = "S",
            description = "Seconds per problem for Popeye; a problem it does not finish in them is skipped (default: --time-limit).")
    Integer popeyeTimeLimit;

    @Option(names = "--print", description = "Print the generated problem texts and exit (no solving).")
    boolean print;

    @Option(names = "--verbose", description = "One line per problem.")
    boolean verbose;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> drawn = List.of();
        if (conditions != null) {
            try {
                drawn = Files.readAllLines(conditions).stream().map(String::strip)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
            } catch (IOException e) {
                err.println(conditions + ": cannot read: " + e.getMessage());
                return 2;
            }
            if (drawn.isEmpty()) {
                err.println(conditions + ":1: no condition in the file");
                return 2;
            }
        }
        Draw draw;
        try {
            Draw d = Draw.DEFAULT;
            draw = new Draw(stipulations == null ? d.kinds() : Draw.kinds(stipulations),
                    goals == null ? d.goals() : Draw.goals(goals),
                    pieces == null ? d.fairyPieces() : Draw.pieces(pieces, ProblemGenerator.popeyePieces()),
                    fairyPercent, twinPercent, optionPercent);
        } catch (IllegalArgumentException e) {
            err.println("feerie diff: " + e.getMessage());
            return 2;
        }
        ProblemSource generator;
        try {
            generator = corpus != null ? new CorpusMutator(seed, corpus, mutations) : new ProblemGenerator(seed, drawn, draw);
        } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
            err.println("feerie diff: " + e.getMessage());
            return 2;
        }
        if (print) {
            for (int i = first; i < first + count; i++) stdout.print(generator.generate(i).text());
            stdout.flush();
            return 0;
        }
        if (!PopeyeRunner.available(py)) {
            err.println("feerie diff: no Popeye binary at " + py + " (--py FILE)");
            return 2;
        }
        DifferentialRun run = new DifferentialRun(generator, new PopeyeRunner(py, popeyeTimeLimit == null ? timeLimit : popeyeTimeLimit), timeLimit * 1_000_000_000L);
        if (out != null) Files.createDirectories(out);
        List<DifferentialRun.Outcome> outcomes = run.run(first, count, threads, o -> {
            if (out != null) DifferentialRun.save(o, out);
            if (verbose || o.verdict() == DifferentialRun.Verdict.DIFFERENT) {
                stdout.println(o.verdict() + " " + o.problem().id() + " " + o.differenceClass() + "  " + o.detail());
                stdout.flush();
            }
        });
        String summary = DiffSummary.of(outcomes);
        stdout.print(summary);
        stdout.flush();
        if (out != null) Files.writeString(out.resolve("summary.txt"), summary);
        return outcomes.stream().anyMatch(o -> o.verdict() == DifferentialRun.Verdict.DIFFERENT) ? 1 : 0;
    }
}
