package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * PhantomChess: a unit moves as usual, and also as if it stood on its Circe rebirth square (when
 * that square is empty), capturing or not; a move from there to a square the unit reaches
 * directly as well is not another move. Kings take no part unless RexInclusive. Written with the
 * square passed through, as under AntiMarsCirce ({@code Rc1-a1-a4}). A unit observes from both
 * squares, so observation goes through generation.
 */
public final class PhantomChess implements Condition {
    /** Bits 16-23 of a move from the rebirth square (a promotion never comes from there). */
    private static final int VIA_MARK = 1 << 16;

    private final String name;
    private final boolean rexInclusive;

    public PhantomChess(String name, boolean rexInclusive) {
        this.name = name;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public boolean changesObservation() { return true; }

    private static int rebirth(Position p, int piece, int square) {
        return RebirthSquare.REGULAR.square(p, piece, square, Piece.side(piece), Move.NULL);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (!rexInclusive && p.table.isRoyal(piece)) return end;
        int r = rebirth(p, piece, from);
        if (r < 0 || r == from || p.at(r) != Piece.EMPTY) return end;
        p.shiftUnrecorded(from, r);
        int n = MoveGenerator.generatePlain(p, r, side, out, end);
        p.shiftUnrecorded(r, from);
        int k = end;
        for (int i = end; i < n; i++) {
            int m = out[i];
            int to = Move.to(m);
            if (to == from || Move.kind(m) == Move.PROMOTION || Move.kind(m) == Move.CASTLING || reachedDirectly(out, start, end, to))
                continue;
            out[k++] = m & ~0xff | from | VIA_MARK;
        }
        return k;
    }

    @Override
    public boolean observesFromElsewhere() { return true; }

    /** A unit observes from its rebirth square too (a king only when RexInclusive). */
    @Override
    public int alsoObservesFrom(Position p, int from, int by, int k) {
        int piece = p.at(from);
        if (k > 0 || !rexInclusive && p.table.isRoyal(piece)) return -1;
        return rebirth(p, piece, from);
    }

    private static boolean reachedDirectly(int[] out, int start, int end, int to) {
        for (int i = start; i < end; i++) if (Move.to(out[i]) == to) return true;
        return false;
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING || Move.kind(move) == Move.PROMOTION
                || (move & VIA_MARK) == 0) return;
        int r = rebirth(p, p.lastMover(), Move.from(move));
        if (r < 0) return;
        p.effectVia(r);
        // a double step from the rebirth square passes the square next to it
        if (Move.kind(move) == Move.DOUBLE_STEP) p.effectEnPassantSquare((r + Move.to(move)) >> 1);
    }
}
