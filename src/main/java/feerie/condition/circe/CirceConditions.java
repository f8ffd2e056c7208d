package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import java.util.List;

/**
 * The named members of the Circe family as presets of {@link Circe}'s choices, with the words
 * that may follow them (Popeye's manual: {@code AntiCirce Cheylan}, {@code Circe Mirror
 * RexInclusive}, {@code MirrorCirce}, ...).
 */
public final class CirceConditions {
    private CirceConditions() {}

    private static final List<String> WORDS = List.of("RexInclusive", "RexExclusive", "Mirror", "Calvet", "Cheylan",
            "PWC", "File", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry", "Equipollents", "Antipodes", "Strict", "Relaxed");

    /** The condition named {@code name} (English) with its words, or null if it is not of this family. */
    public static Condition of(String name, List<String> words) {
        Circe.Reborn reborn;
        RebirthSquare where = RebirthSquare.REGULAR;
        boolean mirror = false;
        boolean rexInclusive;
        switch (name) {
            case "Circe" -> reborn = Circe.Reborn.CAPTURED;
            case "MirrorCirce" -> { reborn = Circe.Reborn.CAPTURED; mirror = true; }
            case "PWC" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.PWC; }
            case "FileCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.FILE; }
            case "MirrorFileCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.FILE; mirror = true; }
            case "SymmetryCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.SYMMETRY; }
            case "VerticalSymmetryCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.VERTICAL_SYMMETRY; }
            case "HorizontalSymmetryCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.HORIZONTAL_SYMMETRY; }
            case "EquipollentsCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.EQUIPOLLENTS; }
            case "AntipodeanCirce" -> { reborn = Circe.Reborn.CAPTURED; where = RebirthSquare.ANTIPODES; }
            case "AntiCirce" -> reborn = Circe.Reborn.CAPTURER;
            case "MirrorAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; mirror = true; }
            case "FileAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.FILE; }
            case "MirrorFileAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.FILE; mirror = true; }
            case "SymmetryAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.SYMMETRY; }
            case "VerticalSymmetryAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.VERTICAL_SYMMETRY; }
            case "HorizontalSymmetryAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.HORIZONTAL_SYMMETRY; }
            case "EquipollentsAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.EQUIPOLLENTS; }
            case "AntipodeanAntiCirce" -> { reborn = Circe.Reborn.CAPTURER; where = RebirthSquare.ANTIPODES; }
            default -> { return null; }
        }
        // Popeye: kings take part by default in AntiCirce (and MarsCirce), not in Circe
        rexInclusive = reborn == Circe.Reborn.CAPTURER;
        boolean cheylan = false;
        StringBuilder shown = new StringBuilder(name);
        for (String w : words) {
            String v = VariantWords.english(w, WORDS);
            if (v == null) throw new UnknownConditionException(name + " " + w);
            switch (v) {
                case "RexInclusive" -> rexInclusive = true;
                case "RexExclusive" -> rexInclusive = false;
                case "Mirror" -> mirror = true;
                case "Cheylan" -> cheylan = true;
                case "Calvet" -> cheylan = false;
                case "PWC" -> where = RebirthSquare.PWC;
                case "File" -> where = RebirthSquare.FILE;
                case "Symmetry" -> where = RebirthSquare.SYMMETRY;
                case "VerticalSymmetry" -> where = RebirthSquare.VERTICAL_SYMMETRY;
                case "HorizontalSymmetry" -> where = RebirthSquare.HORIZONTAL_SYMMETRY;
                case "Equipollents" -> where = RebirthSquare.EQUIPOLLENTS;
                case "Antipodes" -> where = RebirthSquare.ANTIPODES;
                // Circe's default is relaxed, AntiCirce's strict: the other way is not built yet
                case "Strict", "Relaxed" -> {
                    boolean strict = v.equals("Strict");
                    if (strict != (reborn == Circe.Reborn.CAPTURER)) throw new UnknownConditionException(name + " " + w);
                }
                default -> throw new UnknownConditionException(name + " " + w);
            }
            shown.append(' ').append(v);
        }
        if (rexInclusive && reborn == Circe.Reborn.CAPTURED)
            throw new UnknownConditionException(name + " RexInclusive");
        return new Circe(shown.toString(), reborn, where, mirror, rexInclusive, cheylan);
    }
}
