package feerie.cli;

import feerie.batch.BatchRun;
import feerie.batch.JUnitReport;
import feerie.batch.Journal;
import feerie.batch.Progress;
import feerie.batch.Shard;
import feerie.verify.Verifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie verify PATH...}: solves problem files and compares with their expected outputs.
 * One line per problem (OK, MISMATCH with the first difference, ERROR, UNSUPPORTED, TIMEOUT),
 * then a summary. Exit code 0 when every problem is OK, 1 otherwise, 2 for a missing path or bad usage.
 * For collections at scale: a shard of the problems, a journal to resume from, a JUnit XML report
 * and a progress line on a terminal.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Solves problem files and compares the solutions with expected outputs.",
                "problems/x/y.txt is compared with expected/x/y.txt (with --expected DIR: DIR/x/y.txt);"
                        + " a Popeye x.inp with the x.out next to it."})
public final class VerifyCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Problem files or folders (*.txt, *.inp, recursively).")
    List<Path> paths;

    @Option(names = "--expected", paramLabel = "DIR", description = "Root of the expected outputs (replaces the 'expected' folder).")
    Path expected;

    @Option(names = "--time-limit", paramLabel = "S", description = "Seconds per problem (default ${DEFAULT-VALUE}; 0: none).")
    double timeLimit = 60;

    @Option(names = "--threads", paramLabel = "N", description = "Files solved in parallel (default ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--search-threads", paramLabel = "N",
            description = "Threads for one problem's search (default: one per core).")
    Integer searchThreads;

    @Option(names = "--allow-unsupported", description = "Unsupported problems do not make the exit code non-zero.")
    boolean allowUnsupported;

    @Option(names = "--shard", paramLabel = "K/N", converter = ShardConverter.class,
            description = "Only shard K of N (1 <= K <= N): a split by a hash of each problem's path relative to"
                    + " the folder given and its place in the file, the same on every machine; the N shards hold each problem once.")
    Shard shard;

    @Option(names = "--journal", paramLabel = "FILE",
            description = "Appends each finished problem to FILE at once; a rerun with the same FILE takes the problems"
                    + " already there whose input is unchanged instead of solving them again.")
    Path journalFile;

    @Option(names = "--retry", paramLabel = "VERDICT", split = ",",
            description = "Problems of the journal with these verdicts are solved again (e.g. TIMEOUT with a longer --time-limit).")
    Set<Verifier.Verdict> retry = Set.of();

    @Option(names = "--junit", paramLabel = "FILE", description = "Writes a JUnit XML report (one test case per problem) to FILE.")
    Path junitFile;

    @Option(names = "--quiet", description = "No progress line and no notices on stderr.")
    boolean quiet;

    @Option(names = "--progress", description = "A progress line on stderr even when it is not a terminal"
            + " (by default only on a terminal).")
    boolean progressForced;

    /** Reads K/N, with a message that says what is wrong. */
    static final class ShardConverter implements ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                err.println("feerie verify: no such file or folder: " + p);
                return 2;
            }
        }
        if (searchThreads != null) feerie.solve.RootSplit.setThreads(searchThreads);
        Journal journal = null;
        if (journalFile != null) {
            try {
                journal = Journal.open(journalFile);
            } catch (IOException e) {
                err.println("feerie verify: cannot open the journal " + journalFile + ": " + e.getMessage());
                return 2;
            }
            if (journal.ignoredLines() > 0 && !quiet) {
                err.println("feerie verify: journal " + journalFile + ": " + journal.ignoredLines()
                        + " line(s) that are no whole record ignored (a run cut short)");
            }
        }
        BatchRun run = new BatchRun(shard, journal, retry);
        Progress progress = !quiet && (progressForced || System.console() != null)
                ? new Progress(err, Verifier.count(paths, run)) : null;
        run.progress(progress);
        Consumer<Verifier.Result> print = r -> {
            out.println(r);
            out.flush();
        };
        Verifier verifier = new Verifier(expected, (long) (timeLimit * 1e9));
        List<Verifier.Result> results;
        try {
            results = verifier.verify(paths, progress == null ? print : r -> progress.above(() -> print.accept(r)), threads, run);
        } finally {
            if (progress != null) progress.close();
            closeQuietly(journal, err);
        }
        out.println(Verifier.summary(results));
        out.flush();
        if (run.fromJournal() > 0 && !quiet) {
            err.println("feerie verify: " + run.fromJournal() + " result(s) taken from the journal " + journalFile);
        }
        if (run.journalFailure() != null) {
            err.println("feerie verify: cannot write the journal " + journalFile + ": " + run.journalFailure().getMessage());
            return 2;
        }
        if (junitFile != null) {
            try {
                JUnitReport.write(junitFile, "feerie verify" + (shard == null ? "" : " shard " + shard), results);
            } catch (IOException e) {
                err.println("feerie verify: cannot write " + junitFile + ": " + e.getMessage());
                return 2;
            }
        }
        return Verifier.passed(results, allowUnsupported) ? 0 : 1;
    }

    private static void closeQuietly(Journal journal, PrintWriter err) {
        if (journal == null) return;
        try {
            journal.close();
        } catch (IOException e) {
            err.println("feerie verify: cannot close the journal: " + e.getMessage());
        }
    }
}
