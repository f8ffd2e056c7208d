package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.List;

/**
 * The legality family (conditions on which moves are legal and on observation), by name, with
 * the words that may follow them; null for a name of another family.
 */
public final class LegalityConditions {
    private LegalityConditions() {}

    /**
     * The record several lines of this family make one condition of, as Popeye reads them (one
     * flag and one set of variables per condition), or null: Isardam and Madrasi.
     */
    public static String record(String name) {
        return name.equals("Isardam") || name.equals("Madrasi") ? name : null;
    }

    /**
     * The one condition several lines of a {@link #record} make: each Isardam line sets the type
     * anew (TypeA unless it says TypeB: the last line's counts), RexInclusive stays once a line
     * said it (py 4.104: "Isardam" then "Isardam TypeB" is Isardam TypeB; "Isardam RexInclusive"
     * then "Isardam" is Isardam RexInclusive).
     */
    public static Condition of(List<feerie.problem.ConditionSpec> lines) {
        String name = lines.get(0).name();
        boolean typeB = false, rexInclusive = false;
        for (feerie.problem.ConditionSpec line : lines) {
            List<String> f = name.equals("Isardam") ? flags(name, line.words(), List.of("TypeB", "RexInclusive"))
                    : flags(name, line.words(), List.of("RexInclusive"));
            typeB = f.contains("TypeB");
            rexInclusive |= f.contains("RexInclusive");
        }
        return name.equals("Isardam") ? new Isardam(typeB, rexInclusive) : new Madrasi(rexInclusive);
    }

    /** The condition named {@code name} (English) with its words, or null if it is not of this family. */
    public static Condition of(String name, List<String> words) {
        return switch (name) {
            case "ChecklessChess" -> plain(name, words, new ChecklessChess());
            // Maximummer without a side: the defending side, Black unless RuleSelection says otherwise
            case "Maximummer", "BlackMaximummer" -> new Mummer(name, Side.BLACK, true, ultra(name, words));
            case "WhiteMaximummer" -> new Mummer(name, Side.WHITE, true, ultra(name, words));
            case "BlackMinimummer" -> new Mummer(name, Side.BLACK, false, ultra(name, words));
            case "WhiteMinimummer" -> new Mummer(name, Side.WHITE, false, ultra(name, words));
            case "BlackMustCapture" -> new MustCapture(name, Side.BLACK, ultra(name, words));
            case "WhiteMustCapture" -> new MustCapture(name, Side.WHITE, ultra(name, words));
            case "NoCapture" -> plain(name, words, new NoCapture(name, true, true));
            case "NoWhiteCapture" -> plain(name, words, new NoCapture(name, true, false));
            case "NoBlackCapture" -> plain(name, words, new NoCapture(name, false, true));
            case "NormalPawn" -> plain(name, words, new NormalPawn());
            case "NoWhitePromotion" -> plain(name, words, new NoPromotion(name, Side.WHITE));
            case "NoBlackPromotion" -> plain(name, words, new NoPromotion(name, Side.BLACK));
            case "Madrasi" -> new Madrasi(flags(name, words, List.of("RexInclusive")).contains("RexInclusive"));
            case "Isardam" -> {
                List<String> f = flags(name, words, List.of("TypeB", "RexInclusive"));
                yield new Isardam(f.contains("TypeB"), f.contains("RexInclusive"));
            }
            case "SAT", "StrictSAT" -> sat(name, words);
            case "Disparate" -> plain(name, words, new Disparate());
            case "BlackSynchronMover" -> plain(name, words, new SynchronMover(name, Side.BLACK, false));
            case "WhiteSynchronMover" -> plain(name, words, new SynchronMover(name, Side.WHITE, false));
            case "BlackAntiSynchronMover" -> plain(name, words, new SynchronMover(name, Side.BLACK, true));
            case "WhiteAntiSynchronMover" -> plain(name, words, new SynchronMover(name, Side.WHITE, true));
            case "BlackUltraSchachZwang" -> plain(name, words, new UltraSchachZwang(name, Side.BLACK));
            case "WhiteUltraSchachZwang" -> plain(name, words, new UltraSchachZwang(name, Side.WHITE));
            case "BGL" -> bgl(name, words);
            case "ExclusiveChess" -> {
                if (!words.equals(List.of("#"))) throw new UnknownConditionException(name + " for goal " + String.join(" ", words));
                yield new ExclusiveChess();
            }
            case "EiffelChess" -> plain(name, words, new EiffelChess());
            case "Patrouille" -> plain(name, words, new Patrouille(false));
            case "UltraPatrol" -> plain(name, words, new Patrouille(true));
            case "BlackEdgeMover" -> plain(name, words, new EdgeMover(name, Side.BLACK));
            case "WhiteEdgeMover" -> plain(name, words, new EdgeMover(name, Side.WHITE));
            case "GridChess" -> GridChess.of(name, words);
            case "PatienceChess" -> plain(name, words, new PatienceChess());
            case "Immobilio" -> Immobilio.of(name, words);
            case "ContactGridChess" -> plain(name, words, new ContactGridChess());
            case "KoeKo" -> {
                KoeKo k = KoeKo.of(words);
                if (k == null) throw new UnknownConditionException(name + " " + String.join(" ", words));
                yield k;
            }
            case "LeseMajeste" -> plain(name, words, new LeseMajeste());
            case "ShieldedKings" -> plain(name, words, new ShieldedKings());
            case "Leffie" -> plain(name, words, new Leffie());
            case "BrunnerChess" -> plain(name, words, new Brunner());
            case "CentralChess" -> plain(name, words, new CentralChess());
            case "Tibet", "DoubleTibet" -> plain(name, words, new Tibet(name.startsWith("Double")));
            case "PADChess" -> {
                List<String> f = flags(name, words, List.of("Strict", "RexInclusive"));
                yield new PadChess(f.contains("Strict"), f.contains("RexInclusive"));
            }
            case "Pepo" -> plain(name, words, new Pepo());
            case "MAFF", "OWU" -> plain(name, words, new KingFlights(name.equals("OWU")));
            case "AMU" -> plain(name, words, new Amu());
            case "WhiteRoyalSquare", "BlackRoyalSquare" -> royalSquare(name, words);
            case "SuperGuards", "AntiGuards" -> plain(name, words, new Guards(name.startsWith("Anti")));
            case "Woozles", "BiWoozles", "Heffalumps", "BiHeffalumps" -> new Woozles(name, name.startsWith("Bi"),
                    name.endsWith("Heffalumps"), flags(name, words, List.of("RexExclusive")).isEmpty());
            case "WhiteForcedSquare", "BlackForcedSquare", "WhiteConsequentForcedSquare", "BlackConsequentForcedSquare" ->
                    new ForcedSquares(name, name.startsWith("White") ? Side.WHITE : Side.BLACK, squares(name, words), name.contains("Consequent"));
            case "PromOnly" -> PromOnly.of(name, words);
            case "Sentinelles" -> Sentinelles.of(name, words);
            case "BlackMaxDister", "BlackMinDister", "WhiteMaxDister", "WhiteMinDister" -> dister(name, words);
            case "DuellistChess" -> plain(name, words, new DuellistChess());
            case "FuddledMen" -> plain(name, words, new FuddledMen());
            case "MonochromChess", "BichromChess" -> plain(name, words, new Chromatic(name, name.startsWith("Mono")));
            case "Hole" -> new Hole(name, squares(name, words), false);
            case "HaanerChess" -> plain(name, words, new Hole(name, new int[0], true));
            case "PartialParalysis" -> plain(name, words, new PartialParalysis());
            case "BlackChecks" -> plain(name, words, new BlackChecks());
            case "WhitePromSquares", "BlackPromSquares" ->
                    new PromSquares(name, name.startsWith("White") ? Side.WHITE : Side.BLACK, squares(name, words));
            case "ProvocationChess" -> plain(name, words, new ProvocationChess());
            case "WhiteFollowMyLeader", "BlackFollowMyLeader" ->
                    plain(name, words, new FollowMyLeader(name, name.startsWith("White") ? Side.WHITE : Side.BLACK));
            case "AntiKoeko" -> {
                KoeKo k = KoeKo.of(words);
                if (k == null) throw new UnknownConditionException(name + " " + String.join(" ", words));
                yield new AntiKoeko(k);
            }
            case "NewKoeko" -> plain(name, words, new NewKoeko());
            case "HalfInChess" -> plain(name, words, new InChess(InChess.Kind.HALF));
            case "AllInChess" -> plain(name, words, new InChess(InChess.Kind.ALL));
            case "MainlyInChess" -> plain(name, words, new InChess(InChess.Kind.MAINLY));
            default -> null;
        };
    }

    /** A condition that takes no words. */
    private static Condition plain(String name, List<String> words, Condition c) {
        if (!words.isEmpty()) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return c;
    }

    /** Popeye's strictness word after a mummer or MustCapture: {@code Ultra} (true) or {@code exact}/nothing. */
    private static boolean ultra(String name, List<String> words) {
        List<String> f = flags(name, words, List.of("exact", "ultra"));
        if (f.contains("exact")) throw new UnknownConditionException(name + " exact");
        return f.contains("ultra");
    }

    /** The English forms of the words, each one of {@code allowed}. */
    private static List<String> flags(String name, List<String> words, List<String> allowed) {
        return words.stream().map(w -> {
            String v = VariantWords.english(w, allowed);
            if (v == null) throw new UnknownConditionException(name + " " + w);
            return v;
        }).toList();
    }

    /** White/BlackRoyalSquare and its one square. */
    private static Condition royalSquare(String name, List<String> words) {
        int[] sq = squares(name, words);
        if (sq.length != 2) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return new RoyalSquare(name, name.startsWith("White") ? feerie.piece.Side.WHITE : feerie.piece.Side.BLACK, sq[0], sq[1]);
    }

    /** A list of squares, written together or apart ({@code d7d8}, {@code a1 h8}), as file and rank pairs. */
    static int[] squares(String name, List<String> words) {
        String all = String.join("", words).toLowerCase(java.util.Locale.ROOT);
        var m = java.util.regex.Pattern.compile("([a-p])([1-9][0-9]?)").matcher(all);
        java.util.List<Integer> out = new java.util.ArrayList<>();
        int at = 0;
        while (m.find()) {
            if (m.start() != at) break;
            out.add(m.group(1).charAt(0) - 'a');
            out.add(Integer.parseInt(m.group(2)) - 1);
            at = m.end();
        }
        if (at != all.length() || out.isEmpty()) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** {@code BGL x y} (balances of White and Black, "-" none), {@code BGL x} (one shared), {@code BGL} (none). */
    private static Condition bgl(String name, List<String> words) {
        if (words.size() > 2) throw new UnknownConditionException(name + " " + String.join(" ", words));
        if (words.isEmpty()) return new Bgl(Position.UNLIMITED, Position.UNLIMITED, false);
        int white = money(name, words.get(0));
        if (words.size() == 1) return new Bgl(white, white, true);
        return new Bgl(white, money(name, words.get(1)), false);
    }

    /** "4.45" (or "4,45") to hundredths, "-" to unlimited. */
    private static int money(String name, String word) {
        if (word.equals("-")) return Position.UNLIMITED;
        try {
            return (int) Math.round(Double.parseDouble(word.replace(',', '.')) * 100);
        } catch (NumberFormatException e) {
            throw new UnknownConditionException(name + " " + word);
        }
    }

    /** Black-/White Max-/MinDister with the two squares of its reference units. */
    private static Condition dister(String name, List<String> words) {
        int[] squares = squares(name, words);
        if (squares.length != 4) throw new UnknownConditionException(name + " " + String.join(" ", words));
        return new Dister(name, name.startsWith("White") ? Side.WHITE : Side.BLACK, name.contains("Max"), squares);
    }

    /** {@code SAT}, {@code SAT x} (both sides), {@code SAT x y}. */
    private static Condition sat(String name, List<String> words) {
        boolean strict = name.equals("StrictSAT");
        if (words.isEmpty()) return new Sat(1, 1, strict);
        if (words.size() > 2) throw new UnknownConditionException(name + " " + String.join(" ", words));
        try {
            int white = Integer.parseInt(words.get(0)) + 1;
            int black = words.size() > 1 ? Integer.parseInt(words.get(1)) + 1 : white;
            return new Sat(white, black, strict);
        } catch (NumberFormatException e) {
            throw new UnknownConditionException(name + " " + String.join(" ", words));
        }
    }
}
