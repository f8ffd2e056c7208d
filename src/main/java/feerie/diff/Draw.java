package feerie.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the generator draws from: the kinds of stipulation, the goals, the fairy pieces, and how
 * often a problem gets fairy pieces, twins and options. The default draws every kind of play and
 * a few well-known fairy pieces; a narrower draw points a differential run at one corner.
 *
 * @param kinds         stipulation kinds as Popeye writes them with {@code #} for the goal
 *                      ({@code #}, {@code s#}, {@code reci-h#}, ...); see {@link #KINDS}
 * @param goals         goals drawn in one problem of three (the others are mates)
 * @param fairyPieces   Popeye codes of the fairy pieces drawn
 * @param fairyPercent  share of problems with fairy pieces (one unit in three of such a problem is one)
 * @param twinPercent   share of problems with twins
 * @param optionPercent share of the usual share of each option (100: as by default, 0: none)
 */
public record Draw(List<String> kinds, List<String> goals, List<String> fairyPieces, int fairyPercent, int twinPercent,
                   int optionPercent) {
    /**
     * Every kind the generator knows, each once; the default draw weighs direct and help play
     * double (they are most of the problems composed).
     */
    public static final List<String> KINDS = List.of("#", "s#", "r#", "semi-r#", "h#", "hs#", "hr#", "reci-h#",
            "ser-h#", "ser-s#", "ser-r#", "ser-#", "pser-h#", "pser-s#", "pser-r#", "pser-#");
    private static final List<String> WEIGHTED = List.of("#", "#", "s#", "s#", "r#", "semi-r#", "h#", "h#", "hs#", "hr#",
            "reci-h#", "ser-h#", "ser-s#", "ser-r#", "ser-#", "pser-h#", "pser-s#", "pser-r#", "pser-#");
    /** Popeye's goals the generator may write (after the kind, before the number of moves). */
    public static final List<String> GOALS = List.of("#", "=", "+", "x", "==", "##", "##!", "%", "~", "00", "ep", "!=",
            "#=", "ct", "<>");
    private static final List<String> DEFAULT_GOALS = List.of("#", "#", "#", "#", "=", "+", "x", "==");
    /** A few fairy pieces of long standing: leapers, riders, hoppers, Chinese pieces. */
    public static final List<String> DEFAULT_PIECES = List.of("g", "n", "z", "ca", "li", "le", "pa", "va", "ro", "eq", "ka");

    public static final Draw DEFAULT = new Draw(WEIGHTED, DEFAULT_GOALS, DEFAULT_PIECES, 25, 20, 100);

    public Draw {
        if (kinds.isEmpty() || goals.isEmpty() || fairyPieces.isEmpty()) throw new IllegalArgumentException("empty draw");
        kinds = List.copyOf(kinds);
        goals = List.copyOf(goals);
        fairyPieces = List.copyOf(fairyPieces);
    }

    /**
     * The kinds named in {@code list} (comma-separated, e.g. "h#,reci-h#,ser-s#"; "all" for every
     * kind once), or an error naming the first unknown one.
     */
    public static List<String> kinds(String list) {
        if (list.equalsIgnoreCase("all")) return KINDS;
        List<String> out = new ArrayList<>();
        for (String k : split(list)) {
            if (!KINDS.contains(k)) throw new IllegalArgumentException("unknown stipulation kind '" + k + "' (known: "
                    + String.join(" ", KINDS) + ")");
            out.add(k);
        }
        return out;
    }

    /** The goals named in {@code list} ("all" for every goal of {@link #GOALS}). */
    public static List<String> goals(String list) {
        if (list.equalsIgnoreCase("all")) return GOALS;
        List<String> out = new ArrayList<>();
        for (String g : split(list)) {
            if (!GOALS.contains(g)) throw new IllegalArgumentException("unknown goal '" + g + "' (known: "
                    + String.join(" ", GOALS) + ")");
            out.add(g);
        }
        return out;
    }

    /**
     * Fairy piece codes from {@code list} (comma-separated Popeye codes), or "all": every piece
     * of {@code known} (Féerie's catalogue pieces that Popeye also has).
     */
    public static List<String> pieces(String list, Set<String> known) {
        if (list.equalsIgnoreCase("all")) return List.copyOf(known);
        List<String> out = new ArrayList<>();
        for (String p : split(list)) {
            if (!known.contains(p)) throw new IllegalArgumentException("unknown piece code '" + p + "'");
            out.add(p);
        }
        return out;
    }

    private static Set<String> split(String list) {
        Set<String> out = new LinkedHashSet<>();
        Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty()).forEach(out::add);
        if (out.isEmpty()) throw new IllegalArgumentException("empty list");
        return out;
    }
}
