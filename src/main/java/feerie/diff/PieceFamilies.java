package feerie.diff;

import java.util.List;
import java.util.Random;

/**
 * Pieces a composer puts in each other's place: the orthodox pieces, the leapers, the riders,
 * the hoppers, the Chinese pieces and lions, the pawns. Popeye's English codes; every piece here
 * is one Popeye and Féerie both know.
 */
final class PieceFamilies {
    private static final List<List<String>> FAMILIES = List.of(
            List.of("q", "r", "b", "s"),
            List.of("s", "z", "ca", "gi", "al", "fe", "da", "wa"),
            List.of("q", "r", "b", "n", "ro"),
            List.of("g", "g2", "g3", "ka", "nh", "eq"),
            List.of("le", "li", "pa", "va", "ma", "mo"),
            List.of("p", "bp"));

    private PieceFamilies() {
    }

    /** Another piece of one of {@code kind}'s families, or null if it has none here. */
    static String sibling(String kind, Random r) {
        List<List<String>> mine = FAMILIES.stream().filter(f -> f.contains(kind)).toList();
        if (mine.isEmpty()) return null;
        List<String> family = mine.get(r.nextInt(mine.size()));
        String other;
        do {
            other = family.get(r.nextInt(family.size()));
        } while (other.equals(kind));
        return other;
    }
}
