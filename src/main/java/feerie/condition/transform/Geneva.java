package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.circe.RebirthSquare;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * GenevaChess: a unit may capture only if its Circe rebirth square, as for the square it captures
 * from, is empty once the capture is made (and is not that square); nothing is reborn. Kings
 * capture freely, but with RexInclusive, where a king is a unit like the others. Mirror: the
 * rebirth square of the other side. So for observation (check).
 */
final class Geneva implements Condition {
    private final boolean mirror;
    private final boolean rexInclusive;

    Geneva(boolean mirror) { this(mirror, false); }

    Geneva(boolean mirror, boolean rexInclusive) {
        this.mirror = mirror;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return "GenevaChess" + (mirror ? " Mirror" : "") + (rexInclusive ? " RexInclusive" : ""); }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.table.isRoyal(unit) && !rexInclusive) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            boolean capture = kind == Move.EN_PASSANT || kind != Move.CASTLING && kind != Move.EXCHANGE && p.at(Move.to(m)) != Piece.EMPTY;
            if (capture && !mayCapture(p, unit, from, side, Move.to(m), kind == Move.EN_PASSANT ? p.enPassantVictim() : -1)) continue;
            out[kept++] = m;
        }
        return kept;
    }

    /** Is the capturer's rebirth square free after its capture from {@code from} onto {@code to}? */
    private boolean mayCapture(Position p, int unit, int from, int side, int to, int freed) {
        int r = RebirthSquare.regular(p.geometry, p.table.walk(unit), from, mirror ? Side.opponent(side) : side);
        return r >= 0 && r != from && r != to && (r == freed || p.at(r) == Piece.EMPTY);
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int unit = p.at(from);
        return p.table.isRoyal(unit) && !rexInclusive || mayCapture(p, unit, from, by, target, -1);
    }
}
