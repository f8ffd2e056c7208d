package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.position.Position;

/**
 * LeseMajeste, as Popeye plays it: the play is orthodox, but the diagram may leave the side not
 * to move in check (Popeye then neither rejects the position nor lets a king be captured).
 */
public final class LeseMajeste implements Condition {
    @Override
    public String name() { return "LeseMajeste"; }

    /** No move captures a king (the diagram's check is not an invitation to take it). */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int captured = p.lastCaptured();
        return captured == Piece.EMPTY || !p.table.isRoyal(captured);
    }

    /** The diagram may leave the side not to move in check (py 4.104, LeseMajesteTest). */
    @Override
    public boolean allowsDiagramCheck() { return true; }

    @Override
    public String toString() { return name(); }
}
