package feerie.batch;

import java.util.function.Function;

import feerie.verify.Verifier.Result;
import feerie.verify.Verifier.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code feerie report}: the results of one or more runs (the journals of the shards, or the
 * printed output of {@code feerie verify}) merged into one summary: counts by verdict, the slowest
 * problems, the mismatches with their difference, the errors, and counts grouped by condition and
 * by kind of stipulation. A problem in several inputs counts once (the last input's record).
 */
public final class Report {
    /** A line of {@code feerie verify}'s output: verdict, problem, two blanks and the detail. */
    private static final Pattern OUTPUT_LINE = Pattern.compile("^(OK|MISMATCH|ERROR|UNSUPPORTED|TIMEOUT) +(\\S+)(?:  (.*))?$");
    private static final Pattern NUMBER = Pattern.compile("\\d+(\\.5)?");

    private Report() {}

    /**
     * The results of journals or outputs of verify, by problem. A file is a journal when it starts with
     * the journal's header; otherwise its lines in the format of verify's output are read (an output
     * records no time, stipulation or conditions).
     */
    public static Map<String, Result> read(List<Path> inputs) throws IOException {
        Map<String, Result> all = new LinkedHashMap<>();
        for (Path input : inputs) {
            String text = new String(Files.readAllBytes(input), StandardCharsets.UTF_8);
            if (text.startsWith("#feerie-journal")) {
                all.putAll(Journal.read(input).records());
                continue;
            }
            for (String line : text.split("\r?\n")) {
                Matcher m = OUTPUT_LINE.matcher(line);
                if (!m.matches()) continue;
                String detail = m.group(3) == null ? "" : m.group(3);
                all.put(m.group(2), new Result(m.group(2), Verdict.valueOf(m.group(1)), detail, 0, m.group(2), "", "", "", ""));
            }
        }
        return all;
    }

    /** The report of these results, with the {@code slowest} problems that took longest. */
    public static ReportDocument of(Collection<Result> results, int slowest) {
        return of(results, slowest, null);
    }

    /**
     * The same, each mismatch drawn by {@code illustrate} (its diagram and the two solutions, for
     * HTML) when it is not null.
     */
    public static ReportDocument of(Collection<Result> results, int slowest, Function<Result, ReportDocument.Figure> illustrate) {
        ReportDocument d = new ReportDocument("Féerie verification report");
        long total = results.stream().mapToLong(Result::nanos).sum();
        d.add(new ReportDocument.Paragraph(String.format(Locale.ROOT, "%d problem(s), %s of solving.",
                results.size(), Progress.clock(Math.round(total / 1e9)))));
        d.add(new ReportDocument.Heading("Results"));
        Map<Verdict, Integer> counts = counts(results);
        List<List<String>> rows = new ArrayList<>();
        counts.forEach((v, n) -> rows.add(List.of(v.name(), Integer.toString(n), percent(n, results.size()))));
        d.add(new ReportDocument.Table(List.of("verdict", "problems", "%"), rows));

        List<Result> slow = results.stream().sorted(Comparator.comparingLong(Result::nanos).reversed()
                .thenComparing(Report::key)).filter(r -> r.nanos() > 0).limit(slowest).toList();
        if (!slow.isEmpty()) {
            d.add(new ReportDocument.Heading("Slowest problems"));
            d.add(new ReportDocument.Table(List.of("problem", "seconds", "verdict"), slow.stream()
                    .map(r -> List.of(r.name(), String.format(Locale.ROOT, "%.3f", r.nanos() / 1e9), r.verdict().name())).toList()));
        }
        if (illustrate == null) {
            listing(d, "Mismatches", results, Verdict.MISMATCH);
        } else {
            List<ReportDocument.Figure> figures = results.stream().filter(r -> r.verdict() == Verdict.MISMATCH)
                    .sorted(Comparator.comparing(Report::key)).map(illustrate).toList();
            if (!figures.isEmpty()) {
                d.add(new ReportDocument.Heading("Mismatches (" + figures.size() + ")"));
                d.add(new ReportDocument.Figures(figures));
            }
        }
        listing(d, "Errors", results, Verdict.ERROR);
        group(d, "By condition", "condition", results, true);
        group(d, "By stipulation", "stipulation", results, false);
        return d;
    }

    private static String key(Result r) {
        return r.id().isEmpty() ? r.name() : r.id();
    }

    private static void listing(ReportDocument d, String heading, Collection<Result> results, Verdict v) {
        List<String[]> items = results.stream().filter(r -> r.verdict() == v).sorted(Comparator.comparing(Report::key))
                .map(r -> new String[] {r.name() + describe(r), body(r)}).toList();
        if (items.isEmpty()) return;
        d.add(new ReportDocument.Heading(heading + " (" + items.size() + ")"));
        d.add(new ReportDocument.Listing(items));
    }

    /** The title of a problem's entry: its name, stipulation and conditions. */
    static String title(Result r) {
        return r.name() + describe(r);
    }

    static String body(Result r) {
        String detail = r.detail().isEmpty() ? "(no detail)" : r.detail();
        return r.diff().isEmpty() ? detail : detail + "\n" + r.diff();
    }

    /** " (h#2; Madrasi)" */
    private static String describe(Result r) {
        if (r.stipulation().isEmpty() && r.conditions().isEmpty()) return "";
        String both = r.stipulation() + (r.stipulation().isEmpty() || r.conditions().isEmpty() ? "" : "; ") + r.conditions();
        return " (" + both + ")";
    }

    /**
     * Counts by verdict for each condition (a problem counts under each of its conditions) or each
     * kind of stipulation (its move numbers replaced by n: h#2 and h#3 are h#n).
     */
    private static void group(ReportDocument d, String heading, String what, Collection<Result> results, boolean byCondition) {
        Map<String, List<Result>> groups = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Result r : results) {
            for (String g : byCondition ? conditions(r) : List.of(stipulationKind(r.stipulation()))) {
                groups.computeIfAbsent(g, k -> new ArrayList<>()).add(r);
            }
        }
        if (groups.isEmpty()) return;
        List<String> header = new ArrayList<>(List.of(what, "problems"));
        for (Verdict v : Verdict.values()) header.add(v.name());
        header.add("OK %");
        List<List<String>> rows = new ArrayList<>();
        groups.forEach((g, rs) -> {
            List<String> row = new ArrayList<>(List.of(g, Integer.toString(rs.size())));
            Map<Verdict, Integer> c = counts(rs);
            for (Verdict v : Verdict.values()) row.add(Integer.toString(c.getOrDefault(v, 0)));
            row.add(percent(c.getOrDefault(Verdict.OK, 0), rs.size()));
            rows.add(row);
        });
        d.add(new ReportDocument.Heading(heading));
        d.add(new ReportDocument.Table(header, rows));
    }

    private static List<String> conditions(Result r) {
        if (r.conditions().isBlank()) return List.of("(none)");
        return List.of(r.conditions().split(", "));
    }

    /** The stipulation with its numbers replaced by n ("ser-h#12" -> "ser-h#n"); "(none)" for none. */
    static String stipulationKind(String stipulation) {
        String s = stipulation.strip();
        return s.isEmpty() ? "(none)" : NUMBER.matcher(s).replaceAll("n");
    }

    /** Counts of the verdicts that occur, in the verdicts' order. */
    private static Map<Verdict, Integer> counts(Collection<Result> results) {
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Result r : results) counts.merge(r.verdict(), 1, Integer::sum);
        return counts;
    }

    private static String percent(int n, int of) {
        return of == 0 ? "-" : String.format(Locale.ROOT, "%.1f", 100.0 * n / of);
    }
}
