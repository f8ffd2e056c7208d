package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.piece.movement.Component;
import feerie.position.Position;

/**
 * Woozles and its kin: a unit that observes, and is observed by, a unit of its own side (Woozles,
 * Heffalumps) or of the other side (BiWoozles, BiHeffalumps) neither captures nor observes
 * (checks). Under Heffalumps only the captures along the line through that unit are barred.
 * Kings take part unless RexExclusive: they are then neither barred nor the barring unit.
 * The observations are the movements' geometry, as in Popeye.
 */
public final class Woozles implements Condition {
    private final String name;
    private final boolean enemies;
    private final boolean onLine;
    private final boolean rexInclusive;

    public Woozles(String name, boolean enemies, boolean onLine, boolean rexInclusive) {
        this.name = name;
        this.enemies = enemies;
        this.onLine = onLine;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return rexInclusive ? name : name + " RexExclusive"; }

    /** Generation, observation included: the barred captures are dropped. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (piece == Piece.EMPTY || p.isNeutral(from)) return end;
        if (!rexInclusive && p.table.isRoyal(piece)) return end;
        int kept = start;
        // the mutual observers found, looked for once and only when there is a capture
        int partner = -2;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Captures.isCapture(p, m)) {
                if (partner == -2) partner = mutualObserver(p, from, piece, side, -1);
                if (partner >= 0 && (!onLine || mutualObserver(p, from, piece, side, Move.to(m)) >= 0)) continue;
            }
            out[kept++] = m;
        }
        return kept;
    }

    /**
     * A unit of the barring side that observes {@code from} and is observed by the unit there
     * (on the line from {@code from} to {@code target} when that is a square), or -1.
     */
    private int mutualObserver(Position p, int from, int piece, int side, int target) {
        int by = enemies ? Side.opponent(side) : side;
        for (int i = 0, n = p.pieceCount(by); i < n; i++) {
            int sq = p.pieceSquare(by, i);
            if (sq == from) continue;
            int other = p.at(sq);
            if (!rexInclusive && p.table.isRoyal(other)) continue;
            if (target >= 0 && !sameLine(p, from, target, sq)) continue;
            if (attacks(p, sq, ConditionSet.observingUnitOf(p, sq), from, by)
                    && attacks(p, from, ConditionSet.observingUnitOf(p, from), sq, side)) return sq;
        }
        return -1;
    }

    private static boolean attacks(Position p, int from, int piece, int to, int by) {
        for (Component.Bound c : p.movement(piece)) if (c.attacks(p, from, to, by)) return true;
        return false;
    }

    /** Are {@code a} and {@code b} on one line through {@code from}, either way (directions reduced)? */
    private static boolean sameLine(Position p, int from, int a, int b) {
        var g = p.geometry;
        int fa = g.file(a) - g.file(from), ra = g.rank(a) - g.rank(from);
        int fb = g.file(b) - g.file(from), rb = g.rank(b) - g.rank(from);
        int ga = gcd(Math.abs(fa), Math.abs(ra)), gb = gcd(Math.abs(fb), Math.abs(rb));
        fa /= ga; ra /= ga; fb /= gb; rb /= gb;
        return fa == fb && ra == rb || fa == -fb && ra == -rb;
    }

    private static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
