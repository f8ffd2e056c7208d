package feerie.problem;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Solving options of a problem: canonical English option name (as in the language reference, e.g.
 * "Try", "Defence", "Variations", "EnPassant") to its arguments as written (numbers, lower-case
 * squares, or "n:m:..." move numbers). An option given twice keeps the concatenation of its
 * arguments (CastlingMutuallyExclusive may be repeated with one pair of squares each time).
 * Names are compared ignoring case.
 */
public final class Options {
    public static final Options NONE = new Options(Map.of());

    private final Map<String, List<String>> byName;

    public Options(Map<String, List<String>> byName) {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        byName.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        this.byName = Collections.unmodifiableMap(copy);
    }

    public boolean has(String name) {
        return key(name) != null;
    }

    /** Arguments of the option, empty if it has none or is absent. */
    public List<String> args(String name) {
        String k = key(name);
        return k == null ? List.of() : byName.get(k);
    }

    /** First argument as an int, or the default if the option is absent or has no argument. */
    public int intArg(String name, int dflt) {
        List<String> a = args(name);
        return a.isEmpty() ? dflt : Integer.parseInt(a.get(0));
    }

    /** Option names in input order. */
    public Set<String> names() {
        return byName.keySet();
    }

    public Map<String, List<String>> asMap() {
        return byName;
    }

    private String key(String name) {
        if (byName.containsKey(name)) {
            return name;
        }
        for (String k : byName.keySet()) {
            if (k.equalsIgnoreCase(name)) {
                return k;
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && byName.equals(other.byName);
    }

    @Override
    public int hashCode() {
        return byName.hashCode();
    }

    @Override
    public String toString() {
        return byName.toString();
    }
}
