package feerie.position;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;

/**
 * Pseudo-legal moves: every move the pieces' movements allow, plus castling, without asking
 * whether the mover's king is left in check (that is the rule set's legality hook).
 */
public final class MoveGenerator {
    private MoveGenerator() {}

    /** Appends the pseudo-legal moves of the side to move to {@code out} from {@code n}; returns the new count. */
    public static int generate(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int start = n;
        ConditionHooks conditions = p.conditions();
        int top = p.scratchTop;
        try {
            // whose units the side to move moves (a condition may say: the opponent's, or both)
            int units = conditions == null ? 1 : conditions.unitsMoved();
            if ((units & 1) != 0) n = unitMoves(p, us, out, n, conditions);
            if ((units & 2) != 0) n = unitMoves(p, us ^ 1, out, n, conditions);
            if (p.count[2] != 0) {
                // neutral units, coloured as the opponent's: they move with this side's movement
                Component.Bound[][] bound = p.table.bound;
                for (int i = 0, count = p.neutralCount(); i < count; i++) {
                    int from = p.neutralSquare(i);
                    int first = n;
                    for (Component.Bound c : bound[p.board[from] ^ 1]) n = c.generate(p, from, us, out, n);
                    // the conditions' hooks apply to them too (MarsCirce: a neutral pawn on g7 captures
                    // from g2 for White, BEISPIEL-mars-16)
                    if (conditions != null) n = conditions.pieceMoves(p, from, us, out, first, protect(p, out, n, top));
                }
            }
            if (p.table.anyUncapturable) n = dropCapturesOfUncapturable(p, out, start, n);
            // a side castles only its own king (Popeye castles no enemy king under HalfInChess)
            if ((units & 1) != 0 && p.castlingAllowed()) {
                int first = n;
                n = castlings(p, us, out, protect(p, out, n, top));
                if (conditions != null && n > first) n = conditions.castlingMoves(p, out, first, protect(p, out, n, top));
            }
            return n;
        } finally {
            p.scratchTop = top;
        }
    }

    /**
     * Moves written on the position's scratch stack ({@code out} is it) up to {@code n} are put
     * below its top, so that the questions asked while they are generated (a condition's
     * observation, castling's check) write theirs above them; returns {@code n}.
     */
    private static int protect(Position p, int[] out, int n, int top) {
        if (out == p.scratch) p.scratchTop = Math.max(top, n);
        return n;
    }

    /** Appends the moves of the units of {@code owner} (castling aside), each by its own movement; returns the new count. */
    private static int unitMoves(Position p, int owner, int[] out, int n, ConditionHooks conditions) {
        int[] board = p.board;
        Component.Bound[][] bound = p.table.bound;
        int top = p.scratchTop;
        for (int i = 0, count = p.pieceCount(owner); i < count; i++) {
            int from = p.pieceSquare(owner, i);
            int first = n;
            for (Component.Bound c : bound[board[from]]) n = c.generate(p, from, owner, out, n);
            if (conditions != null) n = conditions.pieceMoves(p, from, owner, out, first, protect(p, out, n, top));
        }
        return n;
    }

    /** {@link #dropCapturesOfUncapturable}, for the generation unit by unit ({@link UnitMoves}). */
    static int withoutCapturesOfUncapturable(Position p, int[] out, int start, int n) { return dropCapturesOfUncapturable(p, out, start, n); }

    /** Removes from {@code out[start..n)} the moves that would capture an Uncapturable piece; returns the new end. */
    private static int dropCapturesOfUncapturable(Position p, int[] out, int start, int n) {
        int kept = start;
        for (int i = start; i < n; i++) {
            int m = out[i];
            int victim = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m);
            int piece = victim >= 0 ? p.board[victim] : Piece.EMPTY;
            if (piece != Piece.EMPTY && (p.table.attributes[piece] & feerie.piece.Attributes.UNCAPTURABLE) != 0) continue;
            out[kept++] = m;
        }
        return kept;
    }

    /** Appends the pseudo-legal moves of the piece on {@code from} (castling aside); returns the new count. */
    public static int generateFrom(Position p, int from, int[] out, int n) {
        int piece = p.board[from];
        // an empty square has no moves (asked of a square a condition's effect has just emptied:
        // TESTS-wurmloch-11, an en passant victim sent through a wormhole)
        if (piece == Piece.EMPTY) return n;
        int start = n;
        int us = Piece.side(piece);
        if (piece >= p.neutralFrom) {
            // a neutral unit moves for the side to move
            us = p.sideToMove();
            piece = Piece.of(Piece.type(piece), us);
        }
        for (Component.Bound c : p.table.bound[piece]) n = c.generate(p, from, us, out, n);
        if (p.conditions() != null) n = conditionMoves(p, from, us, out, start, n);
        if (p.table.anyUncapturable) n = dropCapturesOfUncapturable(p, out, start, n);
        return n;
    }

    /** The conditions' hooks on the moves {@code out[start..n)} of the unit on {@code from}, protected on the scratch stack. */
    private static int conditionMoves(Position p, int from, int us, int[] out, int start, int n) {
        int top = p.scratchTop;
        try {
            return p.conditions().pieceMoves(p, from, us, out, start, protect(p, out, n, top));
        } finally {
            p.scratchTop = top;
        }
    }

    /**
     * The moves the unit on {@code from} makes by its movement alone, for side {@code us}: no
     * condition asked, castling and the Uncapturable filter aside (the caller's generation applies
     * them). For a condition that puts a unit elsewhere to see what it could do there (MarsCirce:
     * on its rebirth square).
     */
    public static int generatePlain(Position p, int from, int us, int[] out, int n) {
        int piece = p.board[from];
        if (piece >= p.neutralFrom) piece = Piece.of(Piece.type(piece), us);
        for (Component.Bound c : p.table.bound[piece]) n = c.generate(p, from, us, out, n);
        return n;
    }

    /**
     * The moves of the neutral unit on {@code from} as {@code side}'s (castling aside): what it
     * could capture for that side, when observation is asked by generating captures.
     */
    public static int generateNeutralFrom(Position p, int from, int side, int[] out, int n) {
        int piece = Piece.of(Piece.type(p.board[from]), side);
        int start = n;
        for (Component.Bound c : p.table.bound[piece]) n = c.generate(p, from, side, out, n);
        if (p.conditions() != null) n = conditionMoves(p, from, side, out, start, n);
        if (p.table.anyUncapturable) n = dropCapturesOfUncapturable(p, out, start, n);
        return n;
    }

    /**
     * Would the king be in check (attacked, or as a condition defines check) standing on the square it crosses? It is put there (a plain king
     * move, taken back) rather than asked about from its start square: pieces whose reach depends
     * on the board (a Soucie counting the pieces on its lines, a horned piece turning round its
     * buffers) may attack the crossed square only with the king on it, as Popeye's intermediate
     * king move finds.
     */
    private static boolean crossesCheck(Position p, int king, int crossed, int us) {
        int step = Move.of(king, crossed);
        p.make(step);
        boolean attacked = p.inCheck(us);
        p.unmake(step);
        return attacked;
    }

    /**
     * The castlings of {@code us} as the position stands, appended to {@code out} from {@code n}
     * (for a condition that castles from elsewhere, AntiMarsCirce's king from its rebirth square).
     */
    public static int castlingsOf(Position p, int us, int[] out, int n) {
        int top = p.scratchTop;
        try {
            return castlings(p, us, out, protect(p, out, n, top));
        } finally {
            p.scratchTop = top;
        }
    }

    /**
     * Castling: an unmoved royal piece and an unmoved rook in a corner of its first rank, nothing
     * between them; the king goes two squares towards the rook and the rook lands on the square the
     * king crossed. The king may not be in check, cross an attacked square or land in check.
     */
    /** Is the unit on {@code corner} a neutral rook (either side castles with it, as in Popeye: REGRESSIONS-4_69_to_4_71-05)? */
    private static boolean neutralRook(Position p, int corner, int rook) {
        return p.isNeutral(corner) && p.table.colouredType(Piece.type(p.at(corner))) == rook;
    }

    private static int castlings(Position p, int us, int[] out, int n) {
        int king = p.king(us);
        if (king < 0 || !p.unmoved(king)) return n;
        var g = p.geometry;
        int rank = us == Side.WHITE ? 0 : g.ranks - 1;
        if (g.rank(king) != rank) return n;
        int rook = p.table.castlingRook();
        if (rook == 0) return n;
        boolean checked = false;
        boolean checkKnown = false;
        for (int corner : new int[] {g.square(g.files - 1, rank), g.square(0, rank)}) {
            if (!p.unmoved(corner) || p.at(corner) != Piece.of(rook, us) && !neutralRook(p, corner, rook)) continue;
            int dir = corner > king ? 1 : -1;
            int kingTo = king + 2 * dir;
            if ((kingTo - corner) * dir > 0) continue;
            boolean clear = true;
            for (int s = king + dir; s != corner; s += dir) if (p.at(s) != Piece.EMPTY) { clear = false; break; }
            if (!clear) continue;
            if (!checkKnown) {
                // in check as the conditions define it (SAT: a king with a flight), as Popeye asks
                checked = p.inCheck(us);
                checkKnown = true;
            }
            if (checked || crossesCheck(p, king, king + dir, us)) continue;
            out[n++] = Move.castling(king, kingTo, corner);
        }
        return n;
    }
}
