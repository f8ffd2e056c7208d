package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * PartialParalysis: a unit observed by an enemy unit of some walk may not make the moves a unit
 * of that walk (and of its own colour) would make from its square; it keeps its other moves. Its
 * observations (checks too) are cut the same way. Observation here is the walks' geometry alone,
 * the observer's own paralysis aside, as Popeye asks it; a neutral unit observes for either side.
 */
public final class PartialParalysis implements Condition {
    @Override
    public String name() { return "PartialParalysis"; }

    /** Popeye refuses it with another paralysis rule. */
    @Override
    public boolean isParalysisRule() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (end == start) return end;
        int enemy = Side.opponent(side);
        for (int i = 0, n = observerCount(p, enemy); i < n; i++) {
            int at = observerSquare(p, enemy, i);
            if (at == from || !sees(p, at, enemy, from)) continue;
            // the walk's moves are generated once for all the moves filtered, not once per move
            int base = free(p, out, end);
            int top = walkMoves(p, from, side, walkOf(p, at, side), base);
            int kept = start;
            for (int k = start; k < end; k++) {
                int m = out[k];
                if (Move.kind(m) == Move.CASTLING || !landsOn(p.scratch, base, top, Move.to(m))) out[kept++] = m;
            }
            end = kept;
        }
        return end;
    }

    @Override
    public boolean changesObservation() { return true; }

    // the captures dropped at generation are exactly the observations refused below
    @Override
    public boolean vetoesObservationOnly() { return true; }

    // it only takes observations away: a unit whose movement misses the target does not observe it
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int enemy = Side.opponent(by);
        for (int i = 0, n = observerCount(p, enemy); i < n; i++) {
            int at = observerSquare(p, enemy, i);
            if (at != from && sees(p, at, enemy, from) && reaches(p, from, by, walkOf(p, at, by), target, p.scratchTop)) return false;
        }
        return true;
    }

    /** The units that may observe for {@code side}: its own, then the neutral ones. */
    private static int observerCount(Position p, int side) { return p.pieceCount(side) + p.neutralCount(); }

    private static int observerSquare(Position p, int side, int i) {
        int own = p.pieceCount(side);
        return i < own ? p.pieceSquare(side, i) : p.neutralSquare(i - own);
    }

    /** The unit on {@code sq} as a coloured unit of {@code side}, of the same walk. */
    private static int walkOf(Position p, int sq, int side) {
        return Piece.of(p.table.colouredType(Piece.type(p.at(sq))), side);
    }

    /** Does the unit on {@code at} observe {@code sq} for {@code by}, by its walk's geometry alone? */
    private static boolean sees(Position p, int at, int by, int sq) {
        int piece = walkOf(p, at, by);
        for (Component.Bound c : p.movement(piece)) {
            if (c.attacks(p, at, sq, by) && ConditionSet.of(p).allowsGeometry(p, at, sq, by)) return true;
        }
        return false;
    }

    /** The first free index of the scratch stack, past the moves being filtered when they are on it. */
    private static int free(Position p, int[] out, int end) {
        return out == p.scratch ? Math.max(p.scratchTop, end) : p.scratchTop;
    }

    /**
     * Would a unit {@code piece} (of {@code side}) standing on {@code from} have a move to
     * {@code to}? It is put there for the question and the unit taken back; its moves go to the
     * scratch stack from {@code base}.
     */
    private static boolean reaches(Position p, int from, int side, int piece, int to, int base) {
        return landsOn(p.scratch, base, walkMoves(p, from, side, piece, base), to);
    }

    /**
     * The moves a unit {@code piece} (of {@code side}) standing on {@code from} would have, put
     * on the scratch stack from {@code base}; the end index is returned. The unit is put there
     * for the question and taken back.
     */
    private static int walkMoves(Position p, int from, int side, int piece, int base) {
        int own = p.at(from);
        int[] scratch = p.scratch;
        p.peekUnrecorded(from, piece);
        try {
            int n = base;
            for (Component.Bound c : p.movement(piece)) n = c.generate(p, from, side, scratch, n);
            return n;
        } finally {
            p.peekUnrecorded(from, own);
        }
    }

    private static boolean landsOn(int[] moves, int start, int end, int to) {
        for (int k = start; k < end; k++) if (Move.to(moves[k]) == to) return true;
        return false;
    }

    @Override
    public String toString() { return name(); }
}
