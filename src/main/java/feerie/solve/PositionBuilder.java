package feerie.solve;

import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.problem.Colour;
import feerie.problem.PieceSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the {@link feerie.position.Position} of a {@link Setup}: the piece table with every type
 * the play may need (attribute variants, HalfNeutral states, chameleon walks, promotions carried
 * by neutral and HalfNeutral pawns, marine promotions, a condition's own), the units placed,
 * castling rights and promotion choices set, and the rules' preparation.
 */
final class PositionBuilder {
    private final Setup setup;

    PositionBuilder(Setup setup) { this.setup = setup; }

    /**
     * The position with White to move. In a game the rule set prepares it (first-move flags by
     * start square, promotion choices), then the Unmoved and Moved attributes override the flags.
     * Otherwise: castling rights for kings on e1/e8 with rooks in the corners.
     */
    feerie.position.Position build(boolean castling) {
        boolean game = setup.rules != feerie.rules.Rules.ORTHODOX && !(setup.rules instanceof feerie.condition.ConditionRules);
        List<PieceType> types = new ArrayList<>();
        if (game) {
            // the game's king first, then its other pieces: they are the promotion choices
            types.add(setup.catalogue.byId(setup.rules.fenLetters().get('k')));
            for (String id : new java.util.TreeMap<>(setup.rules.fenLetters()).values()) types.add(setup.catalogue.byId(id));
        }
        types.add(setup.catalogue.byId("king"));
        for (String id : new String[] {"queen", "rook", "bishop", "knight", "pawn"}) types.add(setup.catalogue.byId(id));
        // (the reader gives "royal" to the next piece indication only: BEISPIEL-duplex-09
        // "koen sc8 bb6", BEISPIEL-duplex-12 "koen gc8 dub6": Koeniglich c8)
        Map<Integer, PieceType> placed = new LinkedHashMap<>();
        boolean anyNeutral = false;
        boolean anyChameleon = false;
        // the walks of the chameleon units: the usual cycle, or a condition's sequence
        Map<String, String> chameleonSequence = null;
        if (setup.rules instanceof feerie.condition.ConditionRules cr)
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
        // a royal square counts as the side's royal (py 4.104: a king besides it is refused)
        if (setup.rules instanceof feerie.condition.ConditionRules cr)
            for (feerie.condition.Condition c : cr.conditions().conditions())
                for (int side = 0; side < 2; side++)
                    if (c.isRoyalOf(side)) royals[side]++;
        for (var e : setup.pieces.entrySet()) {
            PieceSpec p = e.getValue();
            boolean neutral = p.colour() == Colour.NEUTRAL;
            if (neutral && game) throw new UnsupportedException("neutral pieces in " + setup.rules.name());
            PieceType base = setup.type(p);
            if (base == null) throw new UnsupportedException("piece " + p.kind().toUpperCase());
            int s = p.colour() == Colour.WHITE ? 0 : 1;
            int mask = Setup.attributeMask(p, game);
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
            if (base.royal() || (mask & Attributes.ROYAL) != 0) {
                boolean several = setup.rules instanceof feerie.condition.ConditionRules cr
                        && cr.conditions().conditions().stream().anyMatch(feerie.condition.Condition::allowsSeveralKings);
                // Popeye: "only one king allowed", "problem ignored" (py 4.104: a king and a royal
                // unit of one side, or two royal units)
                if (!several && (++royals[s] > 1 || neutral && ++royals[1 - s] > 1))
                    throw new ProblemIgnoredException("only one king allowed");
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
                // a chameleon pawn stays a pawn (py 4.104: "cPc2-c4") and promotes to a chameleon
                if (!chameleonWalks.contains(base.id()) && !base.isPawn())
                    throw new UnsupportedException("piece attribute Chameleon on " + base.id());
                for (String id : chameleonWalks) {
                    PieceType c = Attributes.derive(setup.catalogue.byId(id), mask);
                    if (!types.contains(c)) types.add(c);
                }
            }
        }
        if (anyChameleon) {
            // as in Popeye, with chameleons on the board a pawn may also promote to a chameleon
            for (String id : chameleonWalks) {
                PieceType c = Attributes.derive(setup.catalogue.byId(id), Attributes.CHAMELEON);
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
            for (String id : new String[] {"queen", "knight", "rook", "bishop"}) choices.add(setup.catalogue.byId(id));
            if (anyChameleon)
                for (String id : chameleonWalks) choices.add(Attributes.derive(setup.catalogue.byId(id), Attributes.CHAMELEON));
            for (PieceSpec p : setup.pieces.values()) choices.add(setup.type(p));
            // and the types a condition offers (PromOnly's): a magic pawn promotes to a magic unit
            if (setup.rules instanceof feerie.condition.ConditionRules cr) cr.conditions().addTypes(choices);
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
            for (String id : MARINE_PROMOTIONS) if (!types.contains(setup.catalogue.byId(id))) types.add(setup.catalogue.byId(id));
        for (PieceSpec below : setup.underworld.values()) {
            PieceType t = setup.type(below);
            // attributes below: Popeye's "pre-filled underworld" of GhostChess ("black uncapturable rb1 white sb1")
            int mask = t == null ? 0 : Setup.attributeMask(below, game);
            if (t == null || (mask & Attributes.ROYAL) != 0 || below.colour() == Colour.NEUTRAL)
                throw new UnsupportedException("a unit below another on " + below.square());
            if (!types.contains(t)) types.add(t);
            if (!types.contains(Attributes.derive(t, mask))) types.add(Attributes.derive(t, mask));
        }
        for (PieceSpec p : setup.alsoTypesOf) {
            PieceType t = setup.type(p);
            if (t == null) throw new UnsupportedException("piece " + p.kind().toUpperCase());
            PieceType derived = Attributes.derive(t, Setup.attributeMask(p, game));
            if (!types.contains(t)) types.add(t);
            if (!types.contains(derived)) types.add(derived);
        }
        if (setup.rules instanceof feerie.condition.ConditionRules cr) cr.conditions().addTypes(types);
        // a pawn on its own first rank stands still, unless a condition lets it move there
        var firstRank = feerie.piece.movement.PawnComponent.FirstRank.STILL;
        if (setup.rules instanceof feerie.condition.ConditionRules cr)
            for (feerie.condition.Condition c : cr.conditions().conditions()) firstRank = firstRank.or(c.pawnsOnFirstRank());
        var position = new feerie.position.Position(new feerie.position.PieceTable(setup.geometry, types, chameleonSequence, firstRank));
        for (var e : setup.pieces.entrySet()) {
            int side = e.getValue().colour() == Colour.WHITE ? Side.WHITE : Side.BLACK;
            position.put(e.getKey(), Piece.of(position.table.indexOf(placed.get(e.getKey())), side));
        }
        for (var e : setup.underworld.entrySet()) {
            int side = e.getValue().colour() == Colour.WHITE ? Side.WHITE : Side.BLACK;
            PieceType below = Attributes.derive(setup.type(e.getValue()), Setup.attributeMask(e.getValue(), game));
            position.putHidden(e.getKey(), Piece.of(position.table.indexOf(below), side));
        }
        if (game) {
            setup.rules.prepare(position);
            for (var e : setup.pieces.entrySet()) {
                if (e.getValue().hasAttribute("Unmoved")) position.setUnmoved(e.getKey(), true);
                if (e.getValue().hasAttribute("Moved")) position.setUnmoved(e.getKey(), false);
            }
            return position;
        }
        promoteAlsoToFairyPieces(position);
        if (setup.rules instanceof feerie.condition.ConditionRules cr)
            for (var c : cr.conditions().conditions()) c.standardWalks().forEach(position.table::replaceStandardWalk);
        if (castling) {
            int rook = position.table.castlingRook();
            for (int side = 0; side < 2; side++) {
                int rank = side == Side.WHITE ? 0 : setup.geometry.ranks - 1;
                int k = position.king(side);
                boolean kingHome = k == setup.geometry.square(4, rank) && !position.isNeutral(k);
                // a rebirth may bring the king home (AntiCirce Super): the rooks in their corners
                // keep their right to castle, as in Popeye (BEISPIEL-antisup-01: "Kb4*a5[sKa5->e8] 0-0-0")
                if (!kingHome && !rebirths()) continue;
                boolean any = false;
                for (int corner : new int[] {setup.geometry.square(0, rank), setup.geometry.square(7, rank)}) {
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
        setup.rules.prepare(position);
        promoteInPopeyesOrder(position);
        if (anyChameleon) promoteAlsoToChameleons(position);
        position.remapImitators(setup.conditionSquares);
        return position;
    }

    /**
     * Popeye offers a pawn's promotions in its order of walks ({@link feerie.piece.WalkOrder}),
     * whatever added them: LosingChess's king first ("=K", "=Q" ...), MarineChess's pieces as
     * "=SI", "=TR", "=ND", "=MS", a fairy piece of the diagram after them (py 4.104). The sort
     * is stable: the variants of one walk (its attributes) keep their order.
     */
    private static void promoteInPopeyesOrder(feerie.position.Position position) {
        var table = position.table;
        java.util.Comparator<Integer> order = java.util.Comparator.comparingInt(t -> feerie.piece.WalkOrder.rank(table.type(t)));
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            position.setPromotionTypes(side, sorted(position.promotionTypes(side), order));
            position.setMarinePromotionTypes(side, sorted(position.marinePromotionTypes(side), order));
        }
    }

    private static int[] sorted(int[] types, java.util.Comparator<Integer> order) {
        return java.util.Arrays.stream(types).boxed().sorted(order).mapToInt(Integer::intValue).toArray();
    }

    /**
     * With chameleons on the board, a pawn's promotion to a walk the chameleons go through (the
     * knight, bishop, rook, queen cycle or ChameleonSequence's walks) comes twice, as the piece and
     * as a chameleon piece, whatever the list of promotions (a condition's too: PromOnly). Popeye
     * adds the chameleon after each such promotion (py 4.104: "=Q", "=Q=c", "=S", "=S=c" ...;
     * under {@code ChameleonSequence PA VA PA} "=Q" alone, "=PA" and "=PA=c";
     * BEISPIEL-cham-06: "nBg7-g8=nL=nc").
     */
    private static void promoteAlsoToChameleons(feerie.position.Position position) {
        var table = position.table;
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            List<Integer> choices = new ArrayList<>();
            for (int t : position.promotionTypes(side)) {
                if (!choices.contains(t)) choices.add(t);
                int mask = Attributes.of(table.type(t));
                if ((mask & Attributes.CHAMELEON) != 0) continue;
                int chameleon = table.indexOf(Attributes.baseId(table.type(t)) + "@" + (mask | Attributes.CHAMELEON));
                // a walk outside the chameleons' sequence has no next walk
                if (chameleon > 0 && table.chameleonNext(Piece.of(chameleon, side)) != 0 && !choices.contains(chameleon))
                    choices.add(chameleon);
            }
            position.setPromotionTypes(side, choices.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** May the conditions bring units back to the board (so that a rook may reach its corner)? */
    private boolean rebirths() {
        return setup.rules instanceof feerie.condition.ConditionRules c && c.conditions().hasEffects();
    }

    /** Is some type neutral or HalfNeutral? */
    private static boolean neutralOrHalfNeutral(List<PieceType> types) {
        return types.stream().anyMatch(t -> (Attributes.of(t) & (Attributes.HALF_NEUTRAL | Attributes.NEUTRAL)) != 0);
    }

    /**
     * As in Popeye, a pawn may also promote to every fairy piece of the diagram (either colour),
     * after the queen, knight, rook and bishop.
     */
    private void promoteAlsoToFairyPieces(feerie.position.Position position) {
        List<Integer> choices = new ArrayList<>();
        for (int t : position.promotionTypes(Side.WHITE)) choices.add(t);
        withDiagramPieces(choices, position);
        int[] all = choices.stream().mapToInt(Integer::intValue).toArray();
        position.setPromotionTypes(Side.WHITE, all);
        position.setPromotionTypes(Side.BLACK, all);
        if (position.table.anyMarinePawn()) {
            // the marine pieces in place of the orthodox ones, then the diagram's other pieces
            // (an orthodox piece among them too: REGRESSIONS-4_63_to_4_65-22, "MPd2-d1=MH")
            List<Integer> marine = new ArrayList<>();
            for (String id : MARINE_PROMOTIONS) marine.add(position.table.indexOf(id));
            int[] types = withDiagramPieces(marine, position);
            position.setMarinePromotionTypes(Side.WHITE, types);
            position.setMarinePromotionTypes(Side.BLACK, types);
        }
    }

    /** {@code choices} followed by the diagram's pieces a pawn may promote to (no king, no pawn, no dummy) not among them yet. */
    private int[] withDiagramPieces(List<Integer> choices, feerie.position.Position position) {
        List<PieceType> diagram = new ArrayList<>();
        for (PieceSpec p : setup.pieces.values()) {
            PieceType t = setup.type(p);
            // nor the dummy: Popeye never promotes to it (py 4.104, h#2 with a royal dummy on the board)
            if (t.royal() || t.isPawn() || t.movement().isPromotingPawn() || t.id().equals("dummy")) continue;
            if (!diagram.contains(t)) diagram.add(t);
        }
        // in Popeye's order of walks, not the diagram's (py 4.104: "=PA" before "=VA", "=G" before "=N")
        diagram.sort(java.util.Comparator.comparingInt(feerie.piece.WalkOrder::rank));
        for (PieceType t : diagram) {
            int index = position.table.indexOf(t);
            if (!choices.contains(index)) choices.add(index);
        }
        return choices.stream().mapToInt(Integer::intValue).toArray();
    }

    /** What a marine pawn promotes to, in the order of the orthodox queen, knight, rook and bishop. */
    private static final String[] MARINE_PROMOTIONS = {"sirene", "marineknight", "triton", "nereide"};
}
