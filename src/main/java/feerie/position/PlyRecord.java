package feerie.position;

import feerie.piece.Piece;

import feerie.piece.movement.Move;
import feerie.position.Effects.Kind;

/**
 * The layer of {@link Position} that remembers each ply: the undo record {@link Position#make}
 * writes and {@link Position#unmake} reads, the conditions in force and their effect journal,
 * and the questions about past moves that the conditions ask (the last move, its mover, its
 * capture and where its effects start).
 */
abstract class PlyRecord extends BoardState {
    // the undo record, one entry per ply
    int ply;
    /** A move's check sign is being judged (not its legality nor a goal). */
    public boolean judgingCheckSign;
    /**
     * While a found line is written move by move, the position at its end when a condition judges
     * the check signs there ({@link ConditionHooks#checkSignAtLineEnd}); null otherwise.
     */
    public Position lineEnd;

    final int[] undoCaptured = new int[MAX_PLY];
    /** The move made at each ply (for {@link Position#lastMove}). */
    final int[] undoMove = new int[MAX_PLY];
    final int[] undoEp = new int[MAX_PLY], undoEp2 = new int[MAX_PLY];
    final int[] undoEpVictim = new int[MAX_PLY];
    final int[] undoUnmoved = new int[MAX_PLY];
    /** En passant: the victim's square; castling: the rook's unmoved flag; promotion: the pawn. */
    final int[] undoExtra = new int[MAX_PLY];
    final long[] undoHash = new long[MAX_PLY];
    /** The moving piece as it was before the move (a chameleon changes type). */
    final int[] undoMover = new int[MAX_PLY];
    /** The square of a hurdle whose colour the move changed, or -1. */
    final int[] undoRecolour = new int[MAX_PLY];
    /** A HalfNeutral unit that changed colour after its move: the unit before the change, else 0. */
    final int[] undoHalfNeutral = new int[MAX_PLY];
    /** The square of the unit the move captured (its to-square, or the en passant victim's), or -1. */
    final int[] undoCaptureSquare = new int[MAX_PLY];

    /**
     * The fairy conditions in force ({@code feerie.condition}), or null: orthodox chess pays one
     * null test in make, generation and the attack test for them.
     */
    ConditionHooks conditions;
    /** The effect journal: what the conditions did after each move (see {@link Effects}). */
    final Effects effects = new Effects(MAX_PLY * 4);
    /** Where each ply's effects start in the journal. */
    final int[] undoEffects = new int[MAX_PLY];
    /** Where the effects after the move start (those before it, SingleBox type 3's promotion, come first). */
    final int[] undoAfterEffects = new int[MAX_PLY];
    /**
     * Move lists the conditions build while they answer a question (observation asks what a
     * piece could capture): a stack, since answers nest (Madrasi asks about the observers of an
     * observer). {@link #scratchTop} is its first free index.
     */
    public final int[] scratch = new int[1 << 16];
    public int scratchTop;

    PlyRecord(PieceTable table) { super(table); }

    /** Copies this layer's state into {@code c}, a new position on the same table. */
    final void copyRecordInto(PlyRecord c) {
        c.ply = ply;
        System.arraycopy(undoCaptured, 0, c.undoCaptured, 0, MAX_PLY);
        System.arraycopy(undoMove, 0, c.undoMove, 0, MAX_PLY);
        System.arraycopy(undoEp, 0, c.undoEp, 0, MAX_PLY);
        System.arraycopy(undoEp2, 0, c.undoEp2, 0, MAX_PLY);
        System.arraycopy(undoEpVictim, 0, c.undoEpVictim, 0, MAX_PLY);
        System.arraycopy(undoUnmoved, 0, c.undoUnmoved, 0, MAX_PLY);
        System.arraycopy(undoExtra, 0, c.undoExtra, 0, MAX_PLY);
        System.arraycopy(undoHash, 0, c.undoHash, 0, MAX_PLY);
        System.arraycopy(undoMover, 0, c.undoMover, 0, MAX_PLY);
        System.arraycopy(undoRecolour, 0, c.undoRecolour, 0, MAX_PLY);
        System.arraycopy(undoHalfNeutral, 0, c.undoHalfNeutral, 0, MAX_PLY);
        System.arraycopy(undoCaptureSquare, 0, c.undoCaptureSquare, 0, MAX_PLY);
        System.arraycopy(undoEffects, 0, c.undoEffects, 0, MAX_PLY);
        System.arraycopy(undoAfterEffects, 0, c.undoAfterEffects, 0, MAX_PLY);
        c.conditions = conditions;
        effects.copyInto(c.effects);
    }

    /** The piece the last move captured, or 0 (also 0 before any move). */
    public int lastCaptured() { return ply == 0 ? Piece.EMPTY : undoCaptured[ply - 1]; }

    public int ply() { return ply; }

    /** The move made last (at ply - 1); meaningless at ply 0. */
    public int lastMove() { return ply == 0 ? Move.NULL : undoMove[ply - 1]; }

    /** The unit that made the move at {@code ply} (below {@link #ply()}), as it stood before the move. */
    public int moverAt(int ply) { return undoMover[ply]; }

    /** The move made at {@code ply} (below {@link #ply()}), counted from the position read. */
    public int moveAt(int ply) { return undoMove[ply]; }
    // ---- fairy conditions and their effect journal -------------------------------------------

    /** Puts the conditions in force (null: none). Set before solving; copies share them. */
    public void setConditions(ConditionHooks hooks) { conditions = hooks; }

    public ConditionHooks conditions() { return conditions; }

    /** The square of the unit the last move captured (en passant: the victim's square), or -1. */
    public int lastCaptureSquare() { return ply == 0 ? -1 : undoCaptureSquare[ply - 1]; }

    /** The unit that made the last move, as it stood before it (a pawn before its promotion). */
    public int lastMover() { return ply == 0 ? Piece.EMPTY : undoMover[ply - 1]; }

    /**
     * Where the unit that made the last move stands now: its arrival square, followed through the
     * conditions' effects that moved it on (a wormhole's transfer).
     */
    public int lastArrival() { return followed(ply - 1, Move.to(undoMove[ply - 1])); }

    /**
     * Where a unit that stood on {@code sq} once the move at {@code ply} (below {@link #ply()})
     * was played, before its effects, stands after them: {@code sq} followed through the effects
     * that moved it on (AntiCirce's capturer gone home, a wormhole's transfer).
     */
    public int followed(int ply, int sq) {
        int end = effectsStart(ply + 1);
        for (int i = undoEffects[ply]; i < end; i++)
            if (effects.kind[i] == Kind.MOVE && effects.square[i] == sq) sq = effects.to[i];
        return sq;
    }

    /** The effect journal; the last move's effects run from {@link #lastEffectsStart()} to its top. */
    public Effects effects() { return effects; }

    /** Where the last move's effects start in {@link #effects()}. */
    public int lastEffectsStart() { return ply == 0 ? 0 : undoEffects[ply - 1]; }

    /** The unit the move made at {@code ply} captured, or {@link Piece#EMPTY}. */
    public int capturedAt(int ply) { return undoCaptured[ply]; }

    /** The square of the unit the move made at {@code ply} captured, or -1. */
    public int captureSquareAt(int ply) { return undoCaptureSquare[ply]; }

    /** Where the effects of the move made at {@code ply} start in {@link #effects()} (they end where the next ply's start, or at its top). */
    public int effectsStart(int ply) { return ply < this.ply ? undoEffects[ply] : effects.top; }

    // ---- moves within a move (SeriesCapture: the capturer goes on moving) ------------------

    /**
     * Within a move's after-move hook, presents {@code move} (made by effects, the unit
     * {@code mover}, capturing {@code captured} on {@code captureSquare} or -1) as the last move,
     * its effects starting at {@code effectsStart}, so that the conditions' after-move hooks act
     * on it as on a move. The caller puts the move's own record back (the same call with
     * {@link Position#lastMove}, {@link Position#lastMover}, ... read before) before the hook returns, since
     * unmake reads it.
     */
    public void setLastMoveRecord(int move, int mover, int captured, int captureSquare, int effectsStart) {
        int p = ply - 1;
        undoMove[p] = move;
        undoMover[p] = mover;
        undoCaptured[p] = captured;
        undoCaptureSquare[p] = captureSquare;
        undoEffects[p] = effectsStart;
    }
}
