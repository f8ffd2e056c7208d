package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * PointReflection: a unit moves, captures and checks with the walk of the unit (of either side)
 * on the square symmetric to its own about the centre of the board (a1 and h8, d4 and e5), with
 * its own colour; with that square empty, with its own walk. As in Popeye, a castling is possible
 * only when the square symmetric to the rook's corner is empty or holds what the game array has
 * there (the other side's rook), and the king castles only with its own walk (the square
 * symmetric to it empty or holding a king).
 */
final class PointReflection implements Condition {
    @Override
    public String name() { return "PointReflection"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        var g = p.geometry;
        int mirror = g.square(g.files - 1 - g.file(from), g.ranks - 1 - g.rank(from));
        int unit = p.at(mirror);
        if (unit == Piece.EMPTY || mirror == from) return end;
        int walk = Piece.of(Piece.type(p.table.isNeutral(unit) ? unit & ~1 : unit), side);
        if (walk == p.at(from)) return end;
        return Walks.generateAs(p, from, side, walk, out, start);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        int move = p.lastMove();
        if (move == Move.NULL || Move.kind(move) != Move.CASTLING) return true;
        var g = p.geometry;
        int corner = Move.castlingRook(move);
        int mirror = g.square(g.files - 1 - g.file(corner), g.ranks - 1 - g.rank(corner));
        int unit = p.at(mirror);
        int kingMirror = p.at(g.square(g.files - 1 - g.file(Move.from(move)), g.ranks - 1 - g.rank(Move.from(move))));
        if (kingMirror != Piece.EMPTY && p.table.walk(kingMirror) != feerie.position.PieceTable.KING) return false;
        return unit == Piece.EMPTY || Piece.side(unit) != mover && p.table.walk(unit) == feerie.position.PieceTable.ROOK
                && !p.table.isNeutral(unit);
    }
}
