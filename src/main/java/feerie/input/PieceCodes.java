package feerie.input;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import feerie.problem.Language;

/** Popeye piece codes of the three languages (piece-codes.txt), translated to English codes. */
final class PieceCodes {
    private static final Map<Language, Map<String, String>> TO_ENGLISH = new HashMap<>();
    private static final Map<Language, Map<String, String>> FROM_ENGLISH = new HashMap<>();

    static {
        List<String[]> rows = KeywordTable.readRows("piece-codes.txt");
        for (Language l : Language.values()) {
            Map<String, String> to = new HashMap<>();
            Map<String, String> from = new HashMap<>();
            for (String[] r : rows) {
                to.put(r[l.column()], r[0]);
                from.put(r[0], r[l.column()]);
            }
            TO_ENGLISH.put(l, to);
            FROM_ENGLISH.put(l, from);
        }
    }

    private PieceCodes() {
    }

    /** English code for a code of the language (any case), or null if unknown. */
    static String toEnglish(String code, Language language) {
        return TO_ENGLISH.get(language).get(code.toLowerCase(Locale.ROOT));
    }

    /** Code in the language for an English code, or null if unknown. */
    static String fromEnglish(String englishCode, Language language) {
        return FROM_ENGLISH.get(language).get(englishCode.toLowerCase(Locale.ROOT));
    }

    /**
     * A piece kind as written in a twin's substitute command or a hunter part: a plain code or a
     * hunter "x/y"; returns the English form or null.
     */
    static String kindToEnglish(String written, Language language) {
        int slash = written.indexOf('/');
        if (slash < 0) {
            return toEnglish(written, language);
        }
        String a = toEnglish(written.substring(0, slash), language);
        String b = toEnglish(written.substring(slash + 1), language);
        return a == null || b == null ? null : a + "/" + b;
    }
}
