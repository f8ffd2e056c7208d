package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * ImmunChess: a unit whose Circe rebirth square (for a capture where it stands) is occupied cannot
 * be captured, nor observed, so it gives and takes no check that way. The square is looked at
 * before the move (Popeye: "Immune Chess is tested before move execution is started"), so the
 * capturer's own square counts as occupied, and a unit on its own rebirth square is immune.
 * Kings take part only with RexInclusive. Nothing is reborn.
 */
public final class ImmunChess implements Condition {
    private final String name;
    private final RebirthSquare where;
    private final boolean mirror;
    private final boolean rexInclusive;

    public ImmunChess(String name, RebirthSquare where, boolean mirror, boolean rexInclusive) {
        this.name = name;
        this.where = where;
        this.mirror = mirror;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean changesObservation() { return true; }

    /**
     * An immune unit is not observed: a veto on the observers the reverse probes find, as quick as
     * plain observation (generating every capture would also ask the other conditions' generation
     * hooks, Cage Circe's search for cages among them).
     */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return !immune(p, Move.of(from, target)); }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!immune(p, m)) out[kept++] = m;
        }
        return kept;
    }

    /** Does the move capture a unit whose rebirth square is occupied? */
    private boolean immune(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLING) return false;
        int square = kind == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m);
        if (square < 0) return false;
        int victim = p.at(square);
        if (victim == Piece.EMPTY || !rexInclusive && p.table.isRoyal(victim)) return false;
        int side = Piece.side(victim);
        int r = where.square(p, victim, square, mirror ? Side.opponent(side) : side, m);
        return r >= 0 && p.at(r) != Piece.EMPTY;
    }

    @Override
    public String toString() { return name; }
}
