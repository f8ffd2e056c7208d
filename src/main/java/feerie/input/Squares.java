package feerie.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Square names: a file letter a..p and a rank 1..16, so boards up to 16x16 can be described.
 * Several squares may be written together ("a1e8"); a rank has two digits only when the second
 * digit keeps it at most 16, which is unambiguous because the next square starts with a letter.
 */
final class Squares {
    static final int MAX_FILES = 16;
    static final int MAX_RANKS = 16;

    private Squares() {
    }

    /** The squares of a square list in lower case, or null if the text is not a square list. */
    static List<String> parseList(String text) {
        String s = text.toLowerCase(Locale.ROOT);
        List<String> result = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char file = s.charAt(i);
            if (file < 'a' || file >= 'a' + MAX_FILES || i + 1 >= s.length() || !isDigit(s.charAt(i + 1))) {
                return null;
            }
            int rank = s.charAt(i + 1) - '0';
            int end = i + 2;
            if (end < s.length() && isDigit(s.charAt(end)) && rank * 10 + (s.charAt(end) - '0') <= MAX_RANKS) {
                rank = rank * 10 + (s.charAt(end) - '0');
                end++;
            }
            if (rank < 1) {
                return null;
            }
            result.add(s.substring(i, end));
            i = end;
        }
        return result.isEmpty() ? null : result;
    }

    /** A single square in lower case, or null. */
    static String parseOne(String text) {
        List<String> l = parseList(text);
        return l != null && l.size() == 1 ? l.get(0) : null;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static String name(int file, int rank) {
        return (char) ('a' + file) + Integer.toString(rank + 1);
    }
}
