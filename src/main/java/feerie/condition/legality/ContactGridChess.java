package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.RebirthOfCaptured;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * ContactGridChess (Popeye: GridChess and KoeKo together, written as one name): a move must cross
 * a line of the plain grid, and the unit must end it next to another unit (a king's step away)
 * across a grid line, in another cell. An observation counts only if the capture would be so.
 */
final class ContactGridChess implements GeometryRestriction {
    private final GridChess grid = new GridChess();

    @Override
    public String name() { return "ContactGridChess"; }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return grid.allowsGeometry(p, from, to, side); }

    /** Popeye keeps a Circe rebirth out of contact from happening; Féerie does not play that yet. */
    @Override
    public boolean combinesWith(Condition other) { return !(other instanceof RebirthOfCaptured); }

    /** Has {@code sq} an occupied neighbour, other than {@code ignore}, in another cell? */
    private boolean inContact(Position p, int sq, int ignore) {
        var g = p.geometry;
        int f = g.file(sq), r = g.rank(sq);
        for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++) {
                if ((dx == 0 && dy == 0) || !g.contains(f + dx, r + dy)) continue;
                int n = g.square(f + dx, r + dy);
                if (n != ignore && p.at(n) != Piece.EMPTY && grid.allowsGeometry(p, n, sq, 0)) return true;
            }
        return false;
    }

    /** The moved unit (followed through the move's effects) touches another across a grid line. */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int to = KoeKo.arrival(p, Move.to(p.lastMove()));
        return to < 0 || inContact(p, to, -1);
    }

    @Override
    public boolean observes(Position p, int from, int target, int by) { return inContact(p, target, from); }

    @Override
    public String toString() { return name(); }
}
