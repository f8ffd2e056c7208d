package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * MarsCirce and AntiMarsCirce: one kind of move is made from the unit's rebirth square instead
 * of its own square. Under MarsCirce a unit captures only from its rebirth square (as if reborn
 * there first, its own square left empty); under AntiMarsCirce it moves without capturing only
 * from there. The other kind of move is made as usual. A rebirth square occupied by another unit
 * forbids the moves of that kind; a unit standing on its rebirth square moves as usual. Kings
 * take part unless RexExclusive, where a king does not capture at all under MarsCirce (Popeye)
 * and moves as usual under AntiMarsCirce.
 *
 * <p>Since the rebirth square depends only on the unit and its square, the move is written as
 * from-square to arrival square (the position after it is the same as a direct move), and the
 * after-move hook notes the square passed through for the notation ({@code Sg6-b1*d2},
 * {@code b3-b7-b5}). Check follows: a unit observes what it could capture, so under MarsCirce
 * observation is found through the generation hook.
 */
public final class MarsCirce implements Condition {
    /**
     * Bits 16-23 (unused but by promotions and castling) of a move made from the rebirth square:
     * it then differs from the direct move between the same squares, which the battle writer
     * compares with it (a threat Sc1-e2 is not the mate Sc1-g1*e2).
     */
    private static final int VIA_MARK = 1 << 16;

    private final String name;
    /** MarsCirce (captures from the rebirth square) rather than AntiMarsCirce (non-captures). */
    private final boolean captures;
    private final RebirthSquare where;
    private final boolean mirror;
    private final boolean rexInclusive;

    public MarsCirce(String name, boolean captures, RebirthSquare where, boolean mirror, boolean rexInclusive) {
        this.name = name;
        this.captures = captures;
        this.where = where;
        this.mirror = mirror;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    /** MarsCirce changes what captures, hence what observes; AntiMarsCirce leaves captures alone. */
    @Override
    public boolean changesObservation() { return captures; }

    @Override
    public boolean relocatesObservation() { return captures; }

    /** A unit observes from its rebirth square when it is empty or its own; a RexExclusive king nowhere. */
    @Override
    public int observationSquare(Position p, int from, int by) {
        int piece = p.at(from);
        if (!rexInclusive && p.table.isRoyal(piece)) return -1;
        int r = rebirth(p, piece, from, by);
        return r == from || r >= 0 && free(p, r) ? r : -1;
    }

    /**
     * The rebirth square of {@code piece} standing on {@code square}, moving or observing for
     * {@code side} (a neutral unit has that side's square: BEISPIEL-mars-16), or -1.
     */
    private int rebirth(Position p, int piece, int square, int side) {
        if (p.table.isNeutral(piece)) piece = Piece.of(Piece.type(piece), side);
        else side = Piece.side(piece);
        return where.square(p, piece, square, mirror ? Side.opponent(side) : side, Move.NULL);
    }

    /**
     * May a unit stand on its rebirth square to move from there: empty, and no hole a condition's
     * effect made (HaanerChess: BEISPIEL-mars-14, a pawn whose rebirth square the king left gives no check)?
     */
    private static boolean free(Position p, int r) { return p.at(r) == Piece.EMPTY && !p.blocked(r); }

    /**
     * A capture: en passant, a unit on the arrival square, or a locust's capture of the unit it
     * passes (a marine knight's MSd1*c3-b5, which AntiMarsCirce plays from d1 as py 4.104).
     */
    private static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.DISPLACED_CAPTURE) return p.at(Move.victim(m)) != Piece.EMPTY;
        return kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        boolean royal = p.table.isRoyal(piece);
        if (royal && !rexInclusive) {
            if (!captures) return end;
            // MarsCirce RexExclusive: a king captures neither from its square nor from e1
            return keep(p, out, start, end, false);
        }
        int r = rebirth(p, piece, from, side);
        if (r == from) return royal && !captures && p.unmoved(from) ? AntiMarsCastling.withRebornRooks(p, side, 0, out, end) : end;
        int kept = keep(p, out, start, end, !captures);
        if (r < 0 || !free(p, r)) return kept;
        // the unit stands on its rebirth square, its own square empty, and moves from there
        p.shiftUnrecorded(from, r);
        int n = MoveGenerator.generatePlain(p, r, side, out, kept);
        int k = kept;
        for (int i = kept; i < n; i++) {
            int m = out[i];
            // a move back to its own square would be no move at all, but for a double step, which
            // gives an en-passant capture (Popeye keeps g5-g7-g5)
            if (isCapture(p, m) != captures || Move.to(m) == from && Move.kind(m) != Move.DOUBLE_STEP) continue;
            out[k++] = m & ~0xff | from | (Move.kind(m) == Move.PROMOTION ? 0 : VIA_MARK);
        }
        if (royal && !captures) k = AntiMarsCastling.fromRebirthSquare(p, side, r, out, k);
        p.shiftUnrecorded(r, from);
        return k;
    }

    /** Keeps in place the captures ({@code capturesKept}) or the non-captures of {@code out[start..end)}. */
    private static int keep(Position p, int[] out, int start, int end, boolean capturesKept) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) == Move.CASTLING || isCapture(p, m) == capturesKept) out[kept++] = m;
        }
        return kept;
    }

    @Override
    public boolean relocatesMoves() { return true; }

    /**
     * A move of the relocated kind departs from the rebirth square (the geometry conditions look
     * at its path from there: HaanerChess, BEISPIEL-mars-14), the other moves from the unit's square.
     */
    @Override
    public int departure(Position p, int move) {
        int from = Move.from(move);
        int piece = p.at(from);
        if (piece == Piece.EMPTY || Move.kind(move) == Move.CASTLING || isCapture(p, move) != captures) return from;
        if (!rexInclusive && p.table.isRoyal(piece)) return from;
        int r = rebirth(p, piece, from, p.isNeutral(from) ? p.sideToMove() : Piece.side(piece));
        return r >= 0 ? r : from;
    }

    @Override
    public boolean actsBeforeMove() { return !captures; }

    @Override
    public void beforeMove(Position p, int move) { AntiMarsCastling.rebirthsFirst(p, move); }

    @Override
    public void afterMove(Position p, int move) {
        int kind = Move.kind(move);
        if (move == Move.NULL || kind == Move.CASTLING) return;
        if ((p.lastCaptured() != Piece.EMPTY) != captures) return;
        int mover = p.lastMover();
        if (!rexInclusive && p.table.isRoyal(mover)) return;
        int from = Move.from(move);
        int r = rebirth(p, mover, from, p.sideToMove());
        if (r < 0 || r == from) return;
        p.effectVia(r);
        // a double step from the rebirth square passes the square next to it
        if (kind == Move.DOUBLE_STEP) p.effectEnPassantSquare((r + Move.to(move)) >> 1);
    }

    @Override
    public String toString() { return name; }
}
