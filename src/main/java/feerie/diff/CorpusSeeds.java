package feerie.diff;

import feerie.input.ProblemReader;
import feerie.input.ProblemText;
import feerie.problem.ConditionSpec;
import feerie.problem.ParseResult;
import feerie.problem.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The real problems mutations start from: every problem of the given folders (Popeye's example
 * problems, one per {@code .inp}) that a {@link Draft} can hold, with its condition family
 * (from {@code families.tsv} beside them, "none" without conditions), grouped by condition so
 * that a rare condition is drawn as often as a frequent one. The conditions seen in the corpus,
 * written in English with their variants, are also the pool a condition is swapped from: a
 * sibling is a condition of the same family.
 */
final class CorpusSeeds {
    /** One seed problem: its id (the file's name), its family and conditions, its draft. */
    record Seed(String id, String family, List<String> conditionNames, Draft draft) {}

    private final List<Seed> seeds = new ArrayList<>();
    /** Condition name (Féerie's canonical) to the seeds using it; "(none)" for those without. */
    private final Map<String, List<Seed>> byCondition = new TreeMap<>();
    /** Family to the condition lines (English, with variants) seen in it. */
    private final Map<String, List<String>> linesByFamily = new TreeMap<>();
    private final Map<String, String> familyOfLine = new HashMap<>();
    private final List<String> allLines = new ArrayList<>();

    CorpusSeeds(List<Path> folders) throws IOException {
        for (Path folder : folders) load(folder);
        for (String line : allLines) linesByFamily.computeIfAbsent(familyOfLine.get(line), k -> new ArrayList<>()).add(line);
        for (Seed s : seeds) {
            for (String c : s.conditionNames()) byCondition.computeIfAbsent(c, k -> new ArrayList<>()).add(s);
            if (s.conditionNames().isEmpty()) byCondition.computeIfAbsent(NONE, k -> new ArrayList<>()).add(s);
        }
    }

    static final String NONE = "(none)";

    private void load(Path folder) throws IOException {
        Map<String, String> families = new HashMap<>();
        Path tsv = folder.resolve("families.tsv");
        if (Files.isRegularFile(tsv)) {
            for (String line : Files.readAllLines(tsv)) {
                String[] f = line.split("\t");
                if (f.length >= 2) families.put(f[0], f[1]);
            }
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(p -> p.toString().endsWith(".inp")).sorted().toList();
        }
        for (Path file : files) {
            String id = file.getFileName().toString().replaceFirst("\\.inp$", "");
            List<ParseResult> parsed;
            try {
                parsed = ProblemReader.read(ProblemText.read(file), file.toString());
            } catch (RuntimeException e) {
                continue;
            }
            if (parsed.size() != 1 || !(parsed.get(0) instanceof Problem p)) continue;
            if (!p.pieces().stream().allMatch(u -> Mutation.Board.onBoard(u.square()))) continue;
            Draft d;
            try {
                d = Draft.of(p);
            } catch (RuntimeException e) {
                d = null;
            }
            if (d == null) continue;
            Set<String> names = new LinkedHashSet<>();
            for (ConditionSpec c : p.conditions()) names.add(c.name());
            String family = families.getOrDefault(id, names.isEmpty() ? "none" : "other");
            seeds.add(new Seed(id, family, List.copyOf(names), d));
            for (ConditionSpec c : p.conditions()) {
                String line = Draft.conditionLine(c, p.language());
                // a condition's family is known for sure from a problem with it alone
                if (p.conditions().size() == 1 || !familyOfLine.containsKey(line)) familyOfLine.put(line, family);
                if (!allLines.contains(line)) allLines.add(line);
            }
        }
    }

    List<Seed> all() {
        return seeds;
    }

    /** The condition names seeds are grouped by, "(none)" included. */
    List<String> conditions() {
        return new ArrayList<>(byCondition.keySet());
    }

    List<Seed> withCondition(String name) {
        return byCondition.getOrDefault(name, List.of());
    }

    /** A condition line of {@code line}'s family other than itself (null if it has no sibling). */
    String siblingCondition(String line, Random r) {
        List<String> family = linesByFamily.get(familyOfLine.getOrDefault(line, ""));
        if (family == null || family.size() < 2) return null;
        String other = family.get(r.nextInt(family.size()));
        return other.equals(line) ? null : other;
    }

    /** Any condition line of the corpus. */
    String anyCondition(Random r) {
        return allLines.isEmpty() ? null : allLines.get(r.nextInt(allLines.size()));
    }

    static CorpusSeeds of(List<Path> folders) {
        try {
            return new CorpusSeeds(folders);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
