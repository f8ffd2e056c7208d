package feerie.output;

import java.util.List;
import java.util.TreeSet;

import feerie.problem.Language;
import feerie.problem.Options;

/**
 * The caption line of option CastlingMutuallyExclusive: the option word and the excluded pairs of
 * rook squares (white rook square first). Popeye keeps the pairs as flags, so it prints each pair
 * once, ordered by the white rook (a1 before h1) and then the black rook (a8 before h8).
 */
final class CastlingExclusion {
    private static final String OPTION = "CastlingMutuallyExclusive";

    private CastlingExclusion() {
    }

    /** The line with its newline, or "" without the option. */
    static String line(Options options, Language language) {
        if (!options.has(OPTION)) {
            return "";
        }
        String squares = String.join("", options.args(OPTION)).replace(" ", "");
        TreeSet<String> pairs = new TreeSet<>();
        for (int i = 0; i + 4 <= squares.length(); i += 4) {
            String first = squares.substring(i, i + 2);
            String second = squares.substring(i + 2, i + 4);
            // the pair may be written with the black rook square first
            pairs.add(first.endsWith("1") ? first + second : second + first);
        }
        if (pairs.isEmpty()) {
            return "";
        }
        List<String> ordered = List.copyOf(pairs);
        return Vocabulary.optionWord(OPTION, language) + " " + String.join(" ", ordered) + "\n";
    }
}
