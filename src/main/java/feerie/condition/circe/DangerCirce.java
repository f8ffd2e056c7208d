package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Danger Circe: a unit the opponent observes may also go straight to its Circe rebirth square,
 * when that square is empty or holds an opponent's unit, which it then captures (TESTS-danger_circe-01:
 * the pawn d4 attacked by Se6 plays d4-d2, the pawn f4 plays f4*f2). Such a move may capture a
 * king, so it attacks the square ({@link #attackedOtherwise}). "Observed" is asked by the pieces'
 * movements alone, as in Popeye, where the danger moves observe nothing.
 */
final class DangerCirce implements Condition {
    @Override
    public String name() { return "DangerCirce"; }

    @Override
    public boolean addsAttacks() { return true; }

    /** Does a unit of {@code by} in danger have its rebirth square on {@code target}? */
    @Override
    public boolean attackedOtherwise(Position p, int target, int by) {
        for (int i = 0, n = p.pieceCount(by); i < n; i++) {
            int from = p.pieceSquare(by, i);
            if (rebirthSquare(p, p.at(from), from) == target && p.isAttackedPlainly(from, Side.opponent(by))) return true;
        }
        for (int i = 0, n = p.neutralCount(); i < n; i++) {
            int from = p.neutralSquare(i);
            int unit = Piece.of(Piece.type(p.at(from)), by);
            if (rebirthSquare(p, unit, from) == target && p.isAttackedPlainly(from, Side.opponent(by))) return true;
        }
        return false;
    }

    private static int rebirthSquare(Position p, int unit, int from) {
        return RebirthSquare.regular(p.geometry, p.table.walk(unit), from, Piece.side(unit));
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (piece == Piece.EMPTY) return end;
        int unit = p.table.isNeutral(piece) ? Piece.of(Piece.type(piece), side) : piece;
        int r = rebirthSquare(p, unit, from);
        if (r < 0 || r == from) return end;
        int there = p.at(r);
        if (there != Piece.EMPTY && (Piece.side(there) == side && !p.table.isNeutral(there))) return end;
        if (!p.isAttackedPlainly(from, Side.opponent(side))) return end;
        out[end++] = Move.of(from, r);
        return end;
    }

    @Override
    public String toString() { return name(); }
}
