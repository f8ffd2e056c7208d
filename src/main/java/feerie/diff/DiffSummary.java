package feerie.diff;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The report of a differential run: the counts, then the differences grouped by class, most
 * frequent first, each with the first problem that shows it; then, per option and per
 * stipulation family, how often it appears among the differing problems against all problems
 * (a feature far more frequent among the differences points at the rule to look at).
 */
public final class DiffSummary {
    private DiffSummary() {
    }

    public static String of(List<DifferentialRun.Outcome> outcomes) {
        long same = count(outcomes, DifferentialRun.Verdict.SAME);
        long different = count(outcomes, DifferentialRun.Verdict.DIFFERENT);
        long skipped = count(outcomes, DifferentialRun.Verdict.SKIPPED);
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%d problems: %d same, %d different, %d skipped (Popeye gave no answer)%n",
                outcomes.size(), same, different, skipped));
        List<DifferentialRun.Outcome> diffs = outcomes.stream()
                .filter(o -> o.verdict() == DifferentialRun.Verdict.DIFFERENT).toList();
        if (!diffs.isEmpty()) {
            b.append("\nDifferences by class:\n");
            Map<String, List<DifferentialRun.Outcome>> byClass = diffs.stream()
                    .collect(Collectors.groupingBy(DifferentialRun.Outcome::differenceClass, TreeMap::new, Collectors.toList()));
            byClass.entrySet().stream()
                    .sorted((x, y) -> Integer.compare(y.getValue().size(), x.getValue().size()))
                    .forEach(e -> b.append(String.format(Locale.ROOT, "%6d  %s  (e.g. %s)%n",
                            e.getValue().size(), e.getKey(), e.getValue().get(0).problem().id())));
            b.append("\nBy tag: same, different, skipped; share of the answered that are the same:\n");
            byTag(b, outcomes);
            b.append("\nFeatures among differing / all problems:\n");
            features(b, outcomes, diffs, DiffSummary::optionNames);
        }
        long skippedOnly = skipped;
        if (skippedOnly > 0) {
            b.append("\nSkipped:\n");
            outcomes.stream().filter(o -> o.verdict() == DifferentialRun.Verdict.SKIPPED)
                    .collect(Collectors.groupingBy(DifferentialRun.Outcome::detail, TreeMap::new, Collectors.counting()))
                    .forEach((k, v) -> b.append(String.format(Locale.ROOT, "%6d  %s%n", v, k)));
        }
        return b.toString();
    }

    /**
     * For each tag of the problems (a corpus mutation's seed family, conditions and mutations),
     * how its problems ended: the share of answered problems that match is the figure a
     * condition family is judged by.
     */
    private static void byTag(StringBuilder b, List<DifferentialRun.Outcome> all) {
        Map<String, long[]> counts = new TreeMap<>();
        for (DifferentialRun.Outcome o : all) {
            for (String tag : o.problem().tags()) {
                long[] c = counts.computeIfAbsent(tag, k -> new long[3]);
                c[o.verdict().ordinal()]++;
            }
        }
        counts.forEach((tag, c) -> b.append(String.format(Locale.ROOT, "%6d %6d %6d  %5.1f %%  %s%n", c[0], c[1], c[2],
                c[0] + c[1] == 0 ? 100.0 : 100.0 * c[0] / (c[0] + c[1]), tag)));
    }

    private static void features(StringBuilder b, List<DifferentialRun.Outcome> all, List<DifferentialRun.Outcome> diffs,
                                 Function<DifferentialRun.Outcome, List<String>> names) {
        Map<String, Long> total = all.stream().flatMap(o -> names.apply(o).stream())
                .collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting()));
        Map<String, Long> differing = diffs.stream().flatMap(o -> names.apply(o).stream())
                .collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting()));
        total.forEach((name, n) -> b.append(String.format(Locale.ROOT, "%6d / %-6d %s%n", differing.getOrDefault(name, 0L), n, name)));
    }

    /** The stipulation family, the options (without their numbers), "twin" and "fairy" of a problem. */
    static List<String> optionNames(DifferentialRun.Outcome o) {
        String text = o.problem().text();
        List<String> names = new java.util.ArrayList<>();
        names.add("family " + o.problem().family());
        names.addAll(o.problem().tags());
        for (String line : text.split("\n")) {
            if (line.startsWith("option ")) {
                for (String word : line.substring(7).split(" ")) {
                    if (!word.isEmpty() && Character.isLetter(word.charAt(0)) && !word.matches("[a-h][1-8][a-h][1-8]")) {
                        names.add("option " + word);
                    }
                }
            }
        }
        if (text.contains("\ntwin ")) names.add("twin");
        if (text.matches("(?s).*pieces[^\n]* (g|n|z|ca|li|le|pa|va|ro|eq|ka)[a-h][1-8].*")) names.add("fairy");
        return names;
    }

    private static long count(List<DifferentialRun.Outcome> outcomes, DifferentialRun.Verdict v) {
        return outcomes.stream().filter(o -> o.verdict() == v).count();
    }
}
