package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * ProvocationChess: a unit captures, and so observes and checks, only while it is itself observed
 * by an enemy unit ("provoked"). Whether it is provoked is asked of the units' movements alone, as the
 * other conditions shape them (AnnanChess's walks, PlusChess's centre).
 */
public final class ProvocationChess implements Condition {
    @Override
    public String name() { return "ProvocationChess"; }

    private static boolean provoked(Position p, int sq, int side) {
        // by the walks and squares the other conditions give the units (AnnanChess: REGRESSIONS-4_63_to_4_65-77)
        return Paralysis.guarded(p, sq, Side.opponent(side));
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (end == start || provoked(p, from, side)) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            boolean capture = kind == Move.EN_PASSANT
                    || kind != Move.CASTLING && kind != Move.EXCHANGE && p.at(Move.to(m)) != Piece.EMPTY;
            if (!capture) out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    // the captures dropped at generation are exactly the observations refused here
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return provoked(p, from, by); }

    @Override
    public String toString() { return name(); }
}
