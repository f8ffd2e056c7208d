package feerie.condition.attribute;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * The piece attribute Magic as a condition that applies to the units carrying it: after each
 * move, a unit (not magic, not royal, not neutral) that a magic unit of either colour now sees
 * along a line it did not see it along before the move changes colour, written {@code [d6=w]};
 * a unit with an even number of such new views keeps its colour (two new views cancel). What
 * counts as one line is {@link MagicViews}' (Popeye 4.104: a rook moving along its file keeps its
 * view, a knight that moves always makes a new one). The units keep their identity through the
 * move: the mover, a castling rook, a unit an effect moves.
 *
 * <p>The views before the move are found in {@link #beforeMove} and kept on the position's scratch
 * stack (under its top, with their count and a mark last) until {@link #afterMove} compares them with the
 * views after the move and the other conditions' effects (a rebirth), and takes them off again.
 */
public final class Magic implements Condition {
    @Override
    public String name() { return "Magic"; }

    @Override
    public boolean hasEffects() { return true; }

    /** After the rebirths, before Sentinelles' pawn (Popeye's order). */
    @Override
    public int effectStage() { return 1; }

    @Override
    public boolean actsBeforeMove() { return true; }

    /** Can a unit of this movement be magic (Popeye refuses some fairy pieces, Féerie others)? */
    public static boolean supports(feerie.piece.movement.Movement movement) { return MagicViews.supports(movement); }

    /**
     * The views last collected before a move, by thread, with what they depend on: the board
     * (the hash), the ply and the move before (an observation condition may ask about it). The
     * legality test plays every move of a position in turn, and each would otherwise find the
     * same views again.
     */
    private static final class Memo {
        Position position;
        long hash;
        int ply, previous, count = -1;
        int[] views = new int[256];
    }

    private final ThreadLocal<Memo> memo = ThreadLocal.withInitial(Memo::new);

    @Override
    public void beforeMove(Position p, int move) {
        int base = p.scratchTop;
        // make has counted this move already: the one before it was made at ply - 2
        int ply = p.ply(), previous = ply >= 2 ? p.moveAt(ply - 2) : Move.NULL;
        Memo m = memo.get();
        int n;
        if (m.position == p && m.hash == p.hash() && m.ply == ply && m.previous == previous && m.count >= 0) {
            System.arraycopy(m.views, 0, p.scratch, base, m.count);
            n = base + m.count;
        } else {
            n = MagicViews.collect(p, p.scratch, base);
            if (m.views.length < n - base) m.views = new int[Math.max(n - base, 2 * m.views.length)];
            System.arraycopy(p.scratch, base, m.views, 0, n - base);
            m.position = p;
            m.hash = p.hash();
            m.ply = ply;
            m.previous = previous;
            m.count = n - base;
        }
        p.scratch[n] = n - base;
        p.scratch[n + 1] = mark(p);
        p.scratchTop = n + 2;
    }

    /** The mark of this move's views on the scratch stack: an after-move hook with none (a condition's step) does nothing. */
    private static int mark(Position p) { return 0x4d410000 | p.ply() & 0xffff; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int[] s = p.scratch;
        if (p.scratchTop < 2 || s[p.scratchTop - 1] != mark(p)) return;
        int top = p.scratchTop - 1, before = top - 1 - s[top - 1];
        try {
            // the views before the move, their squares followed through the move
            for (int i = before; i < top - 1; i += 2) {
                int viewed = follow(p, move, s[i] & 0xff), magic = follow(p, move, s[i] >>> 8 & 0xff);
                s[i] = viewed < 0 || magic < 0 ? -1 : (s[i] & ~0xffff) | magic << 8 | viewed;
            }
            int n = MagicViews.collect(p, s, top);
            // the new views counted per viewed square, in the free scratch above the views
            // (collect leaves room), then the changes made square by square in board order
            var g = p.geometry;
            java.util.Arrays.fill(s, n, n + g.size, 0);
            for (int i = top; i < n; i += 2)
                if (!seenBefore(s, before, top - 1, s[i], s[i + 1])) s[n + (s[i] & 0xff)]++;
            p.scratchTop = n + g.size;
            for (int sq = 0; sq < g.size; sq++) {
                if (s[n + sq] % 2 == 0) continue;
                int unit = p.at(sq);
                if (MagicViews.viewable(p, unit)) p.effectChange(sq, unit ^ 1, Effects.Style.COLOUR_BRACKETED);
            }
        } finally {
            p.scratchTop = before;
        }
    }

    private static boolean seenBefore(int[] s, int from, int to, int head, int key) {
        for (int i = from; i < to; i += 2) if (s[i] == head && s[i + 1] == key) return true;
        return false;
    }

    /**
     * Where the unit on {@code sq} before the move stands after it and the effects so far, or -1
     * when it is gone (captured).
     */
    private static int follow(Position p, int move, int sq) {
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            int rook = Move.castlingRook(move);
            if (sq == from) sq = to;
            else if (sq == rook) sq = (from + to) >> 1;
        } else if (kind == Move.EXCHANGE) {
            if (sq == from) sq = to;
            else if (sq == to) sq = from;
        } else if (sq == from) {
            sq = to;
        } else if (sq == p.lastCaptureSquare()) {
            return -1;
        }
        Effects e = p.effects();
        for (int i = p.lastEffectsStart(); i < e.top(); i++) {
            switch (e.kind(i)) {
                case Effects.Kind.MOVE -> { if (e.square(i) == sq) sq = e.to(i); }
                case Effects.Kind.EXCHANGE -> {
                    if (e.square(i) == sq) sq = e.to(i);
                    else if (e.to(i) == sq) sq = e.square(i);
                }
                case Effects.Kind.REMOVE, Effects.Kind.REMOVE_QUIETLY, Effects.Kind.HIDE_FROM_BOARD -> {
                    if (e.square(i) == sq) return -1;
                }
                default -> { }
            }
        }
        return sq;
    }

    @Override
    public String toString() { return name(); }
}
