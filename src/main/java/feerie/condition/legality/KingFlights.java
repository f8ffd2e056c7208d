package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * Mate redefined by the king's flights, the other units having no legal move either way. MAFF:
 * the checked king has exactly one legal move. OWU: it has none, and exactly one capture
 * (which is illegal).
 */
public final class KingFlights implements Condition {
    private final boolean owu;

    public KingFlights(boolean owu) { this.owu = owu; }

    @Override
    public String name() { return owu ? "OWU" : "MAFF"; }

    @Override
    public boolean redefinesMate() { return true; }

    @Override
    public boolean escapesMate(Position p, ConditionSet legality) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        int us = p.sideToMove();
        int king = p.king(us);
        int flights = 0;
        int captures = 0;
        try {
            int end = MoveGenerator.generate(p, out, start);
            p.scratchTop = end;
            for (int i = start; i < end; i++) {
                int m = out[i];
                boolean byKing = feerie.piece.movement.Move.from(m) == king;
                if (byKing && Captures.isCapture(p, m)) captures++;
                p.make(m);
                boolean ok = legality.legal(p, us);
                p.unmake(m);
                if (!ok) continue;
                if (!byKing) return true;
                flights++;
            }
        } finally {
            p.scratchTop = start;
        }
        return owu ? flights != 0 || captures != 1 : flights != 1;
    }

    @Override
    public String toString() { return name(); }
}
