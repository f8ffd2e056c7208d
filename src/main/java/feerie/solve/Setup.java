package feerie.solve;

import feerie.geometry.Geometry;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import feerie.problem.Problem;
import feerie.problem.Twin;
import feerie.problem.TwinCommand;
import feerie.stipulation.Stipulation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One position to solve: the pieces by square and the stipulation, after applying a twin's
 * commands to the diagram. {@link #position()} turns it into a {@link feerie.position.Position}.
 */
public final class Setup {
    private final Geometry geometry;
    /** The rules the conditions select (orthodox without any); a twin may replace the conditions. */
    private feerie.rules.Rules rules;
    /** Does some unit carry the attribute Kamikaze (an attribute-condition of the rules)? */
    /** The attributes the problem's units carry (their rules are attribute-conditions). */
    private int attributes;
    /** The problem (its options and goal, which some conditions depend on). */
    private final Problem problem;
    private final Map<Integer, PieceSpec> pieces = new LinkedHashMap<>();
    /**
     * The units of the diagram placed on a square another unit took later: they wait below it
     * (Popeye: "b1 already occupied - old piece goes to the underworld"), to come up under Circe
     * Volcanic or Parachute when the square is left (TESTS-circe-23).
     */
    private final Map<Integer, PieceSpec> underworld = new LinkedHashMap<>();
    private Stipulation stipulation;
    /** The standard pieces, plus those the problem defines (DefinePiece). */
    private Catalogue catalogue = Catalogue.standard();

    public Setup(Problem problem) {
        this.problem = problem;
        this.rules = RuleSelection.of(problem);
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

    public Setup copy() {
        Setup s = new Setup(geometry, rules, problem);
        s.pieces.putAll(pieces);
        s.underworld.putAll(underworld);
        s.stipulation = stipulation;
        s.catalogue = catalogue;
        s.attributes = attributes;
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
            if (pieces.get(a) == null || pieces.get(b) == null) return;
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
                case "a1<-->h8": remap(geometry::mirrorDiagonal); break;
                default: remap(sq -> geometry.rotate90(geometry.rotate90(geometry.mirrorDiagonal(sq))));
            }
        } else if (c instanceof TwinCommand.Shift s) {
            int a = square(s.from()), b = square(s.to());
            int dx = geometry.file(b) - geometry.file(a), dy = geometry.rank(b) - geometry.rank(a);
            remap(sq -> geometry.offset(sq, dx, dy));
        } else {
            throw new UnsupportedException("twin command " + c.getClass().getSimpleName());
        }
    }

    private void remap(java.util.function.IntUnaryOperator map) {
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
    private PieceType type(PieceSpec p) {
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
    private static int attributeMask(PieceSpec p, boolean game) {
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
     * The position with White to move. In a game the rule set prepares it (first-move flags by
     * start square, promotion choices), then the Unmoved and Moved attributes override the flags.
     * Otherwise: castling rights for kings on e1/e8 with rooks in the corners. */
    public feerie.position.Position position(boolean castling) {
        boolean game = rules != feerie.rules.Rules.ORTHODOX && !(rules instanceof feerie.condition.ConditionRules);
        List<PieceType> types = new ArrayList<>();
        if (game) {
            // the game's king first, then its other pieces: they are the promotion choices
            types.add(catalogue.byId(rules.fenLetters().get('k')));
            for (String id : new java.util.TreeMap<>(rules.fenLetters()).values()) types.add(catalogue.byId(id));
        }
        types.add(catalogue.byId("king"));
        for (String id : new String[] {"queen", "rook", "bishop", "knight", "pawn"}) types.add(catalogue.byId(id));
        // Popeye keeps the Royal attribute only on the first unit of a side that has it
        // (BEISPIEL-duplex-09 "koen sc8 bb6", BEISPIEL-duplex-12 "koen gc8 dub6": Koeniglich c8)
        Map<Integer, PieceType> placed = new LinkedHashMap<>();
        boolean[] royalAttribute = new boolean[2];
        boolean anyNeutral = false;
        boolean anyChameleon = false;
        // the walks of the chameleon units: the usual cycle, or a condition's sequence
        Map<String, String> chameleonSequence = null;
        if (rules instanceof feerie.condition.ConditionRules cr)
            for (feerie.condition.Condition c : cr.conditions().conditions())
                if (c.chameleonSequence() != null) chameleonSequence = c.chameleonSequence();
        List<String> chameleonWalks = new ArrayList<>(List.of(Attributes.CHAMELEON_CYCLE));
        if (chameleonSequence != null) {
            java.util.Set<String> walks = new java.util.LinkedHashSet<>(chameleonSequence.keySet());
            walks.addAll(chameleonSequence.values());
            chameleonWalks = new ArrayList<>(walks);
        }
        // by side (2: neutral): a royal HalfNeutral unit, which when neutral is both kings
        boolean[] royalHalfNeutral = new boolean[3];
        // the colour neutral and HalfNeutral attribute that pawns carry into their promotions
        List<Integer> carried = new ArrayList<>();
        int[] royals = new int[2];
        for (var e : pieces.entrySet()) {
            PieceSpec p = e.getValue();
            boolean neutral = p.colour() == Colour.NEUTRAL;
            if (neutral && game) throw new UnsupportedException("neutral pieces in " + rules.name());
            PieceType base = type(p);
            if (base == null) throw new UnsupportedException("piece " + p.kind().toUpperCase());
            int s = p.colour() == Colour.WHITE ? 0 : 1;
            int mask = attributeMask(p, game);
            if (neutral) {
                if ((mask & Attributes.ROYAL) != 0) throw new UnsupportedException("neutral royal pieces");
                mask |= Attributes.NEUTRAL;
                anyNeutral = true;
            }
            if (base.royal()) mask &= ~Attributes.ROYAL;
            if ((mask & Attributes.HALF_NEUTRAL) != 0) {
                if (base.royal() || (mask & Attributes.ROYAL) != 0) royalHalfNeutral[neutral ? 2 : s] = true;
                if ((mask & Attributes.CHAMELEON) != 0)
                    throw new UnsupportedException("piece attributes HalfNeutral and Chameleon together");
                // the unit's other colour state
                PieceType other = Attributes.derive(base, mask ^ Attributes.NEUTRAL);
                if (!types.contains(other)) types.add(other);
            }
            if ((mask & Attributes.ROYAL) != 0) {
                if (royalAttribute[s]) mask &= ~Attributes.ROYAL;
                royalAttribute[s] = true;
            }
            if (base.royal() || (mask & Attributes.ROYAL) != 0) {
                boolean several = rules instanceof feerie.condition.ConditionRules cr
                        && cr.conditions().conditions().stream().anyMatch(feerie.condition.Condition::allowsSeveralKings);
                if (!several && (++royals[s] > 1 || neutral && ++royals[1 - s] > 1))
                    throw new UnsupportedException("more than one royal piece of a side");
            }
            if ((mask & Attributes.MAGIC) != 0 && !feerie.condition.attribute.Magic.supports(base.movement()))
                throw new UnsupportedException("piece attribute Magic on " + base.id());
            placed.put(e.getKey(), Attributes.derive(base, mask));
            if (base.isPawn() || base.movement().isPromotingPawn()) {
                int c = mask & Attributes.CARRIED_BY_PROMOTION;
                if (c != 0 && !carried.contains(c)) carried.add(c);
            }
            if (!types.contains(base)) types.add(base);
            PieceType t = Attributes.derive(base, mask);
            if (!types.contains(t)) types.add(t);
            if ((mask & Attributes.CHAMELEON) != 0) {
                anyChameleon = true;
                if (!chameleonWalks.contains(base.id()))
                    throw new UnsupportedException("piece attribute Chameleon on " + base.id());
                for (String id : chameleonWalks) {
                    PieceType c = Attributes.derive(catalogue.byId(id), mask);
                    if (!types.contains(c)) types.add(c);
                }
            }
        }
        if (anyChameleon) {
            // as in Popeye, with chameleons on the board a pawn may also promote to a chameleon
            for (String id : chameleonWalks) {
                PieceType c = Attributes.derive(catalogue.byId(id), Attributes.CHAMELEON);
                if (!types.contains(c)) types.add(c);
            }
        }
        // orphans look for the opponent's units in his piece list, which holds no neutral unit
        if (neutralOrHalfNeutral(types)
                && types.stream().anyMatch(t -> t.movement().components().stream()
                        .anyMatch(c -> c instanceof feerie.piece.movement.OrphanComponent)))
            throw new UnsupportedException("orphans with neutral units");
        // a royal HalfNeutral unit turning neutral becomes the other side's king as well: not with a
        // second king on the board (the position keeps one king square per side)
        if (royalHalfNeutral[2] || royalHalfNeutral[0] && royals[1] > 0 || royalHalfNeutral[1] && royals[0] > 0)
            throw new UnsupportedException("royal HalfNeutral unit with another king");
        if (anyChameleon && carried.stream().anyMatch(c -> (c & Attributes.HALF_NEUTRAL) != 0))
            throw new UnsupportedException("HalfNeutral pawns with chameleons on the board");
        if (!carried.isEmpty()) {
            // a neutral pawn promotes to a neutral unit, a HalfNeutral one to a HalfNeutral unit
            // (in both its colour states): the kin of every promotion choice
            List<PieceType> choices = new ArrayList<>();
            for (String id : new String[] {"queen", "knight", "rook", "bishop"}) choices.add(catalogue.byId(id));
            if (anyChameleon)
                for (String id : chameleonWalks) choices.add(Attributes.derive(catalogue.byId(id), Attributes.CHAMELEON));
            for (PieceSpec p : pieces.values()) choices.add(type(p));
            // and the types a condition offers (PromOnly's): a magic pawn promotes to a magic unit
            if (rules instanceof feerie.condition.ConditionRules cr) cr.conditions().addTypes(choices);
            for (PieceType t : choices) {
                if (t.royal() || t.isPawn() || t.movement().isPromotingPawn()) continue;
                for (int c : carried) {
                    int mask = Attributes.of(t) | c;
                    if ((mask & Attributes.HALF_NEUTRAL) != 0 && (mask & Attributes.CHAMELEON) != 0) continue;
                    PieceType n = Attributes.derive(t, mask);
                    if (!types.contains(n)) types.add(n);
                    if ((c & Attributes.HALF_NEUTRAL) != 0) {
                        PieceType o = Attributes.derive(t, mask ^ Attributes.NEUTRAL);
                        if (!types.contains(o)) types.add(o);
                    }
                }
            }
        }
        // a marine pawn promotes to the marine pieces, on the board or not
        if (types.stream().anyMatch(t -> t.movement().isMarinePawn()))
            for (String id : MARINE_PROMOTIONS) if (!types.contains(catalogue.byId(id))) types.add(catalogue.byId(id));
        for (PieceSpec below : underworld.values()) {
            PieceType t = type(below);
            // attributes below: Popeye's "pre-filled underworld" of GhostChess ("black uncapturable rb1 white sb1")
            int mask = t == null ? 0 : attributeMask(below, game);
            if (t == null || (mask & Attributes.ROYAL) != 0 || below.colour() == Colour.NEUTRAL)
                throw new UnsupportedException("a unit below another on " + below.square());
            if (!types.contains(t)) types.add(t);
            if (!types.contains(Attributes.derive(t, mask))) types.add(Attributes.derive(t, mask));
        }
        if (rules instanceof feerie.condition.ConditionRules cr) cr.conditions().addTypes(types);
        // a pawn on its own first rank stands still, unless a condition lets it move there
        var firstRank = feerie.piece.movement.PawnComponent.FirstRank.STILL;
        if (rules instanceof feerie.condition.ConditionRules cr)
            for (feerie.condition.Condition c : cr.conditions().conditions()) firstRank = firstRank.or(c.pawnsOnFirstRank());
        var position = new feerie.position.Position(new feerie.position.PieceTable(geometry, types, chameleonSequence, firstRank));
        for (var e : pieces.entrySet()) {
            int side = e.getValue().colour() == Colour.WHITE ? Side.WHITE : Side.BLACK;
            position.put(e.getKey(), Piece.of(position.table.indexOf(placed.get(e.getKey())), side));
        }
        for (var e : underworld.entrySet()) {
            int side = e.getValue().colour() == Colour.WHITE ? Side.WHITE : Side.BLACK;
            PieceType below = Attributes.derive(type(e.getValue()), attributeMask(e.getValue(), game));
            position.putHidden(e.getKey(), Piece.of(position.table.indexOf(below), side));
        }
        if (game) {
            rules.prepare(position);
            for (var e : pieces.entrySet()) {
                if (e.getValue().hasAttribute("Unmoved")) position.setUnmoved(e.getKey(), true);
                if (e.getValue().hasAttribute("Moved")) position.setUnmoved(e.getKey(), false);
            }
            return position;
        }
        promoteAlsoToFairyPieces(position, anyChameleon);
        if (rules instanceof feerie.condition.ConditionRules cr)
            for (var c : cr.conditions().conditions()) c.standardWalks().forEach(position.table::replaceStandardWalk);
        if (castling) {
            int rook = position.table.castlingRook();
            for (int side = 0; side < 2; side++) {
                int rank = side == Side.WHITE ? 0 : geometry.ranks - 1;
                int k = position.king(side);
                boolean kingHome = k == geometry.square(4, rank) && !position.isNeutral(k);
                // a rebirth may bring the king home (AntiCirce Super): the rooks in their corners
                // keep their right to castle, as in Popeye (BEISPIEL-antisup-01: "Kb4*a5[sKa5->e8] 0-0-0")
                if (!kingHome && !rebirths()) continue;
                boolean any = false;
                for (int corner : new int[] {geometry.square(0, rank), geometry.square(7, rank)}) {
                    // a neutral rook in the corner may castle with the king too (Popeye)
                    if (position.at(corner) == Piece.of(rook, side)
                            || position.isNeutral(corner) && position.table.colouredType(Piece.type(position.at(corner))) == rook) {
                        position.setUnmoved(corner, true);
                        any = true;
                    }
                }
                // a rebirth may bring a rook to its corner (Circe): the king on its square keeps
                // its right to castle with it, as in Popeye (BEISPIEL-stip-05: "Ka6*b5[+wTh1] 0-0")
                if (kingHome && (any || rebirths())) position.setUnmoved(k, true);
            }
        }
        rules.prepare(position);
        return position;
    }

    /** May the conditions bring units back to the board (so that a rook may reach its corner)? */
    private boolean rebirths() {
        return rules instanceof feerie.condition.ConditionRules c && c.conditions().hasEffects();
    }

    /** Is some type neutral or HalfNeutral? */
    private static boolean neutralOrHalfNeutral(List<PieceType> types) {
        return types.stream().anyMatch(t -> (Attributes.of(t) & (Attributes.HALF_NEUTRAL | Attributes.NEUTRAL)) != 0);
    }

    /**
     * As in Popeye, a pawn may also promote to every fairy piece of the diagram (either colour),
     * after the queen, knight, rook and bishop.
     */
    private void promoteAlsoToFairyPieces(feerie.position.Position position, boolean chameleons) {
        List<Integer> choices = new ArrayList<>();
        for (int t : position.promotionTypes(Side.WHITE)) choices.add(t);
        if (chameleons) {
            // BEISPIEL-cham-06, -11: "nBg7-g8=nL=nc", a promotion to a (neutral) chameleon bishop
            for (String id : new String[] {"queen", "knight", "rook", "bishop"})
                choices.add(position.table.indexOf(id + "@" + Attributes.CHAMELEON));
        }
        for (PieceSpec p : pieces.values()) {
            PieceType t = type(p);
            if (t.royal() || t.isPawn() || t.movement().isPromotingPawn()) continue;
            int index = position.table.indexOf(t);
            if (!choices.contains(index)) choices.add(index);
        }
        int[] all = choices.stream().mapToInt(Integer::intValue).toArray();
        position.setPromotionTypes(Side.WHITE, all);
        position.setPromotionTypes(Side.BLACK, all);
        if (position.table.anyMarinePawn()) {
            // the marine pieces in place of the orthodox ones, then the diagram's other pieces
            // (an orthodox piece among them too: REGRESSIONS-4_63_to_4_65-22, "MPd2-d1=MH")
            List<Integer> marine = new ArrayList<>();
            for (String id : MARINE_PROMOTIONS) marine.add(position.table.indexOf(id));
            for (PieceSpec p : pieces.values()) {
                PieceType t = type(p);
                if (t.royal() || t.isPawn() || t.movement().isPromotingPawn()) continue;
                int index = position.table.indexOf(t);
                if (!marine.contains(index)) marine.add(index);
            }
            int[] types = marine.stream().mapToInt(Integer::intValue).toArray();
            position.setMarinePromotionTypes(Side.WHITE, types);
            position.setMarinePromotionTypes(Side.BLACK, types);
        }
    }

    /** What a marine pawn promotes to, in the order of the orthodox queen, knight, rook and bishop. */
    private static final String[] MARINE_PROMOTIONS = {"sirene", "marineknight", "triton", "nereide"};
}
