package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Circe Parrain (the unit captured by the last move is reborn now) and WaitCapture (the unit
 * captured is reborn at the next capture): which earlier capture a move brings to rebirth, and
 * the mark that keeps a unit still waiting part of the position.
 */
final class DelayedRebirth {
    private DelayedRebirth() {}

    /** No capture is due. */
    static final int NONE = Integer.MIN_VALUE;
    /** The capture before the diagram (LastCapture) is due: the ply before the first. */
    static final int RETRO = -1;

    /** The ply whose captured unit the move just made brings to rebirth, {@link #RETRO} or {@link #NONE}. */
    static int duePly(Position p, int move, boolean waitCapture) {
        if (waitCapture) {
            // the unit taken by the capture before this one comes back now; this one waits
            if (p.lastCaptured() == Piece.EMPTY) return NONE;
            int previous = p.ply() - 2;
            while (previous >= 0 && p.capturedAt(previous) == Piece.EMPTY) previous--;
            return previous < 0 ? NONE : previous;
        }
        if (move == Move.NULL || p.ply() < 1) return NONE;
        // the first move: the unit captured before the diagram (LastCapture), whose capturer stands there
        int previous = skipPasses(p, p.ply() - 2);
        return previous < 0 ? RETRO : previous;
    }

    /**
     * The ply of the last move before {@code ply}'s end that was played, the other side's passes of
     * a series left out: Parrain's unit is reborn after the series' next move (REGRESSIONS-4_69_to_4_71-20:
     * 1.e5*d6 ep. 2.d6-d7[+bPd6]).
     */
    private static int skipPasses(Position p, int ply) {
        while (ply >= 0 && p.moveAt(ply) == Move.NULL) ply--;
        return ply;
    }

    /**
     * The unit still to be reborn is part of the position (the tables of positions must tell
     * it): its mark leaves the hash when its rebirth is due, the newly captured unit's enters.
     */
    static void markPending(Position p, boolean lastMove, boolean waitCapture) {
        int ply = p.ply() - 1;
        boolean captured = p.capturedAt(ply) != Piece.EMPTY;
        if (lastMove || captured) {
            int previous = ply - 1;
            if (waitCapture) while (previous >= 0 && p.capturedAt(previous) == Piece.EMPTY) previous--;
            else previous = skipPasses(p, previous);
            if (previous >= 0 && p.capturedAt(previous) != Piece.EMPTY)
                p.hashPending(p.capturedAt(previous), p.captureSquareAt(previous));
            // the first move: the unit captured before the diagram (LastCapture) leaves the hash
            if (previous < 0 && lastMove && p.retroCaptured() != Piece.EMPTY)
                p.hashPending(p.retroCaptured(), p.retroCaptureSquare());
        }
        if (captured) p.hashPending(p.capturedAt(ply), p.captureSquareAt(ply));
    }
}
