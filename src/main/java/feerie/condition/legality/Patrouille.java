package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Patrouille (Patrol chess): a unit captures, and observes (checks), only while a unit of its
 * own side observes it. UltraPatrol: it does not move at all otherwise.
 */
public final class Patrouille implements Condition {
    private final boolean ultra;

    public Patrouille(boolean ultra) { this.ultra = ultra; }

    @Override
    public String name() { return ultra ? "UltraPatrol" : "Patrouille"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (Paralysis.observedByAny(p, from, side)) return end;
        if (ultra) return start;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!Captures.isCapture(p, m)) out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public String toString() { return name(); }
}
