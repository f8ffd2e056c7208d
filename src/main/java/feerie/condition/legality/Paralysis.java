package feerie.condition.legality;

import feerie.condition.ConditionSet;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.position.Position;

/**
 * Observation as the movements' geometry alone, as the paralysing conditions ask it (Madrasi,
 * Isardam, Eiffel) and Patrouille's support: whether the observer is itself paralysed or
 * unsupported does not matter (two such units paralyse each other), as in Popeye.
 */
public final class Paralysis {
    private Paralysis() {}

    /**
     * Does a unit of side {@code by} (a neutral one included) that carries {@code attribute}
     * observe {@code sq} by its movement alone (the attribute Paralysing's paralysis)?
     */
    public static boolean observedByCarrier(Position p, int sq, int by, int attribute) {
        return observedByUnits(p, sq, by, attribute, false);
    }

    /** Is the unit on {@code sq} observed by an enemy unit of its own kind? Kings only with {@code rexInclusive}. */
    static boolean paralysed(Position p, int sq, boolean rexInclusive) {
        int piece = p.at(sq);
        if (piece == Piece.EMPTY || p.isNeutral(sq)) return false;
        if (!rexInclusive && p.table.isRoyal(piece)) return false;
        return observedBy(p, sq, Side.opponent(Piece.side(piece)), piece ^ 1);
    }

    /**
     * Is the neutral unit on {@code sq}, a unit of both sides, observed by a unit of its kind of
     * either side (a neutral one included, observing for that side)? Isardam's question (py 4.104:
     * two neutral knights a knight's move apart may not stand). Kings only with {@code rexInclusive}.
     */
    static boolean neutralObserved(Position p, int sq, boolean rexInclusive) {
        int piece = p.at(sq);
        if (!rexInclusive && p.table.isRoyal(piece)) return false;
        int type = Piece.type(piece);
        return observedBy(p, sq, Side.BLACK, Piece.of(type, Side.BLACK)) || observedBy(p, sq, Side.WHITE, Piece.of(type, Side.WHITE));
    }

    /** Does a unit {@code observer} (a piece code of side {@code by}) observe {@code sq}? */
    static boolean observedBy(Position p, int sq, int by, int observer) {
        for (int i = 0, n = p.pieceCount(by); i < n; i++) {
            int from = p.pieceSquare(by, i);
            // a unit observes with the walk the conditions give it (AnnanChess)
            int unit = ConditionSet.observingUnitOf(p, from);
            // of one kind whatever the attributes (a magic rose paralyses a rose, as in Popeye)
            if (unit != observer && (Piece.side(unit) != Piece.side(observer) || p.table.kind(unit) != p.table.kind(observer)))
                continue;
            if (movementAttacks(p, from, observer, sq, by)) return true;
        }
        // a neutral unit of the kind observes for either side (REGRESSIONS-4_61_to_4_63-08: nRa1 paralyses wRb1)
        for (int i = 0, n = p.neutralCount(); i < n; i++) {
            int from = p.neutralSquare(i);
            if (from != sq && sameKind(p, p.at(from), observer) && observes(p, from, (p.at(from) & ~1) | by, sq, by)) return true;
        }
        return false;
    }

    /**
     * Does {@code piece}, the unit on {@code from}, attack {@code sq} by its movement (within the
     * geometry) from the square it observes from? Under MarsCirce that is its rebirth square, its
     * own square left empty meanwhile: Popeye's paralysis follows Mars observation
     * (REGRESSIONS-4_63_to_4_65-83: Madrasi MarsCirce).
     */
    private static boolean movementAttacks(Position p, int from, int piece, int sq, int by) {
        int at = ConditionSet.observationSquareOf(p, from, by);
        if (at < 0) return false;
        if (at != from) p.shiftUnrecorded(from, at);
        try {
            for (Component.Bound c : p.movement(piece)) if (c.attacks(p, at, sq, by) && geometry(p, at, sq, by)) return true;
            return false;
        } finally {
            if (at != from) p.shiftUnrecorded(at, from);
        }
    }

    /** Are two units (one neutral) of one kind: the same catalogue type, whatever colour or neutrality? */
    private static boolean sameKind(Position p, int a, int b) {
        if (p.table.walk(a) != p.table.walk(b)) return false;
        return p.table.walk(a) != feerie.position.PieceTable.FAIRY
                || Attributes.baseId(p.table.type(Piece.type(a))).equals(Attributes.baseId(p.table.type(Piece.type(b))));
    }

    /** The other conditions' geometry (GridChess, Hole): observation is asked within it. */
    private static boolean geometry(Position p, int from, int to, int side) {
        return ConditionSet.of(p).allowsGeometry(p, from, to, side);
    }

    /**
     * Is {@code sq} observed by a unit of {@code by} by its movement alone (a guard)? By the
     * position's plain probes, or by the walks the conditions give the units (AnnanChess).
     */
    static boolean guarded(Position p, int sq, int by) {
        return ConditionSet.of(p).extendsObservation() ? observedByAny(p, sq, by) : p.isAttackedPlainly(sq, by);
    }

    /** Does any unit of side {@code by} (neutral ones included) other than the one on {@code sq} observe {@code sq}? */
    static boolean observedByAny(Position p, int sq, int by) { return observedByUnits(p, sq, by, 0, false); }

    /**
     * Does a unit of side {@code by} that may observe at all ({@link ConditionSet#observerValid}:
     * not a paralysed one) observe {@code sq}? Patrouille's support (REGRESSIONS-4_61_to_4_63-31:
     * a pawn paralysed by a Paralysing rook supports no one).
     */
    static boolean supportedBy(Position p, int sq, int by) { return observedByUnits(p, sq, by, 0, true); }

    /**
     * Does a unit of side {@code by} (neutral ones included) other than the one on {@code sq}, one
     * carrying {@code attribute} unless it is 0, observe {@code sq}? With {@code validated}, only
     * a unit the conditions let observe at all.
     */
    private static boolean observedByUnits(Position p, int sq, int by, int attribute, boolean validated) {
        ConditionSet set = validated ? ConditionSet.of(p) : null;
        for (int i = 0, n = p.pieceCount(by); i < n; i++) {
            int from = p.pieceSquare(by, i);
            if (from != sq && carries(p, from, attribute) && observes(p, from, ConditionSet.observingUnitOf(p, from), sq, by)
                    && (set == null || set.observerValid(p, from, by))) return true;
        }
        for (int i = 0, n = p.neutralCount(); i < n; i++) {
            int from = p.neutralSquare(i);
            // a neutral unit observes for either side, with that side's movement
            if (from != sq && carries(p, from, attribute) && observes(p, from, (p.at(from) & ~1) | by, sq, by)
                    && (set == null || set.observerValid(p, from, by))) return true;
        }
        return false;
    }

    private static boolean carries(Position p, int from, int attribute) {
        return attribute == 0 || (p.table.attributes(p.at(from)) & attribute) != 0;
    }

    private static boolean observes(Position p, int from, int piece, int sq, int by) {
        if (movementAttacks(p, from, piece, sq, by)) return true;
        // and from the other squares the conditions give it (PlusChess's centre, PhantomChess's rebirth square)
        return p.conditions() instanceof ConditionSet set && set.observesFromElsewhere(p, from, piece, sq, by);
    }
}
