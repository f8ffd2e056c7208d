package feerie.input;

import feerie.problem.ConditionSpec;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The squares the condition Hole takes out of the board, by name ("a8", "h8"): its words run
 * together as one list of squares ("a8b8c8", or "a8 b8 c8").
 */
public final class Holes {
    private Holes() {
    }

    /** The holes of {@code conditions} (empty without the condition Hole). */
    public static Set<String> of(List<ConditionSpec> conditions) {
        Set<String> holes = new LinkedHashSet<>();
        for (ConditionSpec c : conditions) {
            if (!c.name().equals("Hole")) continue;
            String all = String.join("", c.words()).toLowerCase(Locale.ROOT);
            for (int i = 0; i + 1 < all.length(); i += 2) holes.add(all.substring(i, i + 2));
        }
        return holes;
    }
}
