package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.condition.circe.UnitOrigins;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * BackHome: a side that has a legal move taking a unit back to its square of the diagram (a
 * promoted pawn's is the pawn's) must play such a move. As in Popeye this binds observation too:
 * a side that could go back home observes only with the captures that go back home.
 */
final class BackHome implements Condition {
    @Override
    public String name() { return "BackHome"; }

    @Override
    public boolean selects() { return true; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        int kept = start;
        int from = -1, home = -1;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (m == Move.NULL) continue;
            // the moves of a unit come together: its home is traced back once
            if (Move.from(m) != from) home = home(p, from = Move.from(m));
            if (Move.to(m) == home) out[kept++] = m;
        }
        if (kept == start) return end;
        return kept;
    }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return target == home(p, from) || !canGoHome(p, by);
    }

    private static int home(Position p, int square) { return UnitOrigins.diagramSquare(p, square, p.ply() - 1); }

    /**
     * Has {@code side} a legal move back home? Each unit away from home is asked for its moves
     * (the side need not be to move for that); only a move found is played, with {@code side} to
     * move, to see whether it is legal.
     */
    private static boolean canGoHome(Position p, int side) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        // questions nested without end (an observation asking about observation) are cut off
        if (start > out.length - 4096) return false;
        try {
            for (int i = 0, c = p.pieceCount(side); i < c; i++) {
                int from = p.pieceSquare(side, i);
                int home = home(p, from);
                if (home == from) continue;
                int end = MoveGenerator.generateFrom(p, from, out, start);
                p.scratchTop = end;
                for (int k = start; k < end; k++)
                    if (Move.to(out[k]) == home && legal(p, out[k], side)) return true;
                p.scratchTop = start;
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    /** Is {@code move} of {@code side} legal (played with {@code side} to move)? */
    private static boolean legal(Position p, int move, int side) {
        boolean flip = p.sideToMove() != side;
        if (flip) p.make(Move.NULL);
        try {
            p.make(move);
            boolean legal = ConditionSet.of(p).legal(p, side);
            p.unmake(move);
            return legal;
        } finally {
            if (flip) p.unmake(Move.NULL);
        }
    }
}
