package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import java.util.List;

/**
 * The named members of the Circe family as presets of {@link Circe}'s choices, with the words
 * that may follow them (Popeye's manual: {@code AntiCirce Cheylan}, {@code Circe Mirror
 * RexInclusive}, {@code MirrorCirce}, {@code Circe Parrain}, ...).
 */
public final class CirceConditions {
    private CirceConditions() {}

    private static final List<String> WORDS = List.of("RexInclusive", "RexExclusive", "Mirror", "Calvet", "Cheylan",
            "PWC", "File", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry", "Equipollents", "Antipodes", "Strict",
            "Relaxed", "LastMove", "Parrain", "ContraParrain", "Assassin", "Diametral", "VerticalMirror", "Rank",
            "CaptureSquare", "Super", "Diagram", "Couscous", "Clone", "Chameleon", "Turncoats",
            "Volcanic", "Parachute", "WaitCapture", "Take&Make", "Cage", "April", "Einstein", "ReversalEinstein");

    /**
     * The walk a piece code names: the problem's language is not known here, so an orthodox walk
     * in English, German or French first (a German {@code l} is a bishop, not the English locust:
     * BEISPIEL-april-01), else any walk; null for no code. (A German {@code b}, a pawn, is read as
     * the English bishop.)
     */
    private static feerie.piece.PieceType pieceCode(String code) {
        feerie.piece.PieceType any = null;
        for (String language : List.of("en", "de", "fr")) {
            var t = feerie.piece.Catalogue.standard().byCode(language, code);
            if (t != null && ORTHODOX.contains(t.id())) return t;
            if (any == null) any = t;
        }
        return any;
    }

    private static final List<String> ORTHODOX = List.of("king", "queen", "rook", "bishop", "knight", "pawn");

    /** The condition named {@code name} (English) with its words, or null if it is not of this family. */
    public static Condition of(String name, List<String> words) {
        if (name.equals("DangerCirce")) {
            if (!words.isEmpty()) throw new UnknownConditionException(name + " " + words.get(0));
            return new DangerCirce();
        }
        Circe.Choices c = new Circe.Choices();
        // the traditional names, each a base (Circe or AntiCirce) with options (the manual's table)
        String base = switch (name) {
            case "Circe" -> "Circe";
            case "MirrorCirce" -> { c.mirror = true; yield "Circe"; }
            case "PWC" -> { c.where = RebirthSquare.PWC; yield "Circe"; }
            case "FileCirce" -> { c.where = RebirthSquare.FILE; yield "Circe"; }
            case "MirrorFileCirce" -> { c.where = RebirthSquare.FILE; c.mirror = true; yield "Circe"; }
            case "SymmetryCirce" -> { c.where = RebirthSquare.SYMMETRY; yield "Circe"; }
            case "VerticalSymmetryCirce" -> { c.where = RebirthSquare.VERTICAL_SYMMETRY; yield "Circe"; }
            case "HorizontalSymmetryCirce" -> { c.where = RebirthSquare.HORIZONTAL_SYMMETRY; yield "Circe"; }
            case "EquipollentsCirce" -> { c.where = RebirthSquare.EQUIPOLLENTS; yield "Circe"; }
            case "AntipodeanCirce" -> { c.where = RebirthSquare.ANTIPODES; yield "Circe"; }
            case "ParrainCirce" -> { c.where = RebirthSquare.EQUIPOLLENTS; c.lastMove = true; yield "Circe"; }
            case "ContraParrain" -> { c.where = RebirthSquare.CONTRA_EQUIPOLLENTS; c.lastMove = true; yield "Circe"; }
            case "CirceAssassin" -> { c.occupied = Circe.Occupied.ASSASSIN; yield "Circe"; }
            case "DiametralCirce" -> { c.where = RebirthSquare.REGULAR.diametral(); yield "Circe"; }
            case "VerticalMirrorCirce" -> { c.where = RebirthSquare.REGULAR.verticalMirror(); yield "Circe"; }
            case "RankCirce" -> { c.where = RebirthSquare.RANK; yield "Circe"; }
            case "SuperCirce" -> { c.superSquares = true; yield "Circe"; }
            case "DiagramCirce" -> { c.diagram = true; yield "Circe"; }
            case "CouscousCirce" -> { c.couscous = true; yield "Circe"; }
            case "MirrorCouscousCirce" -> { c.couscous = true; c.mirror = true; yield "Circe"; }
            case "CirceClone" -> { c.adapt = Circe.Adapt.CLONE; yield "Circe"; }
            case "MirrorCirceClone" -> { c.adapt = Circe.Adapt.CLONE; c.mirror = true; yield "Circe"; }
            case "ChameleonCirce" -> { c.adapt = Circe.Adapt.WALK; yield "Circe"; }
            case "CirceTurncoats" -> { c.adapt = Circe.Adapt.TURNCOAT; yield "Circe"; }
            case "CirceDoubleAgents" -> { c.adapt = Circe.Adapt.TURNCOAT; c.mirror = true; yield "Circe"; }
            case "CirceTake&Make" -> { c.takeMake = true; yield "Circe"; }
            case "CageCirce" -> { c.cage = true; yield "Circe"; }
            case "AprilChess" -> { c.superSquares = true; c.april = new java.util.HashSet<>(); yield "Circe"; }
            case "AntiCirce" -> "AntiCirce";
            case "MirrorAntiCirce" -> { c.mirror = true; yield "AntiCirce"; }
            case "FileAntiCirce" -> { c.where = RebirthSquare.FILE; yield "AntiCirce"; }
            case "MirrorFileAntiCirce" -> { c.where = RebirthSquare.FILE; c.mirror = true; yield "AntiCirce"; }
            case "SymmetryAntiCirce" -> { c.where = RebirthSquare.SYMMETRY; yield "AntiCirce"; }
            case "VerticalSymmetryAntiCirce" -> { c.where = RebirthSquare.VERTICAL_SYMMETRY; yield "AntiCirce"; }
            case "HorizontalSymmetryAntiCirce" -> { c.where = RebirthSquare.HORIZONTAL_SYMMETRY; yield "AntiCirce"; }
            case "EquipollentsAntiCirce" -> { c.where = RebirthSquare.EQUIPOLLENTS; yield "AntiCirce"; }
            case "AntipodeanAntiCirce" -> { c.where = RebirthSquare.ANTIPODES; yield "AntiCirce"; }
            case "AntiSuperCirce" -> { c.superSquares = true; yield "AntiCirce"; }
            case "DiagramAntiCirce" -> { c.diagram = true; yield "AntiCirce"; }
            default -> null;
        };
        if (base == null) return null;
        if (base.equals("AntiCirce")) {
            // Popeye: kings take part by default in AntiCirce (and MarsCirce), not in Circe; its
            // blocked rebirth makes the capture impossible
            c.reborn = Circe.Reborn.CAPTURER;
            c.rexInclusive = true;
            c.occupied = Circe.Occupied.STRICT;
        }
        boolean diametral = false, verticalMirror = false;
        StringBuilder shown = new StringBuilder(name);
        // after April and Chameleon, a list of walks (English piece codes)
        List<String> walks = new java.util.ArrayList<>();
        String listing = c.april != null ? "April" : c.adapt == Circe.Adapt.WALK ? "Chameleon" : null;
        for (String w : words) {
            var piece = listing == null ? null : pieceCode(w);
            if (piece != null) {
                if (listing.equals("April")) c.april.add(piece.id());
                else walks.add(piece.id());
                shown.append(' ').append(w);
                continue;
            }
            listing = null;
            String v = VariantWords.english(w, WORDS);
            if (v == null) throw new UnknownConditionException(name + " " + w);
            switch (v) {
                case "RexInclusive" -> c.rexInclusive = true;
                case "RexExclusive" -> c.rexInclusive = false;
                case "Mirror" -> c.mirror = true;
                case "Cheylan" -> c.cheylan = true;
                case "Calvet" -> c.cheylan = false;
                case "PWC" -> c.where = RebirthSquare.PWC;
                case "File" -> c.where = RebirthSquare.FILE;
                case "Symmetry" -> c.where = RebirthSquare.SYMMETRY;
                case "VerticalSymmetry" -> c.where = RebirthSquare.VERTICAL_SYMMETRY;
                case "HorizontalSymmetry" -> c.where = RebirthSquare.HORIZONTAL_SYMMETRY;
                case "Equipollents" -> c.where = RebirthSquare.EQUIPOLLENTS;
                case "Antipodes" -> c.where = RebirthSquare.ANTIPODES;
                case "Rank" -> c.where = RebirthSquare.RANK;
                case "CaptureSquare" -> c.where = RebirthSquare.CAPTURE_SQUARE;
                case "Super" -> c.superSquares = true;
                case "Diagram" -> c.diagram = true;
                case "Couscous" -> c.couscous = true;
                case "Clone" -> c.adapt = Circe.Adapt.CLONE;
                case "Chameleon" -> { c.adapt = Circe.Adapt.WALK; listing = "Chameleon"; }
                case "Einstein" -> { c.adapt = Circe.Adapt.WALK; c.walk = RebornWalk.einstein(false); }
                case "ReversalEinstein" -> { c.adapt = Circe.Adapt.WALK; c.walk = RebornWalk.einstein(true); }
                case "April" -> { c.april = new java.util.HashSet<>(); listing = "April"; }
                case "Turncoats" -> c.adapt = Circe.Adapt.TURNCOAT;
                case "LastMove" -> c.lastMove = true;
                case "Parrain" -> { c.where = RebirthSquare.EQUIPOLLENTS; c.lastMove = true; }
                case "ContraParrain" -> { c.where = RebirthSquare.CONTRA_EQUIPOLLENTS; c.lastMove = true; }
                case "Assassin" -> c.occupied = Circe.Occupied.ASSASSIN;
                case "Strict" -> c.occupied = Circe.Occupied.STRICT;
                case "WaitCapture" -> c.waitCapture = true;
                case "Take&Make" -> c.takeMake = true;
                case "Cage" -> c.cage = true;
                case "Volcanic" -> c.occupied = Circe.Occupied.VOLCANIC;
                case "Parachute" -> c.occupied = Circe.Occupied.PARACHUTE;
                case "Relaxed" -> c.occupied = Circe.Occupied.RELAXED;
                case "Diametral" -> diametral = true;
                case "VerticalMirror" -> verticalMirror = true;
                default -> throw new UnknownConditionException(name + " " + w);
            }
            shown.append(' ').append(v);
        }
        if (c.adapt == Circe.Adapt.WALK && c.walk == null) c.walk = RebornWalk.chameleon(walks);
        // Mirror with Equipollents (Parrain) reverses the vector: Contra-Parrain
        if (c.mirror && c.where == RebirthSquare.EQUIPOLLENTS) {
            c.where = RebirthSquare.CONTRA_EQUIPOLLENTS;
            c.mirror = false;
        }
        // AntiCirce Clone and the like change the capturer (AntiCloneCirce: a royal bishop): not built
        if (c.reborn == Circe.Reborn.CAPTURER && c.adapt != Circe.Adapt.NONE)
            throw new UnknownConditionException(name + " " + c.adapt);
        if (c.waitCapture && (c.reborn == Circe.Reborn.CAPTURER || c.lastMove || c.superSquares))
            throw new UnknownConditionException(name + " WaitCapture");
        // Take&Make with AntiCirce (the capturer goes by the captured unit's walk) or with the
        // other ways of choosing a square: not built
        if (c.takeMake && (c.reborn == Circe.Reborn.CAPTURER || c.lastMove || c.superSquares || c.waitCapture
                || c.couscous || c.diagram || c.adapt != Circe.Adapt.NONE))
            throw new UnknownConditionException(name + " Take&Make");
        if (c.cage && (c.reborn == Circe.Reborn.CAPTURER || c.lastMove || c.superSquares || c.waitCapture
                || c.takeMake || c.couscous || c.diagram || c.adapt != Circe.Adapt.NONE))
            throw new UnknownConditionException(name + " Cage");
        if (diametral) c.where = c.where.diametral();
        if (verticalMirror) c.where = c.where.verticalMirror();
        c.name = shown.toString();
        return new Circe(c);
    }
}
