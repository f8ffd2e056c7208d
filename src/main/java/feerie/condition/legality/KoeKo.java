package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * KoeKo (Kontakt-Kö): a move is legal only if the unit that moved stands next to another unit
 * afterwards (both units of a castling). An observation counts only if the capture would be so:
 * the observer, on the target's square, touching another unit.
 */
public final class KoeKo implements Condition {
    @Override
    public String name() { return "KoeKo"; }

    /** Has the square {@code sq} an occupied neighbour other than {@code ignore}? */
    static boolean touches(Position p, int sq, int ignore) {
        var g = p.geometry;
        int f = g.file(sq), r = g.rank(sq);
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (dx == 0 && dy == 0 || !g.contains(f + dx, r + dy)) continue;
                int n = g.square(f + dx, r + dy);
                if (n != ignore && p.at(n) != Piece.EMPTY) return true;
            }
        }
        return false;
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        int to = arrival(p, Move.to(m));
        if (Move.kind(m) == Move.CASTLING) {
            int rookTo = Move.to(m) + (Move.castlingRook(m) > Move.from(m) ? -1 : 1);
            return touches(p, to, -1) && touches(p, rookTo, -1);
        }
        return to < 0 || touches(p, to, -1);
    }

    /** Where the unit that arrived on {@code to} stands now, followed through the effects (AntiCirce); -1 if gone. */
    private static int arrival(Position p, int to) {
        Effects e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++) {
            if (e.square(i) != to) continue;
            if (e.kind(i) == Effects.Kind.MOVE) to = e.to(i);
            else if (e.kind(i) == Effects.Kind.REMOVE) return -1;
        }
        return to;
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return touches(p, target, from); }

    @Override
    public String toString() { return name(); }
}
