package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.circe.RebirthSquare;
import feerie.piece.Piece;
import feerie.position.Position;

/**
 * PowerTransfer: a unit whose Circe rebirth square (the classical one, as a unit of its own side)
 * is occupied moves, captures and checks with the walk of the unit standing there, of either
 * colour. The king keeps its walk unless RexInclusive.
 */
final class PowerTransfer implements Condition {
    private final boolean rexInclusive;

    PowerTransfer(boolean rexInclusive) { this.rexInclusive = rexInclusive; }

    @Override
    public String name() { return rexInclusive ? "PowerTransfer RexInclusive" : "PowerTransfer"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.isNeutral(from) || !rexInclusive && p.table.isRoyal(unit)) return end;
        int home = RebirthSquare.regular(p.geometry, p.table.rebirthWalk(unit), from, side);
        if (home < 0 || home == from) return end;
        int lender = p.at(home);
        if (lender == Piece.EMPTY) return end;
        return Walks.generateAs(p, from, side, Piece.of(Piece.type(lender), side), out, start);
    }
}
