package feerie.stipulation;

/**
 * Play type of a stipulation: a series prefix ("", "ser-", "pser-" parry series, "phser-" help
 * parry series) combined with a basic kind ("" direct, "h" help, "s" self, "r" reflex, "semi-r",
 * "hs" help-self, "hr" help-reflex, "reci-h" reciprocal help).
 */
public enum PlayType {
    DIRECT("", ""),
    HELP("", "h"),
    SELF("", "s"),
    REFLEX("", "r"),
    SEMI_REFLEX("", "semi-r"),
    HELP_SELF("", "hs"),
    HELP_REFLEX("", "hr"),
    RECIPROCAL_HELP("", "reci-h"),

    SERIES_DIRECT("ser-", ""),
    SERIES_HELP("ser-", "h"),
    SERIES_SELF("ser-", "s"),
    SERIES_REFLEX("ser-", "r"),
    SERIES_SEMI_REFLEX("ser-", "semi-r"),
    SERIES_HELP_SELF("ser-", "hs"),
    SERIES_HELP_REFLEX("ser-", "hr"),
    SERIES_RECIPROCAL_HELP("ser-", "reci-h"),

    PARRY_SERIES_DIRECT("pser-", ""),
    PARRY_SERIES_HELP("pser-", "h"),
    PARRY_SERIES_SELF("pser-", "s"),
    PARRY_SERIES_REFLEX("pser-", "r"),
    PARRY_SERIES_SEMI_REFLEX("pser-", "semi-r"),
    PARRY_SERIES_HELP_SELF("pser-", "hs"),
    PARRY_SERIES_HELP_REFLEX("pser-", "hr"),
    PARRY_SERIES_RECIPROCAL_HELP("pser-", "reci-h"),

    HELP_PARRY_SERIES_DIRECT("phser-", ""),
    HELP_PARRY_SERIES_HELP("phser-", "h"),
    HELP_PARRY_SERIES_SELF("phser-", "s"),
    HELP_PARRY_SERIES_REFLEX("phser-", "r"),
    HELP_PARRY_SERIES_SEMI_REFLEX("phser-", "semi-r"),
    HELP_PARRY_SERIES_HELP_SELF("phser-", "hs"),
    HELP_PARRY_SERIES_HELP_REFLEX("phser-", "hr"),
    HELP_PARRY_SERIES_RECIPROCAL_HELP("phser-", "reci-h");

    private final String seriesPrefix;
    private final String basicPrefix;

    PlayType(String seriesPrefix, String basicPrefix) {
        this.seriesPrefix = seriesPrefix;
        this.basicPrefix = basicPrefix;
    }

    /** Full prefix as written before the goal, e.g. "ser-h". */
    public String prefix() {
        return seriesPrefix + basicPrefix;
    }

    /** "", "ser-", "pser-" or "phser-". */
    public String seriesPrefix() {
        return seriesPrefix;
    }

    /** The play type without its series prefix (SERIES_HELP gives HELP). */
    public PlayType basic() {
        return of("", basicPrefix);
    }

    public boolean isSeries() {
        return !seriesPrefix.isEmpty();
    }

    public boolean isParrySeries() {
        return seriesPrefix.equals("pser-") || seriesPrefix.equals("phser-");
    }

    /** Cooperative play (help, help-self, help-reflex, reciprocal help, and their series forms). */
    public boolean isHelp() {
        return basicPrefix.startsWith("h") || basicPrefix.equals("reci-h");
    }

    public static PlayType of(String seriesPrefix, String basicPrefix) {
        for (PlayType p : values()) {
            if (p.seriesPrefix.equals(seriesPrefix) && p.basicPrefix.equals(basicPrefix)) {
                return p;
            }
        }
        throw new IllegalArgumentException(seriesPrefix + basicPrefix);
    }
}
