package feerie.solve;

import feerie.geometry.Geometry;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.PieceType;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.stipulation.Stipulation;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One position to solve: the pieces by square and the stipulation, after applying a twin's
 * commands to the diagram. {@link #position()} turns it into a {@link feerie.position.Position}.
 */
public final class Setup {
    final Geometry geometry;
    /** The rules the conditions select (orthodox without any); a twin may replace the conditions. */
    feerie.rules.Rules rules;
    /** Does some unit carry the attribute Kamikaze (an attribute-condition of the rules)? */
    /** The attributes the problem's units carry (their rules are attribute-conditions). */
    private int attributes;
    /** The problem (its options and goal, which some conditions depend on). */
    private final Problem problem;
    final Map<Integer, PieceSpec> pieces = new LinkedHashMap<>();
    /**
     * The units of the diagram placed on a square another unit took later: they wait below it
     * (Popeye: "b1 already occupied - old piece goes to the underworld"), to come up under Circe
     * Volcanic or Parachute when the square is left (TESTS-circe-23).
     */
    final Map<Integer, PieceSpec> underworld = new LinkedHashMap<>();
    private Stipulation stipulation;
    /**
     * Where the twins' rotations and mirrors took the squares the conditions name (the
     * imitators' squares): they turn with the board, as in Popeye (a shift leaves them); a
     * twin's new conditions name their squares afresh.
     */
    java.util.function.IntUnaryOperator conditionSquares = java.util.function.IntUnaryOperator.identity();
    /** The standard pieces, plus those the problem defines (DefinePiece). */
    Catalogue catalogue = Catalogue.standard();

    /** The conditions in force (the diagram's, or a twin's that replaced them). */
    java.util.List<feerie.problem.ConditionSpec> conditions;

    public Setup(Problem problem) {
        this.problem = problem;
        this.rules = RuleSelection.of(problem);
        this.conditions = problem.conditions();
        this.attributes = RuleSelection.attributesOf(problem);
        this.geometry = rules.geometry() != null ? rules.geometry() : Geometry.STANDARD;
        if (!problem.definitions().isEmpty()) {
            catalogue = Catalogue.standard().copy();
            for (var d : problem.definitions()) catalogue.add(feerie.piece.DefinedPiece.of(d.code(), d.notation()));
        }
        for (PieceSpec p : problem.pieces()) {
            PieceSpec below = pieces.get(square(p.square()));
            if (below != null) underworld.put(square(p.square()), below);
            place(p);
        }
        this.stipulation = problem.stipulation();
    }

    /** This setup with another stipulation (a part of a structured "a & b"). */
    public Setup withStipulation(Stipulation other) {
        Setup s = copy();
        s.stipulation = other;
        return s;
    }

    public Setup copy() {
        Setup s = new Setup(geometry, rules, problem);
        s.pieces.putAll(pieces);
        s.underworld.putAll(underworld);
        s.conditionSquares = conditionSquares;
        s.stipulation = stipulation;
        s.catalogue = catalogue;
        s.attributes = attributes;
        s.conditions = conditions;
        return s;
    }

    /** Does the second half of a Duplex play under other rules (a condition of the defending side)? */
    boolean otherHalfRules() { return RuleSelection.bindsDefendingSide(conditions); }

    /** This set-up for the second half of a Duplex: the defending side's conditions bind the other side. */
    Setup otherHalf() {
        Setup s = copy();
        s.rules = RuleSelection.of(problem, conditions, attributes, true);
        return s;
    }

    private Setup(Geometry geometry, feerie.rules.Rules rules, Problem problem) {
        this.geometry = geometry;
        this.rules = rules;
        this.problem = problem;
    }

    public feerie.rules.Rules rules() { return rules; }

    public Stipulation stipulation() { return stipulation; }

    public Map<Integer, PieceSpec> pieces() { return pieces; }

    private int square(String name) {
        int sq = geometry.parse(name);
        if (sq < 0) throw new UnsupportedException("square " + name + " is not on the " + geometry + " board");
        return sq;
    }

    private void place(PieceSpec p) { pieces.put(square(p.square()), p); }

    /** Applies a twin's commands in order. */
    public void apply(Twin twin) {
        for (TwinCommand c : twin.commands()) apply(c);
    }

    private void apply(TwinCommand c) {
        if (c instanceof TwinCommand.Move m) {
            PieceSpec p = pieces.remove(square(m.from()));
            if (p != null) pieces.put(square(m.to()), at(p, square(m.to())));
        } else if (c instanceof TwinCommand.Exchange e) {
            int a = square(e.first()), b = square(e.second());
            // with an empty square Popeye refuses the exchange ("square is empty")
            if (pieces.get(a) == null || pieces.get(b) == null || a == b) return;
            PieceSpec pa = pieces.remove(a), pb = pieces.remove(b);
            pieces.put(b, at(pa, b));
            pieces.put(a, at(pb, a));
        } else if (c instanceof TwinCommand.Remove r) {
            for (String s : r.squares()) pieces.remove(square(s));
        } else if (c instanceof TwinCommand.Add a) {
            for (PieceSpec p : a.pieces()) place(p);
        } else if (c instanceof TwinCommand.Substitute s) {
            pieces.replaceAll((sq, p) -> p.kind().equals(s.from())
                    ? new PieceSpec(p.colour(), s.to(), p.square(), p.attributes()) : p);
        } else if (c instanceof TwinCommand.PolishType) {
            pieces.replaceAll((sq, p) -> new PieceSpec(swap(p.colour()), p.kind(), p.square(), p.attributes()));
        } else if (c instanceof TwinCommand.ConditionChange cc) {
            // the twin's conditions replace the diagram's (RuleSelection checked the board is the same)
            rules = RuleSelection.of(problem, cc.conditions(), attributes);
            conditions = cc.conditions();
            conditionSquares = java.util.function.IntUnaryOperator.identity();
        } else if (c instanceof TwinCommand.StipulationChange s) {
            stipulation = s.stipulation();
        } else if (c instanceof TwinCommand.Rotate r) {
            // Popeye turns the board counter-clockwise (rotate 270 takes e1 to a4, BEISPIEL-hopper-18);
            // rotate90 is a clockwise quarter turn
            int turns = (4 - ((r.degrees() / 90) % 4 + 4) % 4) % 4;
            for (int i = 0; i < turns; i++) remap(geometry::rotate90);
        } else if (c instanceof TwinCommand.Mirror m) {
            switch (m.axis()) {
                case "a1<-->h1": remap(geometry::mirrorFiles); break;
                case "a1<-->a8": remap(geometry::mirrorRanks); break;
                // Popeye's a1<-->h8 swaps those corners (its squares a8 and h1 stay), a8<-->h1 the
                // others (py 4.104: mirror a1<-->h8 takes Qa1 to h8, Rc2 to g6)
                case "a1<-->h8": remap(sq -> geometry.rotate90(geometry.rotate90(geometry.mirrorDiagonal(sq)))); break;
                default: remap(geometry::mirrorDiagonal);
            }
        } else if (c instanceof TwinCommand.Shift s) {
            int a = square(s.from()), b = square(s.to());
            int dx = geometry.file(b) - geometry.file(a), dy = geometry.rank(b) - geometry.rank(a);
            // Popeye refuses a shift that would take a unit off the board ("piece outside"), and
            // shifts the units only: the imitators stay (py 4.104)
            if (pieces.keySet().stream().anyMatch(sq -> geometry.offset(sq, dx, dy) < 0)) return;
            var squares = conditionSquares;
            remap(sq -> geometry.offset(sq, dx, dy));
            conditionSquares = squares;
        } else {
            throw new UnsupportedException("twin command " + c.getClass().getSimpleName());
        }
    }

    private void remap(java.util.function.IntUnaryOperator map) {
        conditionSquares = conditionSquares.andThen(map);
        Map<Integer, PieceSpec> moved = new LinkedHashMap<>();
        pieces.forEach((sq, p) -> {
            int to = map.applyAsInt(sq);
            if (to >= 0) moved.put(to, at(p, to));
        });
        pieces.clear();
        pieces.putAll(moved);
    }

    private PieceSpec at(PieceSpec p, int sq) {
        return new PieceSpec(p.colour(), p.kind(), geometry.name(sq), p.attributes());
    }

    private static Colour swap(Colour c) {
        return c == Colour.WHITE ? Colour.BLACK : c == Colour.BLACK ? Colour.WHITE : c;
    }

    /** The catalogue piece of a unit; in a game the king (code k) is the game's king. */
    PieceType type(PieceSpec p) {
        if (p.kind().equals("k")) return catalogue.byId(rules.fenLetters().get('k'));
        if (p.kind().indexOf('/') > 0 && catalogue.byCode("en", p.kind()) == null) return hunter(p.kind());
        return catalogue.byCode("en", p.kind());
    }

    /** Popeye's hunter x/y (English codes), added to this problem's catalogue; null if a part is unknown. */
    private PieceType hunter(String kind) {
        String code = kind.toLowerCase(java.util.Locale.ROOT);
        int slash = code.indexOf('/');
        PieceType away = catalogue.byCode("en", code.substring(0, slash));
        PieceType home = catalogue.byCode("en", code.substring(slash + 1));
        if (away == null || home == null || away.royal() || home.royal()) return null;
        var movement = feerie.piece.movement.HunterComponent.of(away.movement(), home.movement());
        java.util.Map<String, String> codes = java.util.Map.of("en", code, "fr", code, "de", code);
        String name = away.name("en") + "/" + home.name("en") + " hunter";
        PieceType t = new PieceType("hunter-" + away.id() + "-" + home.id(), java.util.Map.of("en", name, "fr", name, "de", name),
                codes, movement.notation(), movement, false, "moves away as " + away.id() + ", home as " + home.id());
        if (catalogue == Catalogue.standard()) catalogue = Catalogue.standard().copy();
        catalogue.add(t);
        return t;
    }

    /** The attributes of a unit that Féerie plays, as a mask; others are unsupported. */
    static int attributeMask(PieceSpec p, boolean game) {
        int mask = 0;
        for (String a : p.attributes()) {
            if (game && (a.equals("Unmoved") || a.equals("Moved"))) continue;
            if (a.equals("AliceA")) continue; // AliceChess: board A, where a unit stands unless it is AliceB
            int bit = Attributes.bit(a);
            if (bit == 0) throw new UnsupportedException("piece attribute " + a);
            mask |= bit;
        }
        return mask;
    }

    /**
     * The types of these units are in the position's piece table too, though none stands on the
     * board: the diagram of a proof game, whose units the start position must be able to name.
     */
    java.util.Collection<PieceSpec> alsoTypesOf = java.util.List.of();

    /**
     * The start position of a proof game: this setup (its rules and catalogue) with {@code start}
     * on the board instead of its own units, whose types its piece table still holds.
     */
    public Setup withStartPieces(java.util.List<PieceSpec> start) {
        Setup s = new Setup(geometry, rules, problem);
        for (PieceSpec p : start) s.place(p);
        s.conditionSquares = conditionSquares;
        s.stipulation = stipulation;
        s.catalogue = catalogue;
        s.attributes = attributes;
        s.alsoTypesOf = new java.util.ArrayList<>(pieces.values());
        return s;
    }

    /** The position with White to move ({@link PositionBuilder} builds it). */
    public feerie.position.Position position(boolean castling) { return new PositionBuilder(this).build(castling); }
}
