package feerie.output;

import feerie.condition.VariantWords;
import feerie.problem.ConditionSpec;
import feerie.problem.Language;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A condition as Popeye writes it (under the diagram and in a twin's heading): a Circe-family
 * condition as its base name and its variants, a traditional name spelt out ({@code PWC} is
 * "Circe Platzwechsel" in German, {@code MarsMirrorCirce} "MarsCirce Mirror"), the variants in
 * Popeye's fixed order, a default variant left out ({@code RexInclusive} for MarsCirce); any other
 * condition as its name and the words written after it.
 */
public final class ConditionText {
    private ConditionText() {}

    /** The bases of the Circe family, with whether kings take part by default. */
    private static final Map<String, Boolean> BASES = Map.of("Circe", false, "AntiCirce", true, "MarsCirce", true,
            "AntiMarsCirce", true, "ImmunChess", false);

    /** Traditional names as base and variants (Popeye's manual, "traditional condition names"). */
    private static final Map<String, String> TRADITIONAL = Map.ofEntries(
            Map.entry("MirrorCirce", "Circe Mirror"), Map.entry("PWC", "Circe PWC"),
            Map.entry("CouscousCirce", "Circe Couscous"), Map.entry("ChameleonCirce", "Circe Chameleon"),
            Map.entry("EquipollentsCirce", "Circe Equipollents"), Map.entry("FileCirce", "Circe File"),
            Map.entry("DiagramCirce", "Circe Diagram"), Map.entry("ParrainCirce", "Circe Parrain"),
            Map.entry("ContraParrain", "Circe ContraParrain"), Map.entry("SymmetryCirce", "Circe Symmetry"),
            Map.entry("VerticalSymmetryCirce", "Circe VerticalSymmetry"),
            Map.entry("HorizontalSymmetryCirce", "Circe HorizontalSymmetry"),
            Map.entry("MirrorFileCirce", "Circe File Mirror"), Map.entry("AntipodeanCirce", "Circe Antipodes"),
            Map.entry("MirrorCirceClone", "Circe Mirror Clone"), Map.entry("SuperCirce", "Circe Super"),
            Map.entry("CirceClone", "Circe Clone"), Map.entry("FrischAufCirce", "Circe Frischauf"),
            Map.entry("DiametralCirce", "Circe Diametral"), Map.entry("MirrorCouscousCirce", "Circe Couscous Mirror"),
            Map.entry("CirceAssassin", "Circe Assassin"), Map.entry("CirceTurncoats", "Circe Turncoats"),
            Map.entry("CirceDoubleAgents", "Circe Mirror Turncoats"), Map.entry("CageCirce", "Circe Cage"),
            Map.entry("CirceTake&Make", "Circe Take&Make"), Map.entry("VerticalMirrorCirce", "Circe VerticalMirror"),
            Map.entry("AprilChess", "Circe Super April"), Map.entry("MirrorAntiCirce", "AntiCirce Mirror"),
            Map.entry("DiagramAntiCirce", "AntiCirce Diagram"), Map.entry("FileAntiCirce", "AntiCirce File"),
            Map.entry("SymmetryAntiCirce", "AntiCirce Symmetry"), Map.entry("MirrorFileAntiCirce", "AntiCirce File Mirror"),
            Map.entry("AntipodeanAntiCirce", "AntiCirce Antipodes"),
            Map.entry("EquipollentsAntiCirce", "AntiCirce Equipollents"), Map.entry("AntiCloneCirce", "AntiCirce Clone"),
            Map.entry("AntiSuperCirce", "AntiCirce Super"), Map.entry("MarsMirrorCirce", "MarsCirce Mirror"),
            Map.entry("AntiMarsMirrorCirce", "AntiMarsCirce Mirror"),
            Map.entry("AntiMarsAntipodeanCirce", "AntiMarsCirce Antipodes"),
            Map.entry("MirrorImmunChess", "ImmunChess Mirror"), Map.entry("FileImmunChess", "ImmunChess File"),
            Map.entry("DiagramImmunChess", "ImmunChess Diagram"), Map.entry("MirrorFileImmunChess", "ImmunChess File Mirror"),
            Map.entry("SymmetryImmunChess", "ImmunChess Symmetry"), Map.entry("AntipodeanImmunChess", "ImmunChess Antipodes"),
            Map.entry("EquipollentsImmunChess", "ImmunChess Equipollents"));

    /** The order in which Popeye writes the variants (Rex comes last, only when not the default). */
    private static final List<String> ORDER = List.of("PWC", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry",
            "Diagram", "Cage", "Rank", "File", "Couscous", "Antipodes", "Take&Make", "Super", "CaptureSquare", "April",
            "Equipollents", "ContraParrain", "Parrain", "WaitCapture", "Mirror", "Assassin", "Strict", "Relaxed",
            "Parachute", "Volcanic", "Diametral", "VerticalMirror", "Clone", "Einstein", "ReversalEinstein", "Chameleon",
            "Turncoats", "Frischauf", "Cheylan", "RexInclusive", "RexExclusive", "LastMove", "Calvet");

    private static final List<String> ALL_VARIANTS = VariantWords.all();

    /** Popeye's order of the orthodox walks, from which a chain of walks is written. */

    /**
     * A Chameleon Circe list of walks ({@code s q r b s}: each becomes the next) as Popeye writes
     * it: from the first walk (in its order of walks) that changes, along the changes until a walk
     * comes round again, in the problem's language; null when a word is no piece code.
     */
    private static String chain(List<String> codes, Language l) {
        var catalogue = feerie.piece.Catalogue.standard();
        Map<String, String> next = new java.util.LinkedHashMap<>();
        for (int i = 0; i + 1 < codes.size(); i++) {
            var a = catalogue.byCode("en", codes.get(i));
            var b = catalogue.byCode("en", codes.get(i + 1));
            if (a == null || b == null) return null;
            next.putIfAbsent(a.id(), b.id());
        }
        // from the first walk in Popeye's order of walks
        String start = next.keySet().stream().min(Comparator.comparingInt(feerie.piece.WalkOrder::rank)).orElseThrow();
        String language = l.tag();
        StringBuilder sb = new StringBuilder();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String id = start; id != null; id = seen.add(id) ? next.get(id) : null) {
            if (sb.length() > 0) sb.append("->");
            sb.append(catalogue.byId(id).code(language).toUpperCase(java.util.Locale.ROOT));
        }
        return sb.toString();
    }

    /** The base condition of {@code spec} (its own name outside the Circe family). */
    /**
     * Does Popeye write this condition otherwise than its name and words as read: a traditional
     * name as base and variants, a Circe-family base with its variants in its own order and spelling?
     */
    public static boolean rewritten(ConditionSpec spec) {
        return TRADITIONAL.containsKey(spec.name()) || BASES.containsKey(spec.name()) || numberedType(spec) != null
                || SQUARES_FROM_BOARD.contains(spec.name()) || spec.name().equals("PromOnly") || spec.name().equals("Imitator")
                || spec.name().equals("Sentinelles") || spec.name().equals("ChameleonSequence")
                || spec.name().equals("BGL") && spec.words().size() == 2;
    }

    /**
     * The conditions whose squares Popeye writes from its board, a1 to h8 rank by rank, once each,
     * whatever the input's order ("MagicSquares a6h6a3h3": "a3 h3 a6 h6"; "WhitePromSquares h1a4a4":
     * "h1 a4"; "WhiteForcedSquare e5c3c3": "c3 e5", py 4.104).
     */
    private static final java.util.Set<String> SQUARES_FROM_BOARD = java.util.Set.of("Wormholes", "MagicSquares",
            "WhitePromSquares", "BlackPromSquares", "WhiteForcedSquare", "BlackForcedSquare",
            "WhiteConsequentForcedSquare", "BlackConsequentForcedSquare");

    /** The squares of {@code spec}'s words in board order, each once, each after a blank; words that are not squares skipped. */
    private static String squaresFromBoard(ConditionSpec spec) {
        List<String> squares = new ArrayList<>();
        for (String w : spec.words()) {
            if (!w.matches("([a-zA-Z][0-9]+)+")) continue;
            for (java.util.regex.Matcher m = java.util.regex.Pattern.compile("[a-zA-Z][0-9]+").matcher(w); m.find(); ) {
                String q = m.group().toLowerCase(java.util.Locale.ROOT);
                if (!squares.contains(q)) squares.add(q);
            }
        }
        squares.sort(Comparator.comparingInt((String q) -> Integer.parseInt(q.substring(1))).thenComparing(q -> q.substring(0, 1)));
        StringBuilder sb = new StringBuilder();
        for (String q : squares) sb.append(' ').append(q);
        return sb.toString();
    }

    private static final List<String> SENTINELLES_WORDS = List.of("PionPropre", "PionAdvers", "PionNeutre", "MaximumBlack",
            "MaximumWhite", "MaximumTotal", "ParaSentinelles", "Berolina");

    /**
     * Sentinelles as Popeye writes it, whatever the order of the words: "Para" before the name,
     * then Berolina, the kind of pawn after two blanks, the maximum numbers of pawns when not 8
     * and 16 ("ParaSentinelles Berolina  PionAdvers 4/8 //12", py 4.104); null for a word unknown.
     */
    private static String sentinelles(ConditionSpec spec, Language l) {
        boolean para = false, berolina = false;
        String pawns = null;
        int white = 8, black = 8, total = 16;
        List<String> words = spec.words();
        for (int i = 0; i < words.size(); i++) {
            String v = VariantWords.english(words.get(i), SENTINELLES_WORDS);
            if (v == null) return null;
            switch (v) {
                case "PionPropre" -> pawns = null;
                case "PionAdvers", "PionNeutre" -> pawns = v;
                case "ParaSentinelles" -> para = true;
                case "Berolina" -> berolina = true;
                default -> {
                    if (i + 1 >= words.size() || !words.get(i + 1).matches("\\d+")) return null;
                    int n = Integer.parseInt(words.get(++i));
                    if (v.equals("MaximumWhite")) white = n;
                    else if (v.equals("MaximumBlack")) black = n;
                    else total = n;
                }
            }
        }
        StringBuilder sb = new StringBuilder(para ? "Para" : "").append(Vocabulary.conditionWord("Sentinelles", l));
        if (berolina) sb.append(" Berolina");
        if (pawns != null) sb.append("  ").append(VariantWords.inLanguage(pawns, l.column()));
        if (white != 8 || black != 8) sb.append(' ').append(white).append('/').append(black);
        if (total != 16) sb.append(" //").append(total);
        return sb.toString();
    }

    /**
     * MagicSquares: Type2 after the name (Type1, the default, unwritten), then the squares from the
     * board ("f6c7 type2" is written "MagicSquares Type2 f6 c7", py 4.104; "MagischeFelder Typ2 f8
     * g8", BEISPIEL-anticir-57).
     */
    private static String magicSquares(ConditionSpec spec, Language l) {
        StringBuilder sb = new StringBuilder(Vocabulary.conditionWord("MagicSquares", l));
        if (spec.words().stream().anyMatch(w -> "Type2".equals(VariantWords.english(w, List.of("Type1", "Type2")))))
            sb.append(l == Language.GERMAN ? " Typ2" : " Type2");
        return sb.append(squaresFromBoard(spec)).toString();
    }

    /** Imitator: its squares one by one in the input's order ("c5a4" is written "c5 a4", py 4.104). */
    private static String imitator(ConditionSpec spec, Language l) {
        StringBuilder sb = new StringBuilder(Vocabulary.conditionWord("Imitator", l));
        for (String w : spec.words())
            for (int i = 0; i + 1 < w.length(); i += 2) sb.append(' ').append(w.substring(i, i + 2).toLowerCase(java.util.Locale.ROOT));
        return sb.toString();
    }

    /**
     * SingleBox and RepublicanChess: their type (SingleBox's default Type1, Republican's Type2), which Popeye
     * writes four blanks after the name, in the output language ("SingleBox    Type1",
     * "RepublicanerSchach    Typ2"); null for the other conditions.
     */
    private static String numberedType(ConditionSpec spec) {
        boolean republican = spec.name().equals("RepublicanChess");
        if (!republican && !spec.name().equals("SingleBox")) return null;
        String type = republican ? "Type2" : "Type1";
        for (String w : spec.words()) {
            String v = VariantWords.english(w, List.of("Type1", "Type2", "Type3"));
            if (v != null) type = v;
        }
        return type;
    }

    /** The variants a traditional name stands for ("MirrorFileCirce": Mirror, File); none for another name. */
    static List<String> traditionalVariants(String name) {
        String t = TRADITIONAL.get(name);
        return t == null ? List.of() : List.of(t.substring(t.indexOf(' ') + 1).split(" "));
    }

    public static String base(ConditionSpec spec) {
        String t = TRADITIONAL.get(spec.name());
        return t == null ? spec.name() : t.substring(0, t.indexOf(' '));
    }

    /** How Popeye writes {@code spec} in language {@code l}. */
    public static String of(ConditionSpec spec, Language l) {
        String base = base(spec);
        // KoeKo with another neighbourhood: the leaper's code before the name ("S-KoeKo")
        if (spec.name().equals("KoeKo") && spec.words().size() == 2 && !spec.words().get(1).equalsIgnoreCase("k"))
            return spec.words().get(1).toUpperCase(java.util.Locale.ROOT) + "-" + Vocabulary.conditionWord(base, l);
        if (SQUARES_FROM_BOARD.contains(spec.name()) && !spec.name().equals("MagicSquares"))
            return Vocabulary.conditionWord(base, l) + squaresFromBoard(spec);
        // BGL's two budgets, White's and Black's, as one word ("BGL -/29", py 4.104)
        if (spec.name().equals("BGL") && spec.words().size() == 2)
            return Vocabulary.conditionWord(base, l) + " " + spec.words().get(0) + "/" + spec.words().get(1);
        if (spec.name().equals("Imitator")) return imitator(spec, l);
        if (spec.name().equals("MagicSquares")) return magicSquares(spec, l);
        if (spec.name().equals("Sentinelles")) {
            String s = sentinelles(spec, l);
            if (s != null) return s;
        }
        String type = numberedType(spec);
        if (type != null)
            return Vocabulary.conditionWord(base, l) + "    " + (l == Language.GERMAN ? type.replace("Type", "Typ") : type);
        Boolean rexDefault = BASES.get(base);
        StringBuilder sb = new StringBuilder(Vocabulary.conditionWord(base, l));
        // Popeye writes LastCapture's unit nowhere (EXAMPLES-lastcap-01)
        if (spec.name().equals("LastCapture")) return sb.toString();
        // nor Immobilio's walks (py 4.104: "Immobilio S B" is written "Immobilio")
        if (spec.name().equals("Immobilio")) return sb.toString();
        if (rexDefault == null && spec.name().equals("ChameleonSequence") && spec.words().size() > 1) {
            // a chain of walks, closed as the condition closes it ("ChameleonSequence Q->R->B->S->Q")
            List<String> codes = new ArrayList<>(spec.words());
            String last = codes.get(codes.size() - 1);
            if (!codes.subList(0, codes.size() - 1).contains(last)) codes.add(codes.get(0));
            String chained = chain(codes, l);
            if (chained != null) return sb.append(' ').append(chained).toString();
        }
        if (spec.name().equals("PromOnly") && !spec.words().isEmpty()
                && spec.words().stream().noneMatch(w -> w.contains("/"))) {
            // the promotion pieces upper case, in Popeye's order of walks ("promonly q r b s em":
            // "PromOnly Q S R B EM", py 4.104)
            List<feerie.piece.PieceType> pieces = new ArrayList<>();
            for (String w : spec.words()) {
                var t = feerie.piece.Catalogue.standard().byCode("en", w);
                if (t == null) return sb.append(' ').append(String.join(" ", spec.words())).toString();
                if (!pieces.contains(t)) pieces.add(t);
            }
            pieces.sort(Comparator.comparingInt(feerie.piece.WalkOrder::rank));
            String language = l.tag();
            for (var t : pieces) sb.append(' ').append(t.code(language).toUpperCase(java.util.Locale.ROOT));
            return sb.toString();
        }
        if (rexDefault == null && spec.name().equals("Football") && !spec.words().isEmpty()) {
            // the bench in Popeye's order of walks, in the problem's language ("Football S R B")
            var catalogue = feerie.piece.Catalogue.standard();
            List<feerie.piece.PieceType> bench = new ArrayList<>();
            for (String w : spec.words()) {
                var t = catalogue.byCode("en", w);
                if (t == null) return sb.append(' ').append(String.join(" ", spec.words())).toString();
                if (!bench.contains(t)) bench.add(t);
            }
            bench.sort(Comparator.comparingInt(feerie.piece.WalkOrder::rank));
            String language = l.tag();
            for (var t : bench) sb.append(' ').append(t.code(language).toUpperCase(java.util.Locale.ROOT));
            return sb.toString();
        }
        if (rexDefault == null) {
            // a variant word is written as Popeye spells it in the problem's language, even when
            // abbreviated ("isardam rexincl": "Isardam RexInclusive"); other words as written
            for (String w : spec.words()) {
                String e = VariantWords.english(w);
                // an abbreviation only when long enough not to be a piece code or a square
                if (e == null && w.length() >= 4 && !w.matches(".*\\d.*")) e = VariantWords.english(w, ALL_VARIANTS);
                sb.append(' ').append(e == null ? w : VariantWords.inLanguage(e, l.column()));
            }
            return sb.toString();
        }
        List<String> known = new ArrayList<>();
        List<String> other = new ArrayList<>();
        String t = TRADITIONAL.get(spec.name());
        if (t != null) for (String w : t.substring(t.indexOf(' ') + 1).split(" ")) known.add(w);
        for (String w : spec.words()) {
            String e = VariantWords.english(w, ORDER);
            if (e == null) other.add(w);
            else if (!known.contains(e)) known.add(e);
        }
        // defaults are not written: the kings' part, Circe's relaxed and the others' strict rule, Calvet
        known.remove(rexDefault ? "RexInclusive" : "RexExclusive");
        known.remove(base.equals("Circe") ? "Relaxed" : "Strict");
        known.remove("Calvet");
        known.remove("LastMove");
        known.sort(Comparator.comparingInt(ORDER::indexOf));
        for (String w : known) {
            sb.append(' ').append(VariantWords.inLanguage(w, l.column()));
            // Chameleon's own cycle of walks, as a chain: "Circe Chameleon Q->R->B->S->Q"
            if (w.equals("Chameleon") && !other.isEmpty() && chain(other, l) != null) {
                sb.append(' ').append(chain(other, l));
                other.clear();
            }
        }
        other.forEach(w -> sb.append(' ').append(w));
        return sb.toString();
    }
}
