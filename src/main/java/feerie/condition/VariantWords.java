package feerie.condition;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words that may follow a condition (Circe's {@code Cheylan}, {@code RexInclusive}, ...), in
 * English, German and French as the reader's table {@code condition-variants.txt} lists them, to
 * their English name. Popeye accepts any unambiguous abbreviation ({@code chey}), so do we.
 */
public final class VariantWords {
    private static final List<String[]> ROWS = load();

    private VariantWords() {}

    private static List<String[]> load() {
        var in = VariantWords.class.getResourceAsStream("/feerie/input/condition-variants.txt");
        if (in == null) throw new IllegalStateException("condition-variants.txt missing");
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                rows.add(line.split("\t"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    /** The English variant word {@code word} names, among all the variant words, or null. */
    public static String english(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (String[] row : ROWS) for (String form : row) if (form.toLowerCase(Locale.ROOT).equals(w)) return row[0];
        return null;
    }

    /** Every variant word's English name. */
    public static List<String> all() {
        return ROWS.stream().map(r -> r[0]).distinct().toList();
    }

    /** The variant word {@code english} in a language's column (0 English, 1 German, 2 French). */
    public static String inLanguage(String english, int column) {
        for (String[] row : ROWS) if (row[0].equals(english) && column < row.length) return row[column];
        return english;
    }

    /**
     * The English variant word {@code word} names among {@code allowed} (English names), or null:
     * an exact match in any language first, else the one allowed word it abbreviates.
     */
    public static String english(String word, List<String> allowed) {
        String w = word.toLowerCase(Locale.ROOT);
        String prefixMatch = null;
        boolean ambiguous = false;
        for (String[] row : ROWS) {
            if (!allowed.contains(row[0])) continue;
            for (String form : row) {
                String f = form.toLowerCase(Locale.ROOT);
                if (f.equals(w)) return row[0];
                if (f.startsWith(w) && w.length() >= 2) {
                    if (prefixMatch != null && !prefixMatch.equals(row[0])) ambiguous = true;
                    prefixMatch = row[0];
                }
            }
        }
        return ambiguous ? null : prefixMatch;
    }
}
