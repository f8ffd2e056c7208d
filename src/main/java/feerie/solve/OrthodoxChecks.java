package feerie.solve;

import static feerie.solve.OrthodoxLines.DIRECTION;
import static feerie.solve.OrthodoxLines.DX;
import static feerie.solve.OrthodoxLines.DY;
import static feerie.solve.OrthodoxLines.KNIGHT;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.solve.Orthodox.Codes;

/**
 * The orthodox check shortcuts (see {@link Orthodox}): does a move give check, known before it is
 * played? Kept apart from {@link Orthodox}'s legality tests because the solvers ask it on its own,
 * to skip moves that cannot check (mates, checks, series that may not check).
 *
 * <p>A plain move or a promotion can give check only if the square it lands on is on a line or a
 * knight's jump from the enemy king (the piece there attacks the king), or the square it leaves is
 * on a line from the king (a line opens). Castling and en passant are always played.
 */
public final class OrthodoxChecks {
    private OrthodoxChecks() {}

    /**
     * Does {@code m} (a move of the side to move, not yet played) attack the enemy king on
     * {@code enemyKing} once played? Castling and en passant are played and tested; for the other
     * moves the piece arriving on {@code to} is tested for a direct attack ({@code from} counted
     * as empty), and the line from the king through {@code from} for an opened one.
     */
    public static boolean givesCheck(Position p, Codes c, int m, int enemyKing) {
        if (enemyKing < 0) return false;
        int us = p.sideToMove();
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT || kind == Move.CASTLING) {
            p.make(m);
            boolean check = Orthodox.attacked(p, c, enemyKing, us, -1);
            p.unmake(m);
            return check;
        }
        int from = Move.from(m), to = Move.to(m);
        int type = kind == Move.PROMOTION ? Move.promotion(m) : Piece.type(p.at(from));
        int base = enemyKing * 64;
        // direct
        if (type == c.knight) {
            if (KNIGHT[base + to]) return true;
        } else if (type == c.pawn) {
            int ky = enemyKing >> 3, ty = to >> 3;
            if (Math.abs((enemyKing & 7) - (to & 7)) == 1 && ky - ty == (us == Side.WHITE ? 1 : -1)) return true;
        } else if (type == c.king) {
            // only an illegal move puts the king next to the other, but the answer stays exact
            if (Math.abs((enemyKing & 7) - (to & 7)) <= 1 && Math.abs((enemyKing >> 3) - (to >> 3)) <= 1) return true;
        } else {
            int d = DIRECTION[base + to];
            if (d >= 0 && (type == c.queen || type == (d < 4 ? c.rook : c.bishop))) {
                int dx = DX[d], dy = DY[d];
                boolean clear = true;
                for (int x = (enemyKing & 7) + dx, y = (enemyKing >> 3) + dy, sq = y * 8 + x; sq != to;
                        x += dx, y += dy, sq = y * 8 + x) {
                    if (sq != from && p.at(sq) != Piece.EMPTY) { clear = false; break; }
                }
                if (clear) return true;
            }
        }
        // discovered
        int d = DIRECTION[base + from];
        if (d < 0) return false;
        int dx = DX[d], dy = DY[d];
        int x = (enemyKing & 7) + dx, y = (enemyKing >> 3) + dy;
        for (int sq = y * 8 + x; sq != from; x += dx, y += dy, sq = y * 8 + x)
            if (sq == to || p.at(sq) != Piece.EMPTY) return false;
        for (x += dx, y += dy; x >= 0 && x < 8 && y >= 0 && y < 8; x += dx, y += dy) {
            int sq = y * 8 + x;
            if (sq == to) return false;
            int q = p.at(sq);
            if (q != Piece.EMPTY) {
                if (Piece.side(q) != us) return false;
                int t = Piece.type(q);
                return t == c.queen || t == (d < 4 ? c.rook : c.bishop);
            }
        }
        return false;
    }

    /**
     * False only if {@code m} (not yet played, by the side to move) cannot give check to the
     * enemy king standing on {@code enemyKing}.
     */
    public static boolean mayCheck(int m, int enemyKing) {
        if (enemyKing < 0) return false;
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT || kind == Move.CASTLING) return true;
        int to = Move.to(m), from = Move.from(m);
        int base = enemyKing * 64;
        return DIRECTION[base + to] >= 0 || KNIGHT[base + to] || DIRECTION[base + from] >= 0;
    }
}
