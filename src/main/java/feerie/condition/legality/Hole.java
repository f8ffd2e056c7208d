package feerie.condition.legality;

import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Hole: squares taken out of the board. No unit goes to one, and none passes over one: a move,
 * or an observation, whose straight path from departure to arrival (in its smallest steps: a
 * rook's squares between, a nightrider's knight steps) meets a hole is no move. HaanerChess
 * adds the squares the units leave ({@link Position#blocked}).
 */
public final class Hole implements GeometryRestriction {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    /** The holes of the diagram, as file and rank pairs (the board's size is not known here). */
    private final int[] holes;
    /** HaanerChess: every square a unit leaves becomes a hole. */
    private final boolean haaner;

    public Hole(String name, int[] holes, boolean haaner) {
        this.name = name;
        this.holes = holes;
        this.haaner = haaner;
    }

    @Override
    public String name() { return name; }

    /** The holes are marked on the position, so that a rebirth (Circe) finds them taken. */
    @Override
    public void prepare(Position p) {
        for (int i = 0; i < holes.length; i += 2) {
            int sq = p.geometry.square(holes[i], holes[i + 1]);
            if (sq >= 0) p.setBlocked(sq);
        }
    }

    private boolean hole(Position p, int sq) {
        if (haaner && p.blocked(sq)) return true;
        int f = p.geometry.file(sq), r = p.geometry.rank(sq);
        for (int i = 0; i < holes.length; i += 2) if (holes[i] == f && holes[i + 1] == r) return true;
        return false;
    }

    /** Does the straight path from {@code from} to {@code to} (arrival included) meet a hole? */
    private boolean pathBlocked(Position p, int from, int to) {
        var g = p.geometry;
        int dx = g.file(to) - g.file(from), dy = g.rank(to) - g.rank(from);
        int steps = gcd(Math.abs(dx), Math.abs(dy));
        if (steps == 0) return false;
        int sx = dx / steps, sy = dy / steps;
        for (int k = 1; k <= steps; k++) if (hole(p, g.offset(from, sx * k, sy * k))) return true;
        return false;
    }

    private static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return !pathBlocked(p, from, to); }

    /** The path is judged from where the move really departs (MarsCirce's capture: the rebirth square). */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!pathBlocked(p, feerie.condition.ConditionSet.departureOf(p, m), Move.to(m))) out[kept++] = m;
        }
        return kept;
    }

    /** A castling's king and rook must not cross a hole either. */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        if (Move.kind(m) != Move.CASTLING) return true;
        int rook = Move.castlingRook(m);
        int lo = Math.min(Move.from(m), rook), hi = Math.max(Move.from(m), rook);
        // the squares between them (their own squares are holes after a HaanerChess castling)
        for (int s = lo + 1; s < hi; s++) if (hole(p, s)) return false;
        return true;
    }

    @Override
    public boolean hasEffects() { return haaner; }

    /**
     * HaanerChess: the holes come right after the move, before any rebirth, whatever the order of
     * the conditions: no unit is reborn on the square the mover left (py 4.104: Rf8*b8 under
     * Circe brings no bishop back to f8), nor on any other hole.
     */
    @Override
    public int effectStage() { return haaner ? -40 : 0; }

    @Override
    public boolean leavesHoles() { return haaner; }

    /** HaanerChess: the squares the units left (the mover, a castling rook, a pawn taken en passant) are holes from now on. */
    @Override
    public void afterMove(Position p, int move) {
        if (!haaner) return;
        int from = Move.from(move);
        if (p.at(from) == feerie.piece.Piece.EMPTY) p.effectBlock(from);
        if (Move.kind(move) == Move.CASTLING) p.effectBlock(Move.castlingRook(move));
        // the pawn taken en passant leaves its square too (py 4.104: 1...e5*d6 ep. makes d5 a hole)
        if (Move.kind(move) == Move.EN_PASSANT) {
            int victim = p.lastCaptureSquare();
            if (victim >= 0 && p.at(victim) == feerie.piece.Piece.EMPTY) p.effectBlock(victim);
        }
    }

    @Override
    public String toString() { return name; }
}
