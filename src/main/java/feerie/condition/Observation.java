package feerie.condition;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * Observation as one question with validators: is a square observed by a side? With conditions
 * that change observation, the answer is found the slow, general way: a piece observes the
 * target when it has a capture onto it among the moves it may make under the conditions
 * (generation hooks included: AntiCirce drops captures whose rebirth is blocked, MarsCirce
 * captures from the rebirth square) and every condition's {@link Condition#observes} accepts it.
 * Where the conditions only veto observers ({@link Condition#vetoesObservationOnly}), the
 * observers come from the position's reverse probes instead, which is much quicker.
 */
final class Observation {
    private Observation() {}

    static boolean attacked(Position p, int target, int by, Condition[] validators) {
        return attacked(p, target, by, validators, false);
    }

    /**
     * {@code withinMovement}: the conditions only take captures away
     * ({@link Condition#observesWithinMovement}), so a target the movements alone do not reach is
     * not observed, and without neutral units only the units the position's reverse probes find
     * need their moves generated.
     */
    static boolean attacked(Position p, int target, int by, Condition[] validators, boolean withinMovement) {
        int victim = p.at(target);
        // an empty square is "attacked" as the pieces' movements say (a castling king's crossing
        // square is tested with the king on it, so check itself never comes here empty)
        if (victim == Piece.EMPTY) return p.isAttackedPlainly(target, by);
        if (validators.length == 1 && validators[0].relocatesObservation()) return attackedFromElsewhere(p, target, by, validators[0]);
        if (withinMovement && !p.isAttackedPlainly(target, by)) return false;
        int start = p.scratchTop;
        try {
            if (withinMovement && !p.hasNeutrals()) return attackedByObservers(p, target, by, validators);
            int own = p.pieceCount(by);
            boolean neutralTarget = p.isNeutral(target);
            for (int i = 0, n = own + p.neutralCount(); i < n; i++) {
                // the side's units, then the neutral ones, which observe for either side
                int from = i < own ? p.pieceSquare(by, i) : p.neutralSquare(i - own);
                // within the movements, a unit whose movement misses a target that is not neutral
                // cannot observe it: its moves need not be generated
                if (withinMovement && !neutralTarget && !movementAttacks(p, from, i >= own, target, by)) continue;
                if (observesByMoves(p, from, i >= own, target, by, validators)) return true;
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    /**
     * Does the movement of the unit on {@code from} (of {@code by}, or a neutral one then seen as
     * a unit of {@code by}) alone attack {@code target}?
     */
    private static boolean movementAttacks(Position p, int from, boolean neutral, int target, int by) {
        int unit = neutral ? Piece.of(p.table.colouredType(Piece.type(p.at(from))), by) : ConditionSet.observingUnitOf(p, from);
        for (var b : p.movement(unit)) if (b.attacks(p, from, target, by)) return true;
        return false;
    }

    /** {@link #attacked} when the conditions only take captures away, without neutral units: the probes' observers asked. */
    private static boolean attackedByObservers(Position p, int target, int by, Condition[] validators) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        int end = p.observers(target, by, out, start);
        p.scratchTop = end;
        for (int k = start; k < end; k++) if (observesByMoves(p, out[k], false, target, by, validators)) return true;
        return false;
    }

    /** Does the one unit on {@code from} (of {@code by}) observe {@code target} ({@link ConditionSet#observesFrom})? */
    static boolean observesFrom(Position p, int from, int target, int by, Condition[] validators) {
        if (p.at(target) == Piece.EMPTY) return false;
        return observesByMoves(p, from, false, target, by, validators);
    }

    /**
     * Has the unit on {@code from} (a neutral one observing for {@code by}) a capture onto
     * {@code target} among its moves under the conditions, which the validators accept? Its moves
     * are generated from the scratch stack's top, which is left as it was.
     */
    private static boolean observesByMoves(Position p, int from, boolean neutral, int target, int by, Condition[] validators) {
        // the one condition in play may answer without generating all the unit's moves (Make&Take)
        if (!neutral && p.conditions() instanceof ConditionSet set && set.conditions().size() == 1) {
            // (the generation drops the captures of an uncapturable unit)
            if ((p.table.attributes(p.at(target)) & feerie.piece.Attributes.UNCAPTURABLE) != 0) return false;
            int answer = set.conditions().get(0).capturesOnto(p, from, target, by);
            if (answer >= 0) return answer == 1 && accepted(p, from, target, by, validators);
        }
        int[] out = p.scratch;
        int start = p.scratchTop;
        // the side not to move sees the neutral units coloured as its own: it observes as on its
        // own turn, where it could capture them (a CAST unit's count of captures includes them)
        boolean recolour = !neutral && by != p.sideToMove() && p.hasNeutrals();
        if (recolour) p.recolourNeutralsUnrecorded();
        int end;
        try {
            end = neutral ? MoveGenerator.generateNeutralFrom(p, from, by, out, start) : MoveGenerator.generateFrom(p, from, out, start);
        } finally {
            if (recolour) p.recolourNeutralsUnrecorded();
        }
        p.scratchTop = end;
        try {
            for (int k = start; k < end; k++) {
                int m = out[k];
                // a locust's capture takes the unit it passes, not its arrival square's; a capture
                // displaced by a condition (Take&Make's completion) is seen at its arrival, which
                // keeps REGRESSIONS-4_61_to_4_63-18 (Take&Make + Isardam: 1.a7 no mate) as Popeye
                int taken = Move.kind(m) == Move.DISPLACED_CAPTURE && p.table.capturesDisplaced(p.at(from))
                        ? Move.victim(m) : Move.to(m);
                if (taken != target || Move.kind(m) == Move.CASTLING || Move.kind(m) == Move.EXCHANGE) continue;
                return accepted(p, from, target, by, validators);
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    /**
     * The same question when the conditions only veto observers: the units observing the target
     * by their movements, from the position's reverse probes, each asked of the validators.
     */
    static boolean attackedByProbes(Position p, int target, int by, Condition[] validators) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        int end = p.observers(target, by, out, start);
        p.scratchTop = end;
        try {
            for (int k = start; k < end; k++) if (accepted(p, out[k], target, by, validators)) return true;
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    /**
     * Observation by a condition that only moves the observers ({@link Condition#relocatesObservation}):
     * each unit is put on the square it observes from and asked whether its movement attacks the
     * target, without generating its moves.
     */
    private static boolean attackedFromElsewhere(Position p, int target, int by, Condition relocating) {
        if ((p.table.attributes(p.at(target)) & feerie.piece.Attributes.UNCAPTURABLE) != 0) return false;
        int own = p.pieceCount(by);
        for (int i = 0, n = own + p.neutralCount(); i < n; i++) {
            // the side's units, then the neutral ones, which observe for either side
            int from = i < own ? p.pieceSquare(by, i) : p.neutralSquare(i - own);
            int sq = relocating.observationSquare(p, from, by);
            if (sq < 0) continue;
            int piece = i < own ? p.at(from) : feerie.piece.Piece.of(feerie.piece.Piece.type(p.at(from)), by);
            if (sq != from) p.shiftUnrecorded(from, sq);
            boolean attacks = false;
            for (var c : p.movement(piece)) {
                if (c.attacks(p, sq, target, by)) {
                    attacks = true;
                    break;
                }
            }
            if (sq != from) p.shiftUnrecorded(sq, from);
            if (attacks && relocating.observes(p, from, target, by)) return true;
        }
        return false;
    }

    private static boolean accepted(Position p, int from, int target, int by, Condition[] validators) {
        for (Condition c : validators) if (!c.observes(p, from, target, by)) return false;
        return true;
    }

    /** {@link ConditionSet#validates}, by the set's {@code observers}. */
    static boolean validates(Position p, int from, int target, int by, Condition[] observers) {
        if (observers.length == 0) return true;
        int base = p.scratchTop;
        p.scratch[base] = feerie.piece.movement.Move.of(from, target);
        p.scratchTop = base + 1;
        try {
            int end = base + 1;
            for (Condition c : observers) {
                if (c.vetoesObservationOnly()) continue;
                if (!c.observes(p, from, target, by)) return false;
                end = c.pieceMoves(p, from, by, p.scratch, base, end);
                if (end == base) return false;
            }
            return true;
        } finally {
            p.scratchTop = base;
        }
    }

    /** {@link ConditionSet#observesFromElsewhere}, by the set's conditions {@code elsewhere}. */
    static boolean fromElsewhere(ConditionSet set, Condition[] elsewhere, Position p, int from, int piece, int target, int by) {
        for (Condition c : elsewhere) {
            for (int k = 0;; k++) {
                int sq = c.alsoObservesFrom(p, from, by, k);
                if (sq < 0) break;
                if (sq == from || sq == target || p.at(sq) != feerie.piece.Piece.EMPTY) continue;
                p.shiftUnrecorded(from, sq);
                boolean seen = false;
                for (var m : p.movement(piece)) {
                    if (m.attacks(p, sq, target, by) && set.allowsGeometry(p, sq, target, by)) {
                        seen = true;
                        break;
                    }
                }
                p.shiftUnrecorded(sq, from);
                if (seen) return true;
            }
        }
        return false;
    }
}
