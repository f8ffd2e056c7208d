package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.position.Position;

/**
 * TransmissionMenace: a unit observed by units of the other side moves, captures and checks with
 * their walks as well as its own (the observation by walk alone, as the board's lines say).
 */
final class TransmissionMenace implements Condition {
    @Override
    public String name() { return "TransmissionMenace"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        int other = Side.opponent(side);
        int n = end;
        long done = 0;
        var g = p.geometry;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (unit == Piece.EMPTY || sq == from || !p.isNeutral(sq) && Piece.side(unit) != other) continue;
            int type = Piece.type(unit);
            int typeOfMover = Piece.type(p.at(from));
            if (type == typeOfMover || type < 64 && (done & 1L << type) != 0) continue;
            if (!seesByWalk(p, sq, from, other)) continue;
            if (type < 64) done |= 1L << type;
            int before = n;
            n = Walks.generateAs(p, from, side, Piece.of(type, side), out, n);
            n = dropRepeated(out, start, before, n);
        }
        return n;
    }

    /** Drops from {@code out[from..end)} the moves already in {@code out[start..from)}; returns the new end. */
    private static int dropRepeated(int[] out, int start, int from, int end) {
        int kept = from;
        for (int i = from; i < end; i++) {
            boolean seen = false;
            for (int j = start; j < kept && !seen; j++) seen = out[j] == out[i];
            if (!seen) out[kept++] = out[i];
        }
        return kept;
    }

    private static boolean seesByWalk(Position p, int from, int target, int side) {
        for (Component.Bound b : p.movement(p.at(from))) if (b.attacks(p, from, target, side)) return true;
        return false;
    }
}
