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
            "Volcanic", "Parachute", "WaitCapture", "Take&Make", "Cage", "April", "Einstein", "ReversalEinstein", "Frischauf");

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
        if (name.equals("LastCapture")) return new LastCapture(words);
        Record r = new Record();
        if (!r.add(name, words)) return null;
        return r.build();
    }

    /**
     * The record ("Circe" or "AntiCirce") a condition name sets, or null if it is not of this
     * family (DangerCirce stands alone). Popeye keeps one Circe record and one AntiCirce record:
     * every condition line of the same record changes that one record (py 4.104: MirrorCirce with
     * Circe is "Circe Mirror", DiagramCirce with SuperCirce is "Circe Super").
     */
    public static String record(String name) {
        if (name.equals("DangerCirce") || name.equals("LastCapture")) return null;
        return new Record().preset(name);
    }

    /** One condition from the lines {@code specs} of the same record, applied in their order. */
    public static Condition of(List<feerie.problem.ConditionSpec> specs) { return of(specs, List.of()); }

    /**
     * The same, beside the problem's other lines {@code all}: GlasgowChess moves the classical
     * rebirth square (Mirror too) off the last rank to its promotion rank, as Popeye adjusts only
     * that one; MagicSquares Type2 turns AntiCirce's capturer on a magic square before its rebirth.
     */
    public static Condition of(List<feerie.problem.ConditionSpec> specs, List<feerie.problem.ConditionSpec> all) {
        Record r = new Record();
        for (var s : specs)
            if (!r.add(s.name(), s.words())) throw new UnknownConditionException(s.toString());
        for (var s : all) {
            if (s.name().equals("GlasgowChess")) r.glasgow = true;
            if (s.name().equals("MagicSquares") && r.base.equals("AntiCirce"))
                r.c.magicType2 = feerie.condition.transform.MagicSquares.type2Squares(s.words());
        }
        return r.build();
    }

    /**
     * A traditional name's base ("Circe" or "AntiCirce") with its choices set in {@code c}, or null.
     * A name sets its choices whatever earlier lines set (Popeye: DiagramCirce then SuperCirce is
     * Super Circe); the way of choosing the square is one choice, so a name that sets it clears
     * the others.
     */
    private static final class Record {
        final CirceChoices c = new CirceChoices();
        /** "Circe" or "AntiCirce" once a line has been read. */
        String base;
        /** The first line's name, for the messages about choices not built. */
        String firstName;
        /** The adapters of the square found (Popeye: one at most). */
        boolean diametral, verticalMirror;
        final StringBuilder shown = new StringBuilder();
        /** GlasgowChess is in the problem too. */
        boolean glasgow;
        /** After Chameleon, the walks listed. */
        final List<String> walks = new java.util.ArrayList<>();

        String preset(String name) {
            return switch (name) {
                case "Circe" -> "Circe";
                case "MirrorCirce" -> { c.mirror = true; yield "Circe"; }
                case "PWC" -> { square(RebirthSquare.PWC); yield "Circe"; }
                case "FileCirce" -> { square(RebirthSquare.FILE); yield "Circe"; }
                case "MirrorFileCirce" -> { square(RebirthSquare.FILE); c.mirror = true; yield "Circe"; }
                case "SymmetryCirce" -> { square(RebirthSquare.SYMMETRY); yield "Circe"; }
                case "VerticalSymmetryCirce" -> { square(RebirthSquare.VERTICAL_SYMMETRY); yield "Circe"; }
                case "HorizontalSymmetryCirce" -> { square(RebirthSquare.HORIZONTAL_SYMMETRY); yield "Circe"; }
                case "EquipollentsCirce" -> { square(RebirthSquare.EQUIPOLLENTS); yield "Circe"; }
                case "AntipodeanCirce" -> { square(RebirthSquare.ANTIPODES); yield "Circe"; }
                case "ParrainCirce" -> { square(RebirthSquare.EQUIPOLLENTS); c.lastMove = true; yield "Circe"; }
                case "ContraParrain" -> { square(RebirthSquare.CONTRA_EQUIPOLLENTS); c.lastMove = true; yield "Circe"; }
                case "CirceAssassin" -> { c.occupied = Circe.Occupied.ASSASSIN; yield "Circe"; }
                case "DiametralCirce" -> { diametral = true; verticalMirror = c.frischauf = false; yield "Circe"; }
                case "VerticalMirrorCirce" -> { verticalMirror = true; diametral = c.frischauf = false; yield "Circe"; }
                case "RankCirce" -> { square(RebirthSquare.RANK); yield "Circe"; }
                case "SuperCirce" -> { square(Square.SUPER); yield "Circe"; }
                case "DiagramCirce" -> { square(Square.DIAGRAM); yield "Circe"; }
                case "CouscousCirce" -> { c.couscous = true; yield "Circe"; }
                case "MirrorCouscousCirce" -> { c.couscous = true; c.mirror = true; yield "Circe"; }
                case "CirceClone" -> { c.adapt = Circe.Adapt.CLONE; yield "Circe"; }
                case "MirrorCirceClone" -> { c.adapt = Circe.Adapt.CLONE; c.mirror = true; yield "Circe"; }
                case "ChameleonCirce" -> { c.adapt = Circe.Adapt.WALK; yield "Circe"; }
                case "CirceTurncoats" -> { c.adapt = Circe.Adapt.TURNCOAT; yield "Circe"; }
                case "CirceDoubleAgents" -> { c.adapt = Circe.Adapt.TURNCOAT; c.mirror = true; yield "Circe"; }
                case "CirceTake&Make" -> { square(Square.TAKE_MAKE); yield "Circe"; }
                case "CageCirce" -> { square(Square.CAGE); yield "Circe"; }
                case "FrischAufCirce" -> { diametral = verticalMirror = false; c.frischauf = true; yield "Circe"; }
                case "AprilChess" -> { square(Square.SUPER); c.april = new java.util.HashSet<>(); yield "Circe"; }
                case "AntiCirce" -> "AntiCirce";
                case "MirrorAntiCirce" -> { c.mirror = true; yield "AntiCirce"; }
                case "FileAntiCirce" -> { square(RebirthSquare.FILE); yield "AntiCirce"; }
                case "MirrorFileAntiCirce" -> { square(RebirthSquare.FILE); c.mirror = true; yield "AntiCirce"; }
                case "SymmetryAntiCirce" -> { square(RebirthSquare.SYMMETRY); yield "AntiCirce"; }
                case "VerticalSymmetryAntiCirce" -> { square(RebirthSquare.VERTICAL_SYMMETRY); yield "AntiCirce"; }
                case "HorizontalSymmetryAntiCirce" -> { square(RebirthSquare.HORIZONTAL_SYMMETRY); yield "AntiCirce"; }
                case "EquipollentsAntiCirce" -> { square(RebirthSquare.EQUIPOLLENTS); yield "AntiCirce"; }
                case "AntipodeanAntiCirce" -> { square(RebirthSquare.ANTIPODES); yield "AntiCirce"; }
                case "AntiSuperCirce" -> { square(Square.SUPER); yield "AntiCirce"; }
                case "DiagramAntiCirce" -> { square(Square.DIAGRAM); yield "AntiCirce"; }
                case "AntiCloneCirce" -> { c.adapt = Circe.Adapt.CLONE; yield "AntiCirce"; }
                default -> null;
            };
        }

        /** A line of this record: its name's preset, then its words; false if the name is not of this family. */
        boolean add(String name, List<String> words) {
            String lineBase = preset(name);
            if (lineBase == null) return false;
            if (base == null) {
                base = lineBase;
            firstName = name;
                if (base.equals("AntiCirce")) {
                    // Popeye: kings take part by default in AntiCirce (and MarsCirce), not in Circe; its
                    // blocked rebirth makes the capture impossible
                    c.reborn = Circe.Reborn.CAPTURER;
                    c.rexInclusive = true;
                    c.occupied = Circe.Occupied.STRICT;
                }
            } else if (!base.equals(lineBase)) {
                throw new UnknownConditionException(name + " with " + base);
            }
            if (shown.length() > 0) shown.append(' ');
            shown.append(name);
            // after April and Chameleon, a list of walks (English piece codes)
            String listing = name.equals("AprilChess") ? "April" : name.equals("ChameleonCirce") ? "Chameleon" : null;
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
                    case "PWC" -> squareWord(RebirthSquare.PWC);
                    case "File" -> squareWord(RebirthSquare.FILE);
                    case "Symmetry" -> squareWord(RebirthSquare.SYMMETRY);
                    case "VerticalSymmetry" -> squareWord(RebirthSquare.VERTICAL_SYMMETRY);
                    case "HorizontalSymmetry" -> squareWord(RebirthSquare.HORIZONTAL_SYMMETRY);
                    case "Equipollents" -> squareWord(RebirthSquare.EQUIPOLLENTS);
                    case "Antipodes" -> squareWord(RebirthSquare.ANTIPODES);
                    case "Rank" -> squareWord(RebirthSquare.RANK);
                    case "CaptureSquare" -> squareWord(RebirthSquare.CAPTURE_SQUARE);
                    case "Super" -> squareWord(Square.SUPER);
                    case "Diagram" -> squareWord(Square.DIAGRAM);
                    case "Couscous" -> c.couscous = true;
                    case "Clone" -> c.adapt = Circe.Adapt.CLONE;
                    case "Chameleon" -> { c.adapt = Circe.Adapt.WALK; listing = "Chameleon"; }
                    case "Einstein" -> { c.adapt = Circe.Adapt.WALK; c.walk = RebornWalk.einstein(false); }
                    case "ReversalEinstein" -> { c.adapt = Circe.Adapt.WALK; c.walk = RebornWalk.einstein(true); }
                    case "April" -> { if (c.april == null) c.april = new java.util.HashSet<>(); listing = "April"; }
                    case "Turncoats" -> c.adapt = Circe.Adapt.TURNCOAT;
                    case "LastMove" -> c.lastMove = true;
                    case "Parrain" -> { if (squareWord(RebirthSquare.EQUIPOLLENTS)) c.lastMove = true; }
                    case "ContraParrain" -> { if (squareWord(RebirthSquare.CONTRA_EQUIPOLLENTS)) c.lastMove = true; }
                    case "Assassin" -> c.occupied = Circe.Occupied.ASSASSIN;
                    case "Strict" -> c.occupied = Circe.Occupied.STRICT;
                    case "WaitCapture" -> c.waitCapture = true;
                    case "Take&Make" -> squareWord(Square.TAKE_MAKE);
                    case "Cage" -> squareWord(Square.CAGE);
                    case "Volcanic" -> c.occupied = Circe.Occupied.VOLCANIC;
                    case "Parachute" -> c.occupied = Circe.Occupied.PARACHUTE;
                    case "Relaxed" -> c.occupied = Circe.Occupied.RELAXED;
                    case "Diametral" -> { if (!adapted()) diametral = true; }
                    case "VerticalMirror" -> { if (!adapted()) verticalMirror = true; }
                    case "Frischauf" -> { if (!adapted()) c.frischauf = true; }
                    default -> throw new UnknownConditionException(name + " " + w);
                }
                shown.append(' ').append(v);
            }
            return true;
        }

        /** The condition the lines read make. */
        Condition build() {
            if (c.adapt == Circe.Adapt.WALK && c.walk == null) c.walk = RebornWalk.chameleon(walks);
            // Mirror with Equipollents (Parrain) reverses the vector: Contra-Parrain
            if (c.mirror && c.where == RebirthSquare.EQUIPOLLENTS) {
                c.where = RebirthSquare.CONTRA_EQUIPOLLENTS;
                c.mirror = false;
            }
            // AntiCirce Chameleon and the like change the capturer: not built; AntiCirce Clone (the
            // capturer takes the captured walk) only with a square of the captured walk's
            if (c.reborn == Circe.Reborn.CAPTURER && c.adapt != Circe.Adapt.NONE && (c.adapt != Circe.Adapt.CLONE
                    || c.lastMove || c.superSquares || c.takeMake || c.cage || c.couscous || c.diagram
                    || c.occupied == Circe.Occupied.VOLCANIC || c.occupied == Circe.Occupied.PARACHUTE))
                throw new UnknownConditionException(firstName + " " + c.adapt);
            if (c.waitCapture && (c.reborn == Circe.Reborn.CAPTURER || c.lastMove || c.superSquares))
                throw new UnknownConditionException(firstName + " WaitCapture");
            // Take&Make with the other ways of choosing a square: not built
            if (c.takeMake && (c.lastMove || c.superSquares || c.waitCapture
                    || c.couscous || c.diagram || c.adapt != Circe.Adapt.NONE))
                throw new UnknownConditionException(firstName + " Take&Make");
            if (c.cage && (c.reborn == Circe.Reborn.CAPTURER || c.lastMove || c.superSquares || c.waitCapture
                    || c.takeMake || c.couscous || c.diagram || c.adapt != Circe.Adapt.NONE))
                throw new UnknownConditionException(firstName + " Cage");
            if (glasgow && (c.couscous || c.frischauf))
                // Popeye's order of adjustments with Couscous and Frischauf: not built
                throw new UnknownConditionException("GlasgowChess with " + shown.toString().trim());
            boolean regular = c.where == RebirthSquare.REGULAR;
            if (diametral) c.where = c.where.diametral();
            if (verticalMirror) c.where = c.where.verticalMirror();
            // GlasgowChess moves the square last, after Diametral and VerticalMirror (Popeye's
            // order of adjustments), and only the regular Circe square's
            if (glasgow && regular) c.where = c.where.glasgow();
            c.name = shown.toString();
            return new Circe(c);
        }

        /** How the square is chosen when not by a {@link RebirthSquare}. */
        enum Square { SUPER, DIAGRAM, TAKE_MAKE, CAGE }

        /** A name's way of choosing the square: it replaces any other. */
        void square(RebirthSquare where) {
            clearSquare();
            c.where = where;
        }

        void square(Square how) {
            clearSquare();
            switch (how) {
                case SUPER -> c.superSquares = true;
                case DIAGRAM -> c.diagram = true;
                case TAKE_MAKE -> c.takeMake = true;
                case CAGE -> c.cage = true;
            }
        }

        /**
         * A word's way of choosing the square: only where none has been chosen (Popeye: "Circe
         * Take&Make" then "Circe Rank" is a nonsense combination and Take&Make stays, py 4.104).
         */
        boolean squareWord(RebirthSquare where) {
            if (squareChosen()) return false;
            square(where);
            return true;
        }

        boolean squareWord(Square how) {
            if (squareChosen()) return false;
            square(how);
            return true;
        }

        /** Popeye keeps one adaptation of the square: Diametral, VerticalMirror or Frischauf. */
        private boolean adapted() { return diametral || verticalMirror || c.frischauf; }

        private boolean squareChosen() {
            return c.where != RebirthSquare.REGULAR || c.superSquares || c.diagram || c.takeMake || c.cage;
        }

        private void clearSquare() {
            c.where = RebirthSquare.REGULAR;
            c.superSquares = c.diagram = c.takeMake = c.cage = false;
        }
        }
    }
