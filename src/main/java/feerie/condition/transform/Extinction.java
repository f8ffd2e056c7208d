package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import java.util.List;

/**
 * ExtinctionChess: a side loses when the last unit of one of its kinds is captured, so a side is
 * in check when the other side has a capture after which it has no unit of the captured one's
 * kind left. The capture is played to find out (a Circe rebirth or an Andernach capturer turned
 * may bring one back), as in Popeye. The kings are plain units (RoyalDynasty's type, a king's
 * walk not royal), and a pawn may promote to a king.
 */
final class Extinction implements Condition {
    private final LosingChess kings = new LosingChess();

    @Override
    public String name() { return "ExtinctionChess"; }

    @Override
    public void addTypes(List<PieceType> types) { kings.addTypes(types); }

    @Override
    public boolean allowsSeveralKings() { return true; }

    @Override
    public void prepare(Position p) { kings.prepare(p); }

    @Override
    public boolean redefinesCheck() { return true; }

    @Override
    public boolean inCheck(Position p, int side) {
        int them = Side.opponent(side);
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return false;
        int before = p.sideToMove();
        p.setSideToMove(them);
        try {
            for (int i = 0; i < p.pieceCount(them); i++) {
                int end = MoveGenerator.generateFrom(p, p.pieceSquare(them, i), out, start);
                p.scratchTop = end;
                for (int k = start; k < end; k++) if (extincts(p, out[k], side)) return true;
            }
            return false;
        } finally {
            p.scratchTop = start;
            p.setSideToMove(before);
        }
    }

    /** Does the capture {@code m} leave {@code side} without a unit of the captured one's kind? */
    private static boolean extincts(Position p, int m, int side) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLING || kind == Move.EXCHANGE || kind == Move.DISPLACED_CAPTURE) return false;
        int victim = kind == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m);
        if (victim < 0) return false;
        int unit = p.at(victim);
        if (unit == Piece.EMPTY || p.isNeutral(victim) || Piece.side(unit) != side) return false;
        int type = Piece.type(unit);
        if (count(p, side, type) > 1) return false;
        p.make(m);
        boolean extinct = count(p, side, type) == 0;
        p.unmake(m);
        return extinct;
    }

    private static int count(Position p, int side, int type) {
        int n = 0;
        for (int i = 0; i < p.pieceCount(side); i++) if (Piece.type(p.at(p.pieceSquare(side, i))) == type) n++;
        return n;
    }
}
