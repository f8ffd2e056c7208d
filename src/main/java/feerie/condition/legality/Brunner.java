package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * BrunnerChess: a unit checks only when capturing the king would be a legal move: a unit that
 * would leave its own king in check by taking the other (a pinned one) gives no check.
 */
public final class Brunner implements Condition {
    @Override
    public String name() { return "BrunnerChess"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int victim = p.at(target);
        if (victim == Piece.EMPTY || !p.table.isRoyal(victim) || Piece.side(victim) == by && !p.isNeutral(target)) return true;
        int m = Move.of(from, target);
        p.make(m);
        boolean legal = !p.inCheck(by);
        p.unmake(m);
        return legal;
    }

    @Override
    public String toString() { return name(); }
}
