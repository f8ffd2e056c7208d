package feerie.verify;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Solves problem files and compares the output with expected output files, problem by problem.
 *
 * <p>Where the expected output lives: for a file under a folder named {@code problems}, the same
 * relative path under the sibling folder {@code expected} (or under the folder given as the
 * expected root): {@code problems/x/y.txt} is checked against {@code expected/x/y.txt}. For a
 * Popeye {@code x.inp} elsewhere, the sibling {@code x.out}. An {@code .inp} file may also have its
 * expected output under the mirrored name with {@code .out}.
 *
 * <p>A file may hold several problems; its expected output is split after each closing line
 * ("solution finished." and its translations), and the n-th problem is compared with the n-th part
 * using {@link SolutionComparator} (solutions only; the header is not compared).
 */
public final class Verifier {
    /** OK and UNSUPPORTED are not failures of the comparison; the others are. */
    public enum Verdict { OK, MISMATCH, ERROR, UNSUPPORTED, TIMEOUT }

    /**
     * One problem's result; {@code name} is "file:line" of the problem (or the file for a file-level error).
     *
     * @param id          the problem's identity, stable across machines: its path relative to the folder named
     *                    on the command line (the file name for a file named itself), '#', its place in the file
     *                    from 1 ("#0" for a result about the whole file); "" when unknown
     * @param inputHash   SHA-1 of the problem's own text and of its expected output ("" when unknown)
     * @param stipulation the stipulation as written ("" if none or unknown)
     * @param conditions  the names of its conditions joined by ", " ("" for none)
     * @param diff        for a mismatch, the solution lines only one side has ("- " expected, "+ " ours); else ""
     */
    public record Result(String name, Verdict verdict, String detail, long nanos,
                         String id, String inputHash, String stipulation, String conditions, String diff) {
        public Result(String name, Verdict verdict, String detail, long nanos) {
            this(name, verdict, detail, nanos, "", "", "", "", "");
        }

        /** The same result of the problem with this identity and input. */
        Result of(String id, String inputHash, String stipulation, String conditions) {
            return new Result(name, verdict, detail, nanos, id, inputHash, stipulation, conditions, diff);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%-11s %s%s", verdict, name, detail.isEmpty() ? "" : "  " + detail);
        }
    }

    /**
     * How a run over a collection selects and remembers problems (shards, journals, progress); every
     * method may be called from several solving threads at once.
     */
    public interface Batch {
        Batch ALL = new Batch() { };

        /** Is the problem of this identity part of the run? */
        default boolean includes(String id) {
            return true;
        }

        /** The result of an earlier run of this problem on the same input, or null to solve it. */
        default Result earlier(String id, String inputHash) {
            return null;
        }

        /** A problem is about to be solved. */
        default void started(String name) {
        }

        /** A problem is done: solved now ({@code earlier} false) or taken from an earlier run. */
        default void finished(Result result, boolean earlier) {
        }
    }

    /** At most this many lines of difference are kept with a mismatch. */
    private static final int DIFF_LINES = 40;
    private static final List<String> CLOSING = List.of("solution finished.", "Loesung beendet.", "solution terminee.");

    private final Path expectedRoot;
    private final long timeLimitNanos;

    /** @param expectedRoot replaces the {@code expected} folder; null for the default mapping */
    public Verifier(Path expectedRoot, long timeLimitNanos) {
        this.expectedRoot = expectedRoot;
        this.timeLimitNanos = timeLimitNanos;
    }

    /** The problem files (*.txt, *.inp) of a file or folder (recursively), sorted. */
    public static List<Path> problemFiles(Path path) throws IOException {
        if (!Files.isDirectory(path)) return List.of(path);
        try (Stream<Path> s = Files.walk(path)) {
            return s.filter(Files::isRegularFile)
                    .filter(f -> f.getFileName().toString().endsWith(".txt") || f.getFileName().toString().endsWith(".inp"))
                    .filter(f -> !f.getFileName().toString().equalsIgnoreCase("README.txt"))
                    .filter(f -> !ClaimVerifier.isClaim(f))
                    .sorted().toList();
        }
    }

    /**
     * The expected output file of a problem file ({@code argument} is the file or folder named on
     * the command line, used to mirror paths that are not under a {@code problems} folder).
     */
    public Path expectedFor(Path file, Path argument) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path a = abs.getParent(); a != null; a = a.getParent()) {
            if (a.getFileName() != null && a.getFileName().toString().equals("problems")) {
                Path root = expectedRoot != null ? expectedRoot : a.resolveSibling("expected");
                return withOutVariant(root.resolve(a.relativize(abs).toString()));
            }
        }
        String name = abs.getFileName().toString();
        if (expectedRoot == null) {
            return abs.resolveSibling(outName(name));
        }
        Path arg = argument.toAbsolutePath().normalize();
        Path rel = Files.isDirectory(arg) && abs.startsWith(arg) ? arg.relativize(abs) : Path.of(name);
        return withOutVariant(expectedRoot.resolve(rel.toString()));
    }

    private static String outName(String name) {
        int dot = name.lastIndexOf('.');
        return (dot < 0 ? name : name.substring(0, dot)) + ".out";
    }

    /** The mirrored file itself, or for an .inp the .out next to where it would be, whichever exists. */
    private static Path withOutVariant(Path mirrored) {
        if (Files.exists(mirrored) || !mirrored.getFileName().toString().endsWith(".inp")) return mirrored;
        Path out = mirrored.resolveSibling(outName(mirrored.getFileName().toString()));
        return Files.exists(out) ? out : mirrored;
    }

    /** Verifies every problem file of the arguments; each result is also given to {@code sink} as it comes. */
    public List<Result> verify(List<Path> arguments, Consumer<Result> sink) {
        return verify(arguments, sink, 1);
    }

    /**
     * The same on {@code threads} threads (files are solved in parallel); the results still come
     * in file order.
     */
    public List<Result> verify(List<Path> arguments, Consumer<Result> sink, int threads) {
        return verify(arguments, sink, threads, Batch.ALL);
    }

    /** The same for the problems the batch includes, with its earlier results. */
    public List<Result> verify(List<Path> arguments, Consumer<Result> sink, int threads, Batch batch) {
        List<Result> all = new ArrayList<>();
        List<Callable<List<Result>>> jobs = new ArrayList<>();
        for (Path argument : arguments) {
            List<Path> files;
            try {
                files = problemFiles(argument);
            } catch (IOException | UncheckedIOException e) {
                Result r = new Result(argument.toString(), Verdict.ERROR, "cannot list: " + e.getMessage(), 0);
                jobs.add(() -> List.of(r));
                continue;
            }
            for (Path file : files) jobs.add(() -> verifyFile(file, argument, batch));
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<List<Result>>> futures = new ArrayList<>();
            for (Callable<List<Result>> job : jobs) futures.add(pool.submit(job));
            for (Future<List<Result>> f : futures) {
                List<Result> results;
                try {
                    results = f.get();
                } catch (ExecutionException e) {
                    results = List.of(new Result("?", Verdict.ERROR, "internal error: " + e.getCause(), 0));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
                for (Result r : results) {
                    all.add(r);
                    sink.accept(r);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return all;
    }

    /**
     * How many problems of the arguments the batch includes (the files are read and parsed, nothing
     * is solved): the total shown by the progress line.
     */
    public static int count(List<Path> arguments, Batch batch) {
        int n = 0;
        for (Path argument : arguments) {
            try {
                for (Path file : problemFiles(argument)) {
                    String key = ProblemKeys.fileKey(file, argument);
                    int size = ProblemReader.read(feerie.input.ProblemText.decode(Files.readAllBytes(file)), file.toString()).size();
                    for (int i = 1; i <= size; i++) if (batch.includes(key + "#" + i)) n++;
                }
            } catch (IOException | UncheckedIOException e) {
                n++;
            }
        }
        return n;
    }

    /** The results of the problems of one file. */
    public List<Result> verifyFile(Path file, Path argument) {
        return verifyFile(file, argument, Batch.ALL);
    }

    /** The results of the problems of one file that the batch includes. */
    public List<Result> verifyFile(Path file, Path argument, Batch batch) {
        List<Result> results = new ArrayList<>();
        String key = ProblemKeys.fileKey(file, argument);
        String text;
        try {
            text = feerie.input.ProblemText.decode(Files.readAllBytes(file));
        } catch (IOException e) {
            if (batch.includes(key + "#0")) {
                Result r = new Result(file.toString(), Verdict.ERROR, "cannot read: " + e.getMessage(), 0).of(key + "#0", "", "", "");
                batch.finished(r, false);
                results.add(r);
            }
            return results;
        }
        Path expectedFile = expectedFor(file, argument);
        Path claim = Files.exists(expectedFile) ? null : ClaimVerifier.claimBeside(file);
        List<String> expected = null;
        String expectedError = "";
        String claimText = null;
        try {
            if (claim != null) claimText = feerie.input.ProblemText.decode(Files.readAllBytes(claim));
            else expected = splitOutputs(feerie.input.ProblemText.decode(Files.readAllBytes(expectedFile)));
        } catch (IOException e) {
            expectedError = claim != null ? "cannot read: " + e.getMessage() : "no expected output " + expectedFile;
        }
        List<ParseResult> parsed = ProblemReader.read(text, file.toString());
        List<String> spans = ProblemKeys.spans(text, parsed);
        long problems = parsed.stream().filter(r -> r instanceof Problem).count();
        List<String> claimParts = claimText == null ? List.of() : splitOutputs(claimText);
        int index = 0;
        for (int i = 0; i < parsed.size(); i++) {
            ParseResult r = parsed.get(i);
            int n = r instanceof Problem ? index++ : -1;
            String id = key + "#" + (i + 1);
            if (!batch.includes(id)) continue;
            String part = n < 0 ? "" : claim != null ? ClaimVerifier.part(claimText, claimParts, problems, n)
                    : expected != null && n < expected.size() ? expected.get(n) : "";
            String hash = ProblemKeys.sha1(spans.get(i) + '\0' + part);
            String stipulation = r instanceof Problem p ? p.stipulationText() : "";
            String conditions = r instanceof Problem p ? ProblemKeys.conditions(p) : "";
            Result earlier = batch.earlier(id, hash);
            if (earlier != null) {
                batch.finished(earlier, true);
                results.add(earlier);
                continue;
            }
            Result result;
            if (r instanceof ProblemError e) {
                result = new Result(e.sourceFile() + ":" + e.line(), Verdict.ERROR, e.message(), 0);
            } else {
                Problem p = (Problem) r;
                String name = p.sourceFile() + ":" + p.line();
                batch.started(name);
                if (claim != null) {
                    result = claimText == null ? new Result(name, Verdict.ERROR, expectedError, 0)
                            : ClaimVerifier.verify(p, part, claim, timeLimitNanos);
                } else {
                    result = solveAndCompare(p, name, n, expected, expectedFile, expectedError);
                }
            }
            result = result.of(id, hash, stipulation, conditions);
            batch.finished(result, false);
            results.add(result);
        }
        String fileId = key + "#0";
        if (expected != null && index < expected.size() && batch.includes(fileId)) {
            String hash = ProblemKeys.sha1(text + '\0' + String.join("", expected));
            Result r = batch.earlier(fileId, hash);
            boolean earlier = r != null;
            if (!earlier) r = new Result(file.toString(), Verdict.MISMATCH, "expected output " + expectedFile + " has "
                    + expected.size() + " problems, the file " + index, 0).of(fileId, hash, "", "");
            batch.finished(r, earlier);
            results.add(r);
        }
        return results;
    }

    /** The n-th problem of its file solved and compared with the n-th expected output. */
    private Result solveAndCompare(Problem p, String name, int n, List<String> expected, Path expectedFile, String expectedError) {
        Outcome o = ProblemOutput.solve(p, timeLimitNanos);
        return switch (o.status()) {
            case UNSUPPORTED -> new Result(name, Verdict.UNSUPPORTED, o.message(), o.nanos());
            case TIMEOUT -> new Result(name, Verdict.TIMEOUT, o.message(), o.nanos());
            case ERROR -> new Result(name, Verdict.ERROR, o.message(), o.nanos());
            case SOLVED -> {
                if (expected == null) yield new Result(name, Verdict.ERROR, expectedError, o.nanos());
                if (n >= expected.size()) {
                    yield new Result(name, Verdict.MISMATCH, "expected output " + expectedFile
                            + " has only " + expected.size() + " problem(s)", o.nanos());
                }
                SolutionComparator.Result c = SolutionComparator.compare(expected.get(n), o.text());
                String detail = c.contained() ? "Popeye's partial solution is within ours" : "";
                yield c.matches() ? new Result(name, Verdict.OK, detail, o.nanos())
                        : new Result(name, Verdict.MISMATCH, c.difference(), o.nanos(), "", "", "", "",
                                LineDiff.of(expected.get(n), o.text(), DIFF_LINES));
            }
        };
    }

    /** The output of a file split into the outputs of its problems, each ending after its closing line. */
    public static List<String> splitOutputs(String output) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : output.replace("\r", "").split("\n", -1)) {
            current.append(line).append('\n');
            if (CLOSING.contains(line.strip())) {
                parts.add(current.toString());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) parts.add(current.toString());
        return parts;
    }


    /** True when the results hold no failure; unsupported problems count as failures unless allowed. */
    public static boolean passed(List<Result> results, boolean allowUnsupported) {
        return results.stream().allMatch(r -> r.verdict() == Verdict.OK
                || (allowUnsupported && r.verdict() == Verdict.UNSUPPORTED));
    }

    /** "12 problems: 10 OK, 1 MISMATCH, ..." */
    public static String summary(List<Result> results) {
        StringBuilder b = new StringBuilder().append(results.size()).append(results.size() == 1 ? " problem:" : " problems:");
        String sep = " ";
        for (Verdict v : Verdict.values()) {
            long n = results.stream().filter(r -> r.verdict() == v).count();
            if (n > 0 || v == Verdict.OK) {
                b.append(sep).append(n).append(' ').append(v);
                sep = ", ";
            }
        }
        return b.toString();
    }
}
