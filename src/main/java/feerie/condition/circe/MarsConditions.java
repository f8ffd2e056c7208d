package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import java.util.List;

/**
 * The named forms of {@link MarsCirce} and {@link ImmunChess} with the words that may follow them
 * (Popeye's manual: {@code MarsMirrorCirce} is {@code MarsCirce Mirror}, {@code FileImmunChess}
 * is {@code ImmunChess File}, ...). Registered in {@link feerie.condition.Conditions}.
 */
public final class MarsConditions {
    private MarsConditions() {}

    private static final List<String> WORDS = List.of("RexInclusive", "RexExclusive", "Mirror", "File", "Symmetry",
            "VerticalSymmetry", "HorizontalSymmetry", "Antipodes", "Equipollents", "Strict");

    /** The condition named {@code name} (English) with its words, or null if it is none of these. */
    public static Condition of(String name, List<String> words) {
        if (name.equals("PhantomChess")) return phantom(name, words);
        boolean mars = false, anti = false, mirror = false;
        RebirthSquare where = RebirthSquare.REGULAR;
        switch (name) {
            case "MarsCirce" -> mars = true;
            case "MarsMirrorCirce" -> { mars = true; mirror = true; }
            case "AntiMarsCirce" -> anti = true;
            case "AntiMarsMirrorCirce" -> { anti = true; mirror = true; }
            case "AntiMarsAntipodeanCirce" -> { anti = true; where = RebirthSquare.ANTIPODES; }
            case "ImmunChess" -> { }
            case "MirrorImmunChess" -> mirror = true;
            case "FileImmunChess" -> where = RebirthSquare.FILE;
            case "MirrorFileImmunChess" -> { where = RebirthSquare.FILE; mirror = true; }
            case "SymmetryImmunChess" -> where = RebirthSquare.SYMMETRY;
            case "AntipodeanImmunChess" -> where = RebirthSquare.ANTIPODES;
            case "EquipollentsImmunChess" -> where = RebirthSquare.EQUIPOLLENTS;
            default -> { return null; }
        }
        boolean immun = !mars && !anti;
        // Popeye: kings take part by default under (Anti)MarsCirce, not under ImmunChess
        boolean rexInclusive = !immun;
        StringBuilder shown = new StringBuilder(name);
        for (String w : words) {
            String v = VariantWords.english(w, WORDS);
            if (v == null) throw new UnknownConditionException(name + " " + w);
            switch (v) {
                case "RexInclusive" -> rexInclusive = true;
                case "RexExclusive" -> rexInclusive = false;
                case "Mirror" -> mirror = true;
                case "File" -> where = RebirthSquare.FILE;
                case "Symmetry" -> where = RebirthSquare.SYMMETRY;
                case "VerticalSymmetry" -> where = RebirthSquare.VERTICAL_SYMMETRY;
                case "HorizontalSymmetry" -> where = RebirthSquare.HORIZONTAL_SYMMETRY;
                case "Antipodes" -> where = RebirthSquare.ANTIPODES;
                // the square of a Mars move depends on the move itself: Popeye refuses it too
                case "Equipollents" -> {
                    if (!immun) throw new UnknownConditionException(name + " " + w);
                    where = RebirthSquare.EQUIPOLLENTS;
                }
                case "Strict" -> { } // the only behaviour these conditions have
                default -> throw new UnknownConditionException(name + " " + w);
            }
            shown.append(' ').append(v);
        }
        if (immun) return new ImmunChess(shown.toString(), where, mirror, rexInclusive);
        return new MarsCirce(shown.toString(), mars, where, mirror, rexInclusive);
    }

    /** PhantomChess, kings out unless RexInclusive. */
    private static Condition phantom(String name, List<String> words) {
        boolean rexInclusive = false;
        StringBuilder shown = new StringBuilder(name);
        for (String w : words) {
            String v = VariantWords.english(w, List.of("RexInclusive", "RexExclusive"));
            if (v == null) throw new UnknownConditionException(name + " " + w);
            rexInclusive = v.equals("RexInclusive");
            shown.append(' ').append(v);
        }
        return new PhantomChess(shown.toString(), rexInclusive);
    }
}
