package feerie.rules.variant;

import feerie.rules.Rules;
import java.util.List;
import java.util.Locale;

/** The rule sets by name, for the command line and the test data files. */
public final class RuleSets {
    private static final List<Rules> ALL = List.of(
            Rules.ORTHODOX, RacingKings.RULES, CourierDeLaDama.RULES, FuriousCourier.RULES);

    private RuleSets() {}

    /** The rule set of this name (any case; "chess" is orthodox); throws for an unknown name. */
    public static Rules byName(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        if (key.equals("chess")) return Rules.ORTHODOX;
        for (Rules r : ALL) if (r.name().equals(key)) return r;
        throw new IllegalArgumentException("unknown variant '" + name + "' (known: " + names() + ")");
    }

    /**
     * The game a condition of a problem selects (its canonical English name, as the reader gives
     * it: "RacingKings", "CourierDeLaDama", "FuriousCourier"), or null when the name is no game.
     */
    public static Rules byCondition(String englishName) {
        for (Rules r : ALL) {
            if (r != Rules.ORTHODOX && r.name().equalsIgnoreCase(englishName)) return r;
        }
        return null;
    }

    public static String names() {
        return String.join(", ", ALL.stream().map(Rules::name).toList());
    }
}
