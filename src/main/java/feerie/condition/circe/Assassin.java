package feerie.condition.circe;

import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * Circe Assassin's check (Popeye's manual: a unit reborn on an occupied square removes the
 * occupant): a king is attacked also by every capture whose unit would be reborn on its square
 * (TESTS-circe-10: in Mirror Circe, 1.Kc3-b4 mates since Kb4*a4 would bring a black pawn back
 * on a2, the black king's square).
 */
final class Assassin {
    private Assassin() {}

    /** Has {@code by} a capture after which a unit is reborn on {@code target}? */
    static boolean rebirthOn(Position p, int target, int by, Circe circe) {
        if (circe.lastMove()) return false;
        int[] out = p.scratch;
        int start = p.scratchTop;
        try {
            for (int i = 0, n = p.pieceCount(by); i < n; i++) {
                int from = p.pieceSquare(by, i);
                int end = MoveGenerator.generateFrom(p, from, out, start);
                p.scratchTop = end;
                int mover = p.at(from);
                for (int k = start; k < end; k++) {
                    int m = out[k];
                    if (!Circe.isCapture(p, m) || Move.to(m) == target) continue;
                    if (circe.rebirthSquareOf(p, mover, m) == target) return true;
                }
                p.scratchTop = start;
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    /** Did the last move's rebirth remove a king of {@code side} (a unit reborn on its square)? */
    static boolean removedKing(Position p, int side) {
        var e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++)
            if (e.kind(i) == feerie.position.Effects.Kind.REMOVE_QUIETLY && p.table.isRoyal(e.piece(i))
                    && feerie.piece.Piece.side(e.piece(i)) == side) return true;
        return false;
    }
}
