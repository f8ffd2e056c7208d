package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * CastlingChess: a king not in check may castle on any of its eight lines with the first unit
 * of either side it meets there at least three squares away: the king goes two squares towards
 * it, the partner to the square the king passed, which must not be attacked. Orthodox castling
 * is off. Written {@code Kc2-e2/bPh2-d2}. Rokagogo is the same with a rook alone (of either side),
 * on the king's rank or file.
 */
final class CastlingChess implements Condition {
    private final boolean rokagogo;

    CastlingChess() { this(false); }

    CastlingChess(boolean rokagogo) { this.rokagogo = rokagogo; }

    private static final int[][] LINES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Override
    public String name() { return rokagogo ? "Rokagogo" : "CastlingChess"; }

    /** Rokagogo's castling with any rook; CastlingChess's partners (any unit) are not described. */
    @Override
    public int proofFreedoms() { return rokagogo ? FREEDOM_ROOK_CASTLING : UNDECLARED_FREEDOMS; }

    @Override
    public void prepare(Position p) { p.setCastlingAllowed(false); }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.table.walk(p.at(from)) != PieceTable.KING) return end;
        // only for the moves themselves, not when observation is asked (a castling captures nothing)
        if (side != p.sideToMove() || p.inCheck(side)) return end;
        var g = p.geometry;
        int n = end;
        for (int[] d : LINES) {
            int passed = g.offset(from, d[0], d[1]);
            int arrival = passed < 0 ? -1 : g.offset(passed, d[0], d[1]);
            if (arrival < 0 || p.at(passed) != Piece.EMPTY || p.at(arrival) != Piece.EMPTY) continue;
            int partner = arrival;
            while (partner >= 0 && p.at(partner) == Piece.EMPTY && !p.blocked(partner)) partner = g.offset(partner, d[0], d[1]);
            if (partner < 0 || p.blocked(partner)) continue;
            if (rokagogo && ((d[0] != 0 && d[1] != 0) || p.table.walk(p.at(partner)) != PieceTable.ROOK)) continue;
            if (!passable(p, from, passed, side)) continue;
            out[n++] = Move.castling(from, arrival, partner);
        }
        return n;
    }

    /** May the king stand on the square it passes (a plain king move there, taken back)? */
    private static boolean passable(Position p, int king, int passed, int side) {
        int step = Move.of(king, passed);
        p.make(step);
        boolean attacked = p.isAttacked(passed, Piece.side(p.at(passed)) ^ 1);
        p.unmake(step);
        return !attacked;
    }
}
