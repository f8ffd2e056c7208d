package feerie.position;

import feerie.piece.movement.Component;

/**
 * {@link MoveGenerator#generate} cut into pieces, for a question that stops at the first legal
 * move ("has the side to move a move?", the mate and stalemate tests): the moving units are listed
 * first ({@link #units}), then each unit's moves are generated when its turn comes
 * ({@link #movesOf}), castling last ({@link #castlings}). Together they are the moves
 * {@code generate} writes: each unit's moves by its movement and the conditions'
 * hook on them, the Uncapturable filter, castling and the conditions' hook on it. The units are
 * listed by square before any move is tried, because trying a move may reorder the piece lists.
 */
public final class UnitMoves {
    private UnitMoves() {}

    /** An entry's kind (bits 16 up): a unit of the side to move, of the other side (moved by it), a neutral unit. */
    private static final int OWN = 0, OTHER = 1, NEUTRAL = 2;

    /** Writes the moving units of the side to move from {@code out[n]}, one entry each; returns the end. */
    public static int units(Position p, int[] out, int n) {
        int us = p.sideToMove();
        ConditionHooks conditions = p.conditions();
        // whose units the side to move moves (a condition may say: the opponent's, or both)
        int moved = conditions == null ? 1 : conditions.unitsMoved();
        if ((moved & 1) != 0) for (int i = 0, c = p.pieceCount(us); i < c; i++) out[n++] = p.pieceSquare(us, i);
        if ((moved & 2) != 0) for (int i = 0, c = p.pieceCount(us ^ 1); i < c; i++) out[n++] = p.pieceSquare(us ^ 1, i) | OTHER << 16;
        for (int i = 0, c = p.count[2] != 0 ? p.neutralCount() : 0; i < c; i++) out[n++] = p.neutralSquare(i) | NEUTRAL << 16;
        return n;
    }

    /** The moves of the unit of {@code entry} (from {@link #units}), written from {@code out[n]}; returns the end. */
    public static int movesOf(Position p, int entry, int[] out, int n) {
        int from = entry & 0xffff, kind = entry >>> 16;
        int us = p.sideToMove();
        int owner = kind == OTHER ? us ^ 1 : us;
        int top = p.scratchTop;
        int start = n;
        try {
            // a neutral unit, coloured as the opponent's, moves with this side's movement
            int piece = kind == NEUTRAL ? p.board[from] ^ 1 : p.board[from];
            for (Component.Bound c : p.table.bound[piece]) n = c.generate(p, from, owner, out, n);
            ConditionHooks conditions = p.conditions();
            if (conditions != null) {
                if (out == p.scratch) p.scratchTop = Math.max(top, n);
                n = conditions.pieceMoves(p, from, owner, out, start, n);
            }
        } finally {
            p.scratchTop = top;
        }
        return p.table.anyUncapturable ? MoveGenerator.withoutCapturesOfUncapturable(p, out, start, n) : n;
    }

    /** The castlings of the side to move (as {@code generate} has them), written from {@code out[n]}; returns the end. */
    public static int castlings(Position p, int[] out, int n) {
        ConditionHooks conditions = p.conditions();
        int moved = conditions == null ? 1 : conditions.unitsMoved();
        if ((moved & 1) == 0 || !p.castlingAllowed()) return n;
        int top = p.scratchTop;
        try {
            int end = MoveGenerator.castlingsOf(p, p.sideToMove(), out, n);
            if (conditions != null && end > n) {
                if (out == p.scratch) p.scratchTop = Math.max(top, end);
                end = conditions.castlingMoves(p, out, n, end);
            }
            return end;
        } finally {
            p.scratchTop = top;
        }
    }
}
