package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * SeriesCapture: a unit that has captured may go on moving within the same move, by its walk
 * from where the capture (and whatever the other conditions did after it) left it, and again
 * after each further capture; it may stop after any step. It goes on only if the position where
 * it could stop is legal and neither side is in check there, and only while it is still of its
 * side (Popeye 4.104). Each step is followed by the other conditions' effects, as a move is
 * (a Circe rebirth, an Einstein change), and written inside the move: {@code Bb1*c2*d3-e4}.
 *
 * <p>A move is an int: the move that captures first carries the number of its continuation, in
 * the order the continuations are walked (depth first, stopping before going on), in bits 16-23
 * and 27 (bits 22-23 and 27 for a promotion, whose piece type is in bits 16-21); 0 is the capture
 * alone. Generation counts the continuations by walking them; the after-move hook walks them again
 * up to the numbered one and keeps its effects. Checks are the plain ones: a continuation does not
 * observe.
 */
final class SeriesCapture implements Condition {
    @Override
    public String name() { return "SeriesCapture"; }

    @Override
    public boolean hasEffects() { return true; }

    /**
     * Popeye calls these combinations nonsense and solves nothing (py 4.104, twin.c): a condition
     * that measures a side's moves (the mummers, FollowMyLeader, Alphabetic, the SynchronMovers,
     * BlackChecks, the Disters, ForcedSquares, DuellistChess, a super-transmuting king), the
     * paralyses, the ghosts, the transfers of a capture (Take&Make, Make&Take, MarsCirce), BackHome,
     * BackToBack and KoeKo (fuzz seed 25-167).
     */
    @Override
    public boolean refusedWith(Condition other) {
        String n = other.name();
        return other.measuresMovesOf() != 0 || n.equals("GhostChess") || n.equals("HauntedChess")
                || n.startsWith("Madrasi") || n.equals("EiffelChess") || n.equals("PartialParalysis")
                || n.equals("Paralysing") || n.equals("BackHome") || n.equals("BackToBack")
                || n.equals("Take&MakeChess") || n.equals("Make&TakeChess") || n.startsWith("MarsCirce")
                || n.equals("KoeKo") || n.endsWith("-KoeKo");
    }

    // the steps come after what the other conditions did to the capture (AntiCirce's capturer
    // reborn goes on from its rebirth square)
    @Override
    public boolean actsAfterOthers() { return true; }

    // it plays the moves as the other conditions shaped them (a wormhole chosen)
    @Override
    public boolean generatesAfterOthers() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        // not while answering observation (the other side's moves) nor inside a walk
        if (side != p.sideToMove() || p.trialDepth() > 0 || p.isNeutral(from)) return end;
        boolean any = false;
        for (int i = start; i < end && !any; i++) any = startsSeries(p, out[i]);
        if (!any) return end;
        // the units' order, which a promotion made and taken back changes, is put back after
        // moves generated on the scratch stack (a test of observation by moves) may lie above its
        // top: the order is then kept apart, not where they are (SeriesCapture with AnnanChess)
        boolean onScratch = out == p.scratch;
        int units = p.pieceCount(side), saved = p.scratchTop;
        int[] order = onScratch ? new int[units] : p.scratch;
        int base = onScratch ? 0 : saved;
        if (!onScratch && saved + units > order.length - 2048) return end;
        for (int i = 0; i < units; i++) order[base + i] = p.pieceSquare(side, i);
        if (!onScratch) p.scratchTop = saved + units;
        int n = end;
        try {
            for (int i = start; i < end; i++) {
                int m = out[i];
                if (!startsSeries(p, m)) continue;
                // the walk generates on the scratch stack, above the moves of out
                if (onScratch) p.scratchTop = Math.max(saved, n);
                p.make(m);
                p.setSideToMove(side);
                int count = walk(p, side, 0);
                p.setSideToMove(Side.opponent(side));
                p.unmake(m);
                int max = Move.kind(m) == Move.PROMOTION ? 7 : 511;
                for (int k = 1; k <= Math.min(count, max) && n < out.length; k++) out[n++] = withSeries(m, k);
            }
        } finally {
            p.reorder(side, order, base);
            p.scratchTop = saved;
        }
        return n;
    }

    @Override
    public void afterMove(Position p, int move) {
        if (p.trialDepth() > 0) return; // a step of a walk: the walk goes on by itself
        int k = series(move);
        if (k > 0) walk(p, p.sideToMove(), k);
    }

    /** Is {@code m} a capture that can carry a continuation's number? */
    private static boolean startsSeries(Position p, int m) {
        int kind = Move.kind(m);
        if (series(m) != 0) return false;
        if (kind == Move.EN_PASSANT) return true;
        if (kind != Move.NORMAL && kind != Move.PROMOTION) return false;
        if (kind == Move.NORMAL && (m >>> 16 & 0xff) != 0) return false; // another condition's mark
        return p.at(Move.to(m)) != Piece.EMPTY;
    }

    /** The continuation's number a move carries (0: none). */
    static int series(int m) {
        int high = m >>> 27 & 1;
        if (Move.kind(m) == Move.PROMOTION) return (m >>> 22 & 3) | high << 2;
        if (Move.kind(m) != Move.NORMAL && Move.kind(m) != Move.EN_PASSANT) return 0;
        return (m >>> 16 & 0xff) | high << 8;
    }

    private static int withSeries(int m, int k) {
        if (Move.kind(m) == Move.PROMOTION) return m | (k & 3) << 22 | (k >> 2) << 27;
        return m | (k & 0xff) << 16 | (k >> 8) << 27;
    }

    /**
     * Walks the continuations of the capture just made (by a unit of {@code side}, still to
     * move). {@code target} 0: counts them, leaving the position as it was; else stops at the
     * continuation numbered {@code target}, keeping its effects, and returns -1.
     */
    private int walk(Position p, int side, int target) {
        int move = p.lastMove(), mover = p.lastMover(), captured = p.lastCaptured();
        int square = p.lastCaptureSquare(), effects = p.lastEffectsStart();
        int arrival = p.lastArrival();
        p.beginTrial();
        int result = explore(p, arrival, side, target, 0);
        p.endTrial();
        p.setLastMoveRecord(move, mover, captured, square, effects);
        return result;
    }

    /** The continuations from the unit on {@code square}, which has just captured, numbered on from {@code counted}. */
    private int explore(Position p, int square, int side, int target, int counted) {
        if (!mayGoOn(p, square, side)) return counted;
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 1024) return counted;
        int end = steps(p, square, side, out, start);
        p.scratchTop = end;
        try {
            for (int i = start; i < end; i++) {
                int s = out[i];
                boolean capture = p.at(Move.to(s)) != Piece.EMPTY;
                p.beginTrial();
                int arrival = play(p, s, side);
                if (++counted == target) {
                    p.endTrial();
                    return -1;
                }
                if (capture) counted = explore(p, arrival, side, target, counted);
                if (counted < 0) {
                    p.endTrial();
                    return -1;
                }
                p.rewindTrial();
                p.endTrial();
            }
        } finally {
            p.scratchTop = start;
        }
        return counted;
    }

    /** May the unit on {@code square} go on: still of its side, the position legal, no side in check? */
    private static boolean mayGoOn(Position p, int square, int side) {
        int unit = p.at(square);
        if (unit == Piece.EMPTY || p.isNeutral(square) || Piece.side(unit) != side) return false;
        return ConditionSet.of(p).legal(p, side) && !p.inCheck(Side.opponent(side));
    }

    /** The unit's moves from {@code square} (its walk, the other conditions' say), for a step. */
    private int steps(Position p, int square, int side, int[] out, int start) {
        int n = MoveGenerator.generatePlain(p, square, side, out, start);
        for (Condition c : ConditionSet.of(p).conditions()) if (c != this) n = c.pieceMoves(p, square, side, out, start, n);
        int kept = start;
        for (int i = start; i < n; i++) {
            int kind = Move.kind(out[i]);
            if (kind == Move.NORMAL || kind == Move.DOUBLE_STEP || kind == Move.PROMOTION) out[kept++] = out[i];
        }
        return kept;
    }

    /**
     * Plays the step {@code s} by effects (the victim removed, the unit moved, a pawn promoted, a
     * chameleon changed), then the other conditions' effects as after a move; returns where the
     * unit stands then.
     */
    private static int play(Position p, int s, int side) {
        int from = Move.from(s), to = Move.to(s);
        int mover = p.at(from), captured = p.at(to);
        if (captured != Piece.EMPTY) p.effectRemoveQuietly(to);
        p.effectUnmoved(from, false);
        p.effectUnmoved(to, false);
        p.effectMove(from, to, captured != Piece.EMPTY ? Effects.Style.STEP_CAPTURE : Effects.Style.STEP);
        if (Move.kind(s) == Move.PROMOTION) p.effectChange(to, p.promoted(mover, Move.promotion(s), side), Effects.Style.WALK_INLINE);
        else if (p.chameleonNext(mover) != 0) p.effectChange(to, p.chameleonNext(mover), Effects.Style.WALK_INLINE);
        p.setLastMoveRecord(s, mover, captured, captured != Piece.EMPTY ? to : -1, p.effects().top());
        p.conditions().afterMove(p, s);
        return p.lastArrival();
    }
}
