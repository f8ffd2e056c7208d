package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * Black-/WhiteForcedSquare: a side that can move to one of its forced squares must. The
 * Consequent forms are the Ultra ones (as Popeye's mummer measure makes them): a move to a forced
 * square binds the side even when it is not legal (the side then has no move), and the side
 * observes (checks) a square off its forced squares only when none of its units could move to one.
 */
public final class ForcedSquares implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;
    /** The forced squares, as file and rank pairs. */
    private final int[] squares;
    private final boolean consequent;
    /** The Consequent form in a mate test: an escape off the forced squares counts only if no move of the side, legal or not, reaches one. */
    private final boolean mateTest;

    public ForcedSquares(String name, int side, int[] squares, boolean consequent) { this(name, side, squares, consequent, false); }

    private ForcedSquares(String name, int side, int[] squares, boolean consequent, boolean mateTest) {
        this.name = name;
        this.side = side;
        this.squares = squares;
        this.consequent = consequent;
        this.mateTest = mateTest;
    }

    @Override
    public Condition mateTestForm() { return consequent && !mateTest ? new ForcedSquares(name, side, squares, true, true) : this; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!mateTest || mover != side) return true;
        int m = p.lastMove();
        if (forced(p, Move.to(m))) return true;
        p.unmake(m);
        boolean reachable = canReachForced(p, side);
        p.make(m);
        return !reachable;
    }

    @Override
    public String name() { return name; }

    private boolean forced(Position p, int sq) {
        int f = p.geometry.file(sq), r = p.geometry.rank(sq);
        for (int i = 0; i < squares.length; i += 2) if (squares[i] == f && squares[i + 1] == r) return true;
        return false;
    }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return p.sideToMove() == side; }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (p.sideToMove() != side) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (forced(p, Move.to(out[i]))) out[kept++] = out[i];
        if (kept > start) return kept;
        // the Consequent form: a move to a forced square, even one the king's safety forbids,
        // still binds the side, which then has no move (py 4.104: a pinned knight's way to the
        // forced square leaves White none; BEISPIEL-zwangsfeld-04)
        return consequent && canReachForced(p, side) ? start : end;
    }

    @Override
    public boolean changesObservation() { return consequent; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        return !consequent || by != side || forced(p, target) || !canReachForced(p, by);
    }

    /** Could a unit of {@code by} move to a forced square (legal or not)? */
    private boolean canReachForced(Position p, int by) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return false;
        try {
            for (int i = 0, count = p.pieceCount(by); i < count; i++) {
                int n = MoveGenerator.generateFrom(p, p.pieceSquare(by, i), out, start);
                for (int k = start; k < n; k++) if (forced(p, Move.to(out[k]))) return true;
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    @Override
    public String toString() { return name + (side == Side.WHITE ? " (white)" : " (black)"); }
}
