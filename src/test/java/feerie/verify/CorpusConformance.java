package feerie.verify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemHeader;
import feerie.output.ProblemOutput;
import feerie.output.ProblemOutput.Outcome;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import feerie.problem.ProblemError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The machinery of the corpus conformance tests ({@link CorpusConformanceTest} over Popeye's
 * examples, {@link ConditionsConformanceTest} over the conditions corpus): solves every
 * {@code *.inp} of a corpus folder in-process and compares the solution part with Popeye's .out
 * ({@link SolutionComparator}). Problems listed in a known-failures file (id TAB reason) may fail;
 * any other failure fails the test. Listed problems that now match are printed so the list can be
 * trimmed.
 *
 * <p>System properties, named after the test's prefix ({@code conformance.}, {@code conditions.}):
 * {@code timeLimit} seconds per problem (default 10), {@code threads} (default 2),
 * {@code knownTimeoutLimit} seconds for the problems listed as timeouts (default 1: they are only
 * run to notice when they become fast), {@code slack} (default 3: when checking, the other problems
 * get 3 times the limit, so that a loaded machine does not make the test fail; the list is written
 * with the limit itself), {@code only=ID,ID} solves only those problems (and cannot be combined
 * with writing), {@code write=true} rewrites the list with the current failures (and then does not
 * fail). The header (diagram, captions) is compared too but only counted: ProblemHeader has its
 * own corpus test.
 *
 * <p>Partial outputs: where Popeye's .out ends in "Partial solution" and ours in "solution
 * finished.", ours matches if it holds every solution line of Popeye's (see {@link PartialOutput}).
 * Where both are partial (MaxSolutions, StopOnShortSolutions) they must be equal. Such matches are
 * listed in the summary.
 *
 * @param corpus        the folder of .inp and .out files
 * @param knownFailures the known-failures file
 * @param prefix        the prefix of the system properties
 * @param groups        a group per problem id, for the summary (orthodox or not, a family); may be empty
 * @param groupLabel    what the groups are ("orthodox", "family")
 * @param regenerate    the command that rewrites the known-failures file (written into it)
 */
record CorpusConformance(Path corpus, Path knownFailures, String prefix, Map<String, String> groups, String groupLabel,
                         String regenerate) {
    static final Path CORPUS = Path.of("..", "shared", "corpus");

    record Row(String id, boolean matched, String reason, boolean headerMatched, long nanos, boolean exact,
               boolean contained) {
        Row(String id, boolean matched, String reason, boolean headerMatched, long nanos) {
            this(id, matched, reason, headerMatched, nanos, false, false);
        }
    }

    private String property(String name, String fallback) { return System.getProperty(prefix + "." + name, fallback); }

    /** Runs the corpus and checks it against the known failures (or rewrites them). */
    void check() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(corpus), "corpus not present at " + corpus.toAbsolutePath());
        double limit = Double.parseDouble(property("timeLimit", "10"));
        int threads = Integer.parseInt(property("threads", "2"));
        boolean write = Boolean.parseBoolean(property("write", "false"));
        double knownTimeoutLimit = Double.parseDouble(property("knownTimeoutLimit", "1"));
        // checking (not writing), problems not listed as timeouts get more time: a loaded machine must
        // not turn a problem that solves in 8 s into a failure
        double slack = write ? 1 : Double.parseDouble(property("slack", "3"));

        List<Path> inputs;
        try (Stream<Path> s = Files.list(corpus)) {
            inputs = s.filter(f -> f.toString().endsWith(".inp")).sorted().toList();
        }
        String only = property("only", "");
        if (!only.isBlank()) {
            // a few problems only: the list of known failures cannot be rewritten from them
            Assumptions.assumeFalse(write, prefix + ".write needs every problem, not " + prefix + ".only");
            List<String> ids = List.of(only.split("[,\\s]+"));
            inputs = inputs.stream().filter(f -> ids.contains(id(f))).toList();
        }
        Map<String, String> known = readKnown(knownFailures);

        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Row>> futures = new ArrayList<>();
        for (Path inp : inputs) {
            // a problem listed as a timeout gets a short limit: it is only run to notice when it becomes fast
            boolean knownTimeout = !write && known.getOrDefault(id(inp), "").startsWith("timeout");
            double seconds = knownTimeout ? Math.min(limit, knownTimeoutLimit) : limit * slack;
            futures.add(pool.submit(() -> run(inp, (long) (seconds * 1e9))));
        }
        List<Row> rows = new ArrayList<>();
        for (Future<Row> f : futures) {
            rows.add(f.get());
            if (rows.size() % 100 == 0) System.out.printf(Locale.ROOT, "  ... %d of %d problems, %.0f s%n",
                    rows.size(), futures.size(), (System.nanoTime() - start) / 1e9);
        }
        pool.shutdown();
        double seconds = (System.nanoTime() - start) / 1e9;

        int matched = 0, headers = 0;
        Map<String, int[]> byGroup = new TreeMap<>();
        List<String> unexpected = new ArrayList<>();
        List<String> nowMatching = new ArrayList<>();
        Map<String, Integer> reasons = new TreeMap<>();
        Map<String, String> failures = new LinkedHashMap<>();
        for (Row r : rows) {
            int[] group = byGroup.computeIfAbsent(groups.getOrDefault(r.id(), "?"), g -> new int[2]);
            group[1]++;
            if (r.headerMatched()) headers++;
            if (r.matched()) {
                matched++;
                group[0]++;
                if (known.containsKey(r.id())) nowMatching.add(r.id());
            } else {
                failures.put(r.id(), r.reason());
                reasons.merge(category(r.reason()), 1, Integer::sum);
                if (!known.containsKey(r.id())) unexpected.add(r.id() + ": " + r.reason());
            }
        }
        StringBuilder groupText = new StringBuilder();
        if (!groups.isEmpty()) byGroup.forEach((g, c) -> groupText.append("; ").append(groupLabel).append(' ').append(g)
                .append(' ').append(c[0]).append(" of ").append(c[1]));
        System.out.printf(Locale.ROOT, "Corpus conformance (%s): %d of %d problems match%s"
                        + " (headers byte-exact: %d; %.0f s, %d threads, %.0f s per problem)%n",
                corpus, matched, rows.size(), groupText, headers, seconds, threads, limit);
        reasons.forEach((k, v) -> System.out.println("  failing, " + k + ": " + v));
        List<String> notExact = rows.stream().filter(r -> r.matched() && !r.exact()).map(Row::id).toList();
        System.out.println("  of the matching ones, whole output byte for byte like Popeye's: " + (matched - notExact.size())
                + (notExact.isEmpty() ? "" : "; not: " + String.join(" ", notExact)));
        List<String> contained = rows.stream().filter(Row::contained).map(Row::id).toList();
        if (!contained.isEmpty()) {
            System.out.println("  matching as Popeye's partial solution within our finished one: " + String.join(" ", contained));
        }
        if (!nowMatching.isEmpty()) {
            System.out.println("On the known-failures list but now matching (" + nowMatching.size() + "), trim the list: "
                    + String.join(" ", nowMatching));
        }
        List<Row> slowest = new ArrayList<>(rows.stream().filter(Row::matched).toList());
        slowest.sort((a, b) -> Long.compare(b.nanos(), a.nanos()));
        System.out.println("Slowest matching: " + slowest.stream().limit(5)
                .map(r -> String.format(Locale.ROOT, "%s %.1f s", r.id(), r.nanos() / 1e9)).toList());
        if (write) {
            writeKnown(failures);
            System.out.println("Wrote " + failures.size() + " known failures to " + knownFailures);
            return;
        }
        unexpected.forEach(u -> System.out.println("NOT ON THE LIST: " + u));
        assertTrue(unexpected.isEmpty(), unexpected.size() + " corpus problems fail that are not on "
                + knownFailures + ", first: " + (unexpected.isEmpty() ? "" : unexpected.get(0)));
    }

    private static String id(Path inp) { return inp.getFileName().toString().replaceFirst("\\.inp$", ""); }

    /** Solves one corpus problem and compares it with its .out. */
    static Row run(Path inp, long limitNanos) {
        String id = id(inp);
        try {
            String expected = Files.readString(inp.resolveSibling(id + ".out"), StandardCharsets.ISO_8859_1);
            List<ParseResult> parsed = ProblemReader.read(inp);
            if (parsed.size() != 1) return new Row(id, false, "input: " + parsed.size() + " problems read", false, 0);
            if (parsed.get(0) instanceof ProblemError e) {
                return new Row(id, false, "input error: line " + e.line() + ": " + e.message(), false, 0);
            }
            Problem p = (Problem) parsed.get(0);
            boolean header = expected.startsWith(ProblemHeader.render(p));
            Outcome o = ProblemOutput.solve(p, limitNanos);
            if (!o.solved()) return new Row(id, false, o.message(), header, o.nanos());
            SolutionComparator.Result c = SolutionComparator.compare(expected, o.text());
            return new Row(id, c.matches(), c.matches() ? "" : "real difference: " + c.difference(), header, o.nanos(),
                    expected.equals(o.text()), c.contained());
        } catch (IOException | RuntimeException e) {
            return new Row(id, false, "internal error: " + e, false, 0);
        }
    }

    /** "unsupported: piece", "timeout", "real difference", ... for the summary. */
    static String category(String reason) {
        String r = reason.replaceAll("[\\t\\n]", " ");
        if (r.startsWith("unsupported: ")) {
            String rest = r.substring("unsupported: ".length());
            int space = rest.indexOf(' ');
            return "unsupported " + (space < 0 ? rest : rest.substring(0, space));
        }
        int colon = r.indexOf(':');
        return colon < 0 ? r : r.substring(0, colon);
    }

    static Map<String, String> readKnown(Path file) throws IOException {
        Map<String, String> known = new LinkedHashMap<>();
        if (!Files.exists(file)) return known;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            int tab = line.indexOf('\t');
            known.put(tab < 0 ? line.strip() : line.substring(0, tab).strip(), tab < 0 ? "" : line.substring(tab + 1));
        }
        return known;
    }

    private void writeKnown(Map<String, String> failures) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# Corpus problems (" + corpus + ") whose solution does not match Popeye's yet: id<TAB>reason.");
        lines.add("# Regenerate: " + regenerate);
        List<String> ids = new ArrayList<>(failures.keySet());
        Collections.sort(ids);
        for (String id : ids) {
            String reason = failures.get(id).replaceAll("[\\t\\r\\n]+", " ");
            if (reason.length() > 200) reason = reason.substring(0, 200) + "...";
            lines.add(id + "\t" + reason);
        }
        Files.createDirectories(knownFailures.getParent());
        Files.write(knownFailures, lines, StandardCharsets.UTF_8);
    }
}
