package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Isardam: a move that leaves a unit observed by an enemy unit of its own kind (a Madrasi
 * paralysis) is illegal; kings only with RexInclusive. In type A (the default) an observation,
 * a check too, counts only if the capture it stands for would be legal; type B observes as the
 * movements say.
 */
public final class Isardam implements Condition {
    private final boolean typeB;
    private final boolean rexInclusive;

    public Isardam(boolean typeB, boolean rexInclusive) {
        this.typeB = typeB;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return "Isardam" + (typeB ? " TypeB" : "") + (rexInclusive ? " RexInclusive" : ""); }

    /** Popeye refuses it with another paralysis rule. */
    @Override
    public boolean isParalysisRule() { return true; }

    @Override
    public boolean legalAfter(Position p, int mover) { return !anyParalysis(p); }

    private boolean anyParalysis(Position p) {
        for (int side = 0; side < 2; side++) {
            for (int i = 0, n = p.pieceCount(side); i < n; i++) {
                if (Paralysis.paralysed(p, p.pieceSquare(side, i), rexInclusive)) return true;
            }
        }
        for (int i = 0, n = p.neutralCount(); i < n; i++)
            if (Paralysis.neutralObserved(p, p.neutralSquare(i), rexInclusive)) return true;
        return false;
    }

    @Override
    public boolean changesObservation() { return !typeB; }

    /** It only vetoes observations, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    /** Type A: the capture behind the observation is played; it must leave no paralysis. */
    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (typeB || p.at(target) == Piece.EMPTY) return true;
        int m = Move.of(from, target);
        p.make(m);
        boolean ok = !anyParalysis(p);
        p.unmake(m);
        return ok;
    }

    @Override
    public String toString() { return name(); }
}
