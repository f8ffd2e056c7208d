package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Leffie: Isardam with EiffelChess's paralysis: a move that leaves a unit observed by an enemy
 * unit of its paralysing kind (a pawn by a queen, a queen by a rook, ...) is illegal, and an
 * observation (a check too) counts only if the capture behind it would be legal.
 */
public final class Leffie implements Condition {
    @Override
    public String name() { return "Leffie"; }

    @Override
    public boolean legalAfter(Position p, int mover) { return !anyParalysis(p); }

    private static boolean anyParalysis(Position p) {
        for (int side = 0; side < 2; side++) {
            for (int i = 0, n = p.pieceCount(side); i < n; i++) {
                if (EiffelChess.paralysed(p, p.pieceSquare(side, i))) return true;
            }
        }
        // a neutral unit is either side's: paralysed by either side's paralysers
        for (int i = 0, n = p.neutralCount(); i < n; i++) {
            if (EiffelChess.paralysed(p, p.neutralSquare(i))) return true;
        }
        return false;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    // it only takes observations away: a unit whose movement misses the target does not observe it
    @Override
    public boolean observesWithinMovement() { return true; }

    /** The capture behind the observation is played; it must leave no paralysis. */
    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (p.at(target) == Piece.EMPTY) return true;
        int m = Move.of(from, target);
        p.make(m);
        boolean ok = !anyParalysis(p);
        p.unmake(m);
        return ok;
    }

    @Override
    public String toString() { return name(); }
}
