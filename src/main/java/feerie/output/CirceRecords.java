package feerie.output;

import feerie.condition.VariantWords;
import feerie.condition.circe.CirceConditions;
import feerie.problem.ConditionSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Popeye keeps one Circe record and one AntiCirce record, and writes each once: every condition
 * line of the same record changes it (py 4.104: "circe filecirce" is written "Circe File",
 * "diagramcirce supercirce" "Circe Super", "circe parrain filecirce" "Circe File"). Here the lines
 * of one record become one line, read as {@link CirceConditions} reads them: a traditional name's
 * way of choosing the square (or of adapting it) replaces an earlier one, a variant word's only
 * sets it where none has been chosen.
 */
final class CirceRecords {
    private CirceRecords() {}

    private static final List<String> SQUARES = List.of("PWC", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry",
            "Diagram", "Cage", "Rank", "File", "Antipodes", "Take&Make", "Super", "Equipollents", "ContraParrain",
            "Parrain", "CaptureSquare");
    private static final List<String> ADAPTERS = List.of("Diametral", "VerticalMirror", "Frischauf");

    /** {@code specs} with the lines of each record merged into its first; other lines as they are. */
    static List<ConditionSpec> merged(List<ConditionSpec> specs) {
        Map<String, List<ConditionSpec>> records = new LinkedHashMap<>();
        for (ConditionSpec s : specs) {
            String record = CirceConditions.record(s.name());
            if (record != null) records.computeIfAbsent(record, r -> new ArrayList<>()).add(s);
        }
        if (records.values().stream().allMatch(l -> l.size() < 2)) return specs;
        List<ConditionSpec> out = new ArrayList<>();
        for (ConditionSpec s : specs) {
            String record = CirceConditions.record(s.name());
            List<ConditionSpec> lines = record == null ? null : records.get(record);
            if (lines == null || lines.size() < 2) out.add(s);
            else if (lines.get(0) == s) out.add(new ConditionSpec(record, words(lines)));
        }
        return out;
    }

    /** The variants of the lines of one record, as one line's words. */
    private static List<String> words(List<ConditionSpec> lines) {
        List<String> words = new ArrayList<>();
        for (ConditionSpec line : lines) {
            for (String v : ConditionText.traditionalVariants(line.name())) {
                // a name's choice replaces the earlier one of its kind
                if (SQUARES.contains(v)) words.removeIf(SQUARES::contains);
                if (ADAPTERS.contains(v)) words.removeIf(ADAPTERS::contains);
                if (!words.contains(v)) words.add(v);
            }
            for (String w : line.words()) {
                String v = VariantWords.english(w, SQUARES);
                if (v == null) v = VariantWords.english(w, ADAPTERS);
                // a word's choice only where none was made
                if (v != null && words.stream().anyMatch((SQUARES.contains(v) ? SQUARES : ADAPTERS)::contains)) continue;
                words.add(v == null ? w : v);
            }
        }
        return words;
    }
}
