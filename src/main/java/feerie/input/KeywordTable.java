package feerie.input;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import feerie.problem.Language;

/**
 * One of Popeye's keyword tables in the three languages, loaded from a resource file with one
 * keyword per line: English, German, French [, extra column] separated by tabs; "# " or "##"
 * starts a comment line (not a bare '#': the condition "#C" is a keyword). Lookup applies
 * Popeye's abbreviation rule.
 */
final class KeywordTable {
    /** One row of the table. */
    record Entry(int index, String english, String german, String french, String extra) {
        String in(Language language) {
            return switch (language) {
                case ENGLISH -> english;
                case GERMAN -> german;
                case FRENCH -> french;
            };
        }
    }

    /** Result of a lookup: the entry, or null with {@code ambiguous} telling why. */
    record Match(Entry entry, boolean ambiguous) {
        static final Match UNKNOWN = new Match(null, false);
        static final Match AMBIGUOUS = new Match(null, true);

        boolean found() {
            return entry != null;
        }

        /** Canonical English keyword of the match. */
        String english() {
            return entry.english();
        }
    }

    private final String name;
    private final List<Entry> entries;

    private KeywordTable(String name, List<Entry> entries) {
        this.name = name;
        this.entries = List.copyOf(entries);
    }

    static KeywordTable load(String resource) {
        List<Entry> entries = new ArrayList<>();
        for (String[] cols : readRows(resource)) {
            entries.add(new Entry(entries.size(), cols[0], cols[1], cols[2], cols.length > 3 ? cols[3] : ""));
        }
        return new KeywordTable(resource, entries);
    }

    /** A table with the same keywords in all languages (for tests and language-independent lists). */
    static KeywordTable of(String name, List<String> keywords) {
        List<Entry> entries = new ArrayList<>();
        for (String k : keywords) {
            entries.add(new Entry(entries.size(), k, k, k, ""));
        }
        return new KeywordTable(name, entries);
    }

    /**
     * The tables of a resource split into sections, each starting with a line "## key ..." (the
     * key is the first word after the hashes).
     */
    static java.util.Map<String, KeywordTable> loadSections(String resource) {
        java.util.Map<String, List<Entry>> sections = new java.util.LinkedHashMap<>();
        List<Entry> current = null;
        for (String line : readLines(resource)) {
            if (line.startsWith("##")) {
                String key = line.substring(2).strip().split("\\s+")[0];
                current = sections.computeIfAbsent(key, k -> new ArrayList<>());
            } else if (!isComment(line) && current != null) {
                String[] cols = line.split("\t", -1);
                current.add(new Entry(current.size(), cols[0], cols[1], cols[2], cols.length > 3 ? cols[3] : ""));
            }
        }
        java.util.Map<String, KeywordTable> tables = new java.util.LinkedHashMap<>();
        sections.forEach((key, entries) -> tables.put(key, new KeywordTable(resource + "#" + key, entries)));
        return tables;
    }

    /** A comment line: blank, "# ..." or "##..." (a bare '#' may start a keyword such as "#C"). */
    static boolean isComment(String line) {
        return line.isBlank() || line.equals("#") || line.startsWith("# ") || line.startsWith("##");
    }

    /** Non-comment rows of a tab-separated resource next to this class. */
    static List<String[]> readRows(String resource) {
        List<String[]> rows = new ArrayList<>();
        for (String line : readLines(resource)) {
            if (!isComment(line)) {
                rows.add(line.split("\t", -1));
            }
        }
        return rows;
    }

    private static List<String> readLines(String resource) {
        List<String> lines = new ArrayList<>();
        try (InputStream in = KeywordTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    List<Entry> entries() {
        return entries;
    }

    /**
     * Popeye's unique-prefix rule: the token matches a keyword it is a prefix of (ignoring case).
     * Scanning in table order, a first match as long as the token is taken at once; otherwise a
     * single match is taken, and a second match makes the token ambiguous.
     */
    Match lookup(String token, Language language) {
        if (token.isEmpty()) {
            return Match.UNKNOWN;
        }
        String t = token.toLowerCase(Locale.ROOT);
        Entry found = null;
        for (Entry e : entries) {
            String k = e.in(language).toLowerCase(Locale.ROOT);
            if (k.startsWith(t)) {
                if (found != null) {
                    return Match.AMBIGUOUS;
                }
                if (k.length() == t.length()) {
                    return new Match(e, false);
                }
                found = e;
            }
        }
        return found == null ? Match.UNKNOWN : new Match(found, false);
    }

    /** Entry whose keyword in the language equals the token exactly (ignoring case), or null. */
    Entry exact(String token, Language language) {
        for (Entry e : entries) {
            if (e.in(language).equalsIgnoreCase(token)) {
                return e;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name;
    }
}
