package feerie.output;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import feerie.problem.Colour;
import feerie.problem.Language;

/**
 * Language-dependent words of Popeye's output: piece codes, colour and attribute words, twinning
 * keywords and the fixed phrases of the solution text. The keyword tables are the reader's
 * resources (shared so that input and output never disagree about a word).
 */
public final class Vocabulary {
    private static final Map<String, String[]> PIECE_CODES = table("/feerie/input/piece-codes.txt");
    private static final Map<String, String[]> ATTRIBUTES = table("/feerie/input/attributes.txt");
    private static final Map<String, String[]> COLOURS = table("/feerie/input/colours.txt");
    private static final Map<String, String[]> TWINNING = table("/feerie/input/twinning.txt");
    private static final Map<String, String[]> OPTIONS = table("/feerie/input/options.txt");
    private static final Map<String, String[]> CONDITIONS = table("/feerie/input/conditions.txt");
    private static final Map<String, String[]> EXTRA_CONDITIONS = table("/feerie/input/conditions-extra.txt");

    /** Attribute names in Popeye's flag order, which is the order of the attribute lines under the diagram. */
    public static final List<String> ATTRIBUTE_ORDER = List.copyOf(ATTRIBUTES.keySet());

    private Vocabulary() {
    }

    /** Phrase printed after a key that threatens something (with its leading blank). */
    public static String threat(Language l) {
        return pick(l, " threat:", " Drohung:", " menace:");
    }

    /** Word introducing the refutation of a try. */
    public static String but(Language l) {
        return pick(l, "but", "Aber", "mais");
    }

    /** Phrase printed after a key without threat (with its leading blank). */
    public static String zugzwang(Language l) {
        return pick(l, " zugzwang.", " Zugzwang.", " blocus.");
    }

    /**
     * Popeye's notices about options that do not apply to the stipulation (the option is then
     * ignored), by name: WhiteToPlay, PostKeyPlay, Quodlibet, SetPlay, StopOnShortSolutions
     * in direct play, and Intelligent outside mate and stalemate in help and series play. Popeye's own words, in the problem's language.
     */
    public static String notice(Language l, feerie.solve.Notice n) {
        switch (n) {
            case WHITE_TO_PLAY: return pick(l, "WhiteToPlay not applicable - ignored", "WeissBeginnt nicht anwendbar - ignoriert", "ApparentSeul pas applicable - ignore");
            case POST_KEY_PLAY: return pick(l, "PostKeyPlay not applicable - ignored", "NachSchluessel nicht anwendbar - ignoriert", "ApresCle pas applicable - ignore");
            case QUODLIBET: return pick(l, "Quodlibet not applicable - ignored", "Quodlibet nicht anwendbar - ignoriert", "Quodlibet pas applicable - ignore");
            case STOP_ON_SHORT_IN_DIRECT_PLAY: return pick(l, "Option  StopOnShortSolutions  not supported with direct play.",
                    "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.",
                    "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.");
            case SET_PLAY: return pick(l, "SetPlay not applicable - ignored", "Satzspiel nicht anwendbar - ignoriert", "Apparent pas applicable - ignore");
            case INTELLIGENT_RESTRICTED: return pick(l,
                    "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.",
                    "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.",
                    "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans pieces feeriques.");
            case TRY_PLAY: return pick(l, "try play not applicable", "Verfuehrung nicht anwendbar", "jeu d'essai pas applicable");
            case THREAT: return pick(l, "Option \"Threat\" not applicable or indicated maximum threat length too big",
                    "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross",
                    "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande");
            default: throw new IllegalArgumentException(n.name());
        }
    }

    /** Closing line of the solving output. */
    public static String solutionFinished(Language l) {
        return pick(l, "solution finished.", "Loesung beendet.", "solution terminee.");
    }

    /** Printed when solving was interrupted (time limit, maximum number of solutions). */
    public static String partialSolution(Language l) {
        return pick(l, "Partial solution", "Partielle Loesung", "solution partielle");
    }

    public static String refutes(Language l) {
        return pick(l, "refutes.", "Widerlegt.", "Refute.");
    }

    /** Prefix of the solving time line (dropped by Popeye's -regression switch). */
    public static String time(Language l) {
        return pick(l, "Time = ", "Zeit = ", "Temps = ");
    }

    /** Word printed for the zero position of a twinned problem. */
    public static String zeroPosition(Language l) {
        return pick(l, "zeroposition", "NullStellung", "zeroposition");
    }

    /** Core of the statistics line of intelligent mode ("123 moegliche Stellungen in 2+2"). */
    public static String potentialPositions(Language l) {
        return pick(l, "potential positions in", "moegliche Stellungen in", "positions possibles dans");
    }

    /** Piece code in the language, upper case ("D" for the German queen, "GR" for a grasshopper). */
    public static String pieceCode(String englishKind, Language l) {
        int slash = englishKind.indexOf('/');
        if (slash >= 0) {
            return pieceCode(englishKind.substring(0, slash), l) + "/" + pieceCode(englishKind.substring(slash + 1), l);
        }
        String[] row = PIECE_CODES.get(englishKind.toLowerCase(Locale.ROOT));
        String code = row == null ? englishKind : row[l.column()];
        return code.toUpperCase(Locale.ROOT);
    }

    /** Colour word of the language ("Schwarz"). */
    public static String colourWord(Colour c, Language l) {
        return word(COLOURS, c == Colour.WHITE ? "White" : c == Colour.BLACK ? "Black" : "Neutral", l);
    }

    /** One-letter colour prefix used in twin lines and side effects: w/b/n, German w/s/n, French b/n/n. */
    public static String colourLetter(Colour c, Language l) {
        return colourWord(c, l).substring(0, 1).toLowerCase(Locale.ROOT);
    }

    /** Attribute word of the language for the canonical English name ("Koeniglich" for "Royal"). */
    public static String attributeWord(String englishAttribute, Language l) {
        return word(ATTRIBUTES, englishAttribute, l);
    }

    /** Popeye's short form of an attribute: the lower case of its word's capitals (Royal -> r, HalfNeutral -> hn). */
    public static String attributeLetters(String englishAttribute, Language l) {
        StringBuilder sb = new StringBuilder();
        for (char c : attributeWord(englishAttribute, l).toCharArray()) {
            if (Character.isUpperCase(c)) {
                sb.append(Character.toLowerCase(c));
            }
        }
        return sb.toString();
    }

    /** Twinning keyword of the language ("Drehung" for "rotate"). */
    public static String twinningWord(String english, Language l) {
        return word(TWINNING, english, l);
    }

    /** Option name of the language ("HalbDuplex" for "HalfDuplex"). */
    public static String optionWord(String english, Language l) {
        return word(OPTIONS, english, l);
    }

    /** Condition name of the language ("AliceSchach" for "AliceChess"). */
    public static String conditionWord(String english, Language l) {
        // the extra conditions in their own table (German "Laengstzueger", py 4.104)
        return word(extraCondition(english) ? EXTRA_CONDITIONS : CONDITIONS, english, l);
    }

    /**
     * Where Popeye writes a condition among the problem's (under the diagram and in a twin's
     * heading), whatever the input's order: first its two extra conditions, Maximummer then
     * UltraSchachZwang, then the others in the order of its table of conditions (py 4.104,
     * "condition Circe Maximummer": Maximummer, Circe); those it does not know last.
     */
    public static int conditionRank(String english) {
        if (english.equalsIgnoreCase("Maximummer")) return -2;
        if (english.equalsIgnoreCase("UltraSchachZwang")) return -1;
        int i = conditionIndex(english);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    /** Is this one of Popeye's extra conditions (kept apart from its table of conditions)? */
    public static boolean extraCondition(String english) {
        return english.equalsIgnoreCase("Maximummer") || english.equalsIgnoreCase("UltraSchachZwang");
    }

    /** The place of a condition in Popeye's table, the order in which it lists conditions (-1: unknown). */
    public static int conditionIndex(String english) {
        int i = 0;
        for (String name : CONDITIONS.keySet()) {
            if (name.equalsIgnoreCase(english)) return i;
            i++;
        }
        return -1;
    }

    private static String word(Map<String, String[]> table, String english, Language l) {
        for (Map.Entry<String, String[]> e : table.entrySet()) {
            if (e.getKey().equalsIgnoreCase(english)) {
                return e.getValue()[l.column()];
            }
        }
        return english;
    }

    private static String pick(Language l, String english, String german, String french) {
        return switch (l) {
            case ENGLISH -> english;
            case GERMAN -> german;
            case FRENCH -> french;
        };
    }

    /** Reads a tab-separated keyword table keyed by its English column, keeping table order. */
    private static Map<String, String[]> table(String resource) {
        Map<String, String[]> rows = new LinkedHashMap<>();
        try (InputStream in = Vocabulary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                // "#C" is a condition, not a comment (as in KeywordTable)
                if (!line.isBlank() && !line.equals("#") && !line.startsWith("# ") && !line.startsWith("##")) {
                    String[] cols = line.split("\t", -1);
                    rows.putIfAbsent(cols[0], cols);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
