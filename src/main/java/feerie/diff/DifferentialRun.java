package feerie.diff;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.verify.SolutionComparator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * The differential run: generated problems solved by Popeye and by Féerie, compared as
 * {@code verify} compares (solutions only, siblings in any order). Each problem ends as one
 * {@link Outcome}; the differing ones are written, with both outputs, under the output folder
 * (one sub-folder per class) so that each can be run again alone.
 */
public final class DifferentialRun {
    /** How one problem ended: SAME, DIFFERENT (with its class), or SKIPPED (Popeye gave no answer). */
    public enum Verdict { SAME, DIFFERENT, SKIPPED }

    public record Outcome(ProblemGenerator.Generated problem, Verdict verdict, String differenceClass, String detail,
                          String popeyeOutput, String feerieOutput) {}

    private final ProblemSource generator;
    private final PopeyeRunner popeye;
    private final long timeLimitNanos;

    public DifferentialRun(ProblemSource generator, PopeyeRunner popeye, long timeLimitNanos) {
        this.generator = generator;
        this.popeye = popeye;
        this.timeLimitNanos = timeLimitNanos;
    }

    /** Problems {@code first} to {@code first + count - 1} on {@code threads} threads, outcomes in order. */
    public List<Outcome> run(int first, int count, int threads, Consumer<Outcome> sink) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        List<Outcome> all = new ArrayList<>();
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (int i = first; i < first + count; i++) {
                int index = i;
                futures.add(pool.submit(() -> one(generator.generate(index))));
            }
            for (Future<Outcome> f : futures) {
                Outcome o = f.get();
                all.add(o);
                sink.accept(o);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return all;
    }

    /** One problem through both solvers. */
    public Outcome one(ProblemGenerator.Generated g) {
        PopeyeRunner.Run py = popeye.run(g.text());
        if (!py.ok()) return new Outcome(g, Verdict.SKIPPED, "", py.failure(), "", "");
        List<ParseResult> parsed = ProblemReader.read(g.text(), g.id() + ".inp");
        if (parsed.size() != 1 || !(parsed.get(0) instanceof Problem p)) {
            // both refuse the input: Popeye writes no diagram, only its closing line
            if (!py.output().contains("+---a")) return new Outcome(g, Verdict.SAME, "", "", py.output(), "");
            return new Outcome(g, Verdict.DIFFERENT, g.family() + ": input error", parsed.toString(), py.output(), "");
        }
        ProblemOutput.Outcome ours = ProblemOutput.solve(p, timeLimitNanos);
        if (!ours.solved()) {
            String message = ours.message();
            String kind = message.startsWith("internal error") ? "internal error"
                    : message.startsWith("timeout") ? "timeout" : message.replaceAll("\\d+", "n");
            return new Outcome(g, Verdict.DIFFERENT, g.family() + ": " + kind, message, py.output(), "");
        }
        SolutionComparator.Result c = SolutionComparator.compare(py.output(), ours.text());
        if (c.matches()) return new Outcome(g, Verdict.SAME, "", "", py.output(), ours.text());
        return new Outcome(g, Verdict.DIFFERENT, DifferenceClass.of(g.family(), c.difference()), c.difference(),
                py.output(), ours.text());
    }

    /** Writes a differing problem as CLASS/ID.inp, with Popeye's output (.out) and ours (.feerie). */
    public static void save(Outcome o, Path folder) {
        if (o.verdict() != Verdict.DIFFERENT) return;
        Path dir = folder.resolve(o.differenceClass().replaceAll("[^A-Za-z0-9#=+.-]+", "_"));
        try {
            Files.createDirectories(dir);
            String id = o.problem().id();
            Files.writeString(dir.resolve(id + ".inp"), o.problem().text(), StandardCharsets.ISO_8859_1);
            Files.writeString(dir.resolve(id + ".out"), o.popeyeOutput(), StandardCharsets.ISO_8859_1);
            Files.writeString(dir.resolve(id + ".feerie"), o.feerieOutput() + "\n" + o.detail() + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
