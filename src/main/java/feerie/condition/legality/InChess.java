package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Chess in which a side moves units of the other colour ("In Chess", Popeye's AllInChess family):
 * <ul>
 * <li>HalfInChess: the side to move moves only the opponent's units;</li>
 * <li>AllInChess: it moves units of either colour, but may not take back the move just played
 *     (the same unit straight back, neither move a capture);</li>
 * <li>MainlyInChess: units of either colour, but not the unit moved in the move just played.</li>
 * </ul>
 * A unit moves as its colour does (a pawn towards its own promotion rank) and may capture units
 * of the side moving it; check is as in chess: the side that moved may not leave its own king
 * observed by the units of the other colour. The hash is marked with the last move where the
 * next move depends on it.
 */
public final class InChess implements Condition {
    /** Which of the three. */
    public enum Kind { HALF, ALL, MAINLY }

    private final Kind kind;

    public InChess(Kind kind) { this.kind = kind; }

    @Override
    public String name() {
        return switch (kind) {
            case HALF -> "HalfInChess";
            case ALL -> "AllInChess";
            case MAINLY -> "MainlyInChess";
        };
    }

    @Override
    public int unitsMoved() { return kind == Kind.HALF ? OPPONENT_UNITS : OWN_UNITS | OPPONENT_UNITS; }

    /** The square on which the unit that made the move at ply {@code j} stands after it. */
    private static int arrival(int m) { return Move.to(m); }

    @Override
    public boolean legalAfter(Position p, int mover) {
        // a side may move an enemy unit onto its own king, but never take a king (as in Popeye)
        int captured = p.lastCaptured();
        if (captured != Piece.EMPTY && p.table.isRoyal(captured)) return false;
        if (kind == Kind.HALF) return true;
        int now = p.ply() - 1;
        if (now < 1) return true;
        int previous = p.moveAt(now - 1);
        int current = p.moveAt(now);
        if (previous == Move.NULL || current == Move.NULL) return true;
        if (kind == Kind.MAINLY) return Move.from(current) != arrival(previous);
        // AllInChess: the unit just moved going straight back, no capture in either move
        if (p.capturedAt(now) != Piece.EMPTY || p.capturedAt(now - 1) != Piece.EMPTY) return true;
        return !(Move.from(current) == Move.to(previous) && Move.to(current) == Move.from(previous)
                && p.moverAt(now) == p.moverAt(now - 1));
    }

    @Override
    public boolean hasEffects() { return kind != Kind.HALF; }

    /** The hash: the mark of the previous move taken off, the mark of this one put on. */
    @Override
    public void afterMove(Position p, int move) {
        int now = p.ply() - 1;
        if (now >= 1) mark(p, now - 1);
        mark(p, now);
    }

    private void mark(Position p, int j) {
        int m = p.moveAt(j);
        if (m == Move.NULL) return;
        if (kind == Kind.MAINLY) {
            p.hashPending(0, arrival(m));
        } else if (p.capturedAt(j) == Piece.EMPTY) {
            // AllInChess: the move that may not be taken back, by its squares and unit
            p.hashPending(p.moverAt(j), Move.to(m));
            p.hashPending(1, Move.from(m));
        }
    }

    @Override
    public String toString() { return name(); }
}
