package feerie.cli;

import feerie.batch.Report;
import feerie.batch.ReportDocument;
import feerie.verify.Verifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code feerie report JOURNAL...}: one summary of the journals (or printed outputs) of the shards
 * of a verification. Exit code 0, or 2 when an input cannot be read; the verdicts do not change it
 * (each shard's verify gives its own).
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Merges the journals (--journal) or outputs of 'feerie verify' runs, such as the shards of a"
                + " collection, into one summary: counts by verdict, slowest problems, mismatches with their"
                + " difference, counts by condition and by stipulation."})
public final class ReportCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "JOURNAL", description = "Journals of 'feerie verify --journal', or saved outputs of 'feerie verify'.")
    List<Path> inputs;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text, markdown or html (default ${DEFAULT-VALUE}).")
    String format = "text";

    @Option(names = "--slowest", paramLabel = "N", description = "How many of the slowest problems to list (default ${DEFAULT-VALUE}).")
    int slowest = 10;

    @Option(names = "--time-limit", paramLabel = "S",
            description = "HTML only: seconds to solve each mismatching problem again for its solution (default ${DEFAULT-VALUE}).")
    double timeLimit = 10;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Writes the report to FILE instead of standard output.")
    Path output;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ReportDocument.Format f;
        try {
            f = ReportDocument.Format.valueOf(format.strip().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("feerie report: unknown format '" + format + "' (text, markdown or html)");
            return 2;
        }
        for (Path p : inputs) {
            if (!Files.isRegularFile(p)) {
                err.println("feerie report: no such file: " + p);
                return 2;
            }
        }
        Map<String, Verifier.Result> results;
        try {
            results = Report.read(inputs);
        } catch (IOException e) {
            err.println("feerie report: cannot read: " + e.getMessage());
            return 2;
        }
        // in HTML each mismatch shows its diagram and the two solutions (the problem solved again)
        java.util.function.Function<Verifier.Result, ReportDocument.Figure> illustrate = f == ReportDocument.Format.HTML ? new feerie.batch.MismatchFigures((long) (timeLimit * 1e9))::figure : null;
        String text = Report.of(results.values(), Math.max(0, slowest), illustrate).render(f);
        if (output == null) {
            out.print(text);
            out.flush();
            return 0;
        }
        try {
            Files.writeString(output, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("feerie report: cannot write " + output + ": " + e.getMessage());
            return 2;
        }
        return 0;
    }
}
