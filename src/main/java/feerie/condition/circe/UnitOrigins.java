package feerie.condition.circe;

import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Where a unit stood in the diagram (Diagram Circe reborn units there): the unit is followed back
 * through the moves played and their effects, from the last to the first, without allocating. A
 * unit reborn by an effect was the one the same move captured; a unit moved aside by an effect came
 * from the effect's square.
 */
public final class UnitOrigins {
    private UnitOrigins() {}

    /** The diagram square of the unit standing on {@code square} after the move made at {@code lastPly} (-1: none yet). */
    public static int diagramSquare(Position p, int square, int lastPly) {
        int s = square;
        Effects e = p.effects();
        for (int ply = lastPly; ply >= 0; ply--) {
            boolean reborn = false;
            for (int k = p.effectsStart(ply + 1) - 1; k >= p.effectsStart(ply); k--) {
                int kind = e.kind(k);
                if (kind == Effects.Kind.ADD && e.square(k) == s) {
                    // reborn here by this move: it is the unit the move captured
                    s = p.captureSquareAt(ply);
                    reborn = true;
                    break;
                }
                if (kind == Effects.Kind.MOVE && e.to(k) == s) s = e.square(k);
            }
            if (reborn) continue;
            int m = p.moveAt(ply);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            if (Move.kind(m) == Move.CASTLING) {
                int rook = Move.castlingRook(m), rookTo = to + (rook > from ? -1 : 1);
                if (s == rookTo) s = rook;
                else if (s == to) s = from;
            } else if (s == to) {
                s = from;
            }
        }
        return s;
    }
}
