package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * FaceToFace, BackToBack and CheekToCheek: a unit with an enemy unit right in front of it (behind
 * it; beside it, left or right) moves, captures and checks with that enemy's walk instead of its
 * own, as a unit of its own side (a borrowed pawn walk goes its own way). CheekToCheek with
 * enemies on both sides: the walks of both.
 */
final class Confrontation implements Condition {
    enum Facing { FRONT, BACK, SIDES }

    private final String name;
    private final Facing facing;

    Confrontation(String name, Facing facing) {
        this.name = name;
        this.facing = facing;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean changesObservation() { return true; }

    /** The enemy unit on the square {@code (dx, dy)} from {@code from}, as a piece of {@code side}, or 0. */
    private static int confronter(Position p, int from, int side, int dx, int dy) {
        int sq = p.geometry.offset(from, dx, dy);
        if (sq < 0) return 0;
        int unit = p.at(sq);
        if (unit == Piece.EMPTY || p.isNeutral(sq) || Piece.side(unit) == side) return 0;
        return Piece.of(Piece.type(unit), side);
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        if (facing == Facing.SIDES) {
            int left = confronter(p, from, side, -1, 0), right = confronter(p, from, side, 1, 0);
            if (left == 0 && right == 0) return end;
            int n = start;
            if (left != 0) n = Walks.generateAs(p, from, side, left, out, n);
            if (right != 0) n = Walks.generateAs(p, from, side, right, out, n);
            return n;
        }
        int forward = side == Side.WHITE ? 1 : -1;
        int walk = confronter(p, from, side, 0, facing == Facing.FRONT ? forward : -forward);
        return walk == 0 ? end : Walks.generateAs(p, from, side, walk, out, start);
    }

    @Override
    public String toString() { return name; }
}
