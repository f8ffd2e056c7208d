package feerie.solve;

import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.rules.Rules;
import java.util.Set;

/**
 * Shortcuts that hold only in orthodox chess: an 8x8 board, the plain rule set, and no pieces but
 * king, queen, rook, bishop, knight and pawn (as the standard catalogue defines them).
 *
 * <p>Legality without playing the move. Orthodox attacks go from a piece along a line whose
 * squares must be empty (queen, rook, bishop) or over a fixed step (king, knight, pawn). A move
 * that is not a king move, not en passant and not castling, made while the own king is not in
 * check, changes the board by emptying {@code from}, filling {@code to} and perhaps removing the
 * enemy piece on {@code to}. Filling a square and removing an enemy piece can only take attacks
 * away; emptying {@code from} can only open the one line from the king through {@code from}. So
 * such a move leaves the king in check exactly when the ray from the king through {@code from},
 * with {@code to} counted as occupied, next meets an enemy piece that moves along that kind of
 * line. Every other move is played and tested the usual way.
 *
 * <p>Checks without playing the move. A plain move or a promotion can give check only if the
 * square it lands on is on a line or a knight's jump from the enemy king (the piece there attacks
 * the king), or the square it leaves is on a line from the king (a line opens). Castling and en
 * passant are always played.
 */
public final class Orthodox {
    private Orthodox() {}

    private static final Set<String> IDS = Set.of("king", "queen", "rook", "bishop", "knight", "pawn");

    /** Does this position under these rules qualify? */
    public static boolean applies(Position p, Rules rules) {
        if (rules.getClass() != Rules.class) return false;
        if (p.geometry.files != 8 || p.geometry.ranks != 8) return false;
        for (PieceType t : p.table.types()) {
            if (!IDS.contains(t.id())) return false;
            PieceType std = Catalogue.standard().byId(t.id());
            if (std == null || t != std && !(t.notation().equals(std.notation()) && t.royal() == std.royal()
                    && t.isPawn() == std.isPawn()))
                return false;
        }
        return true;
    }

    /** For each pair of squares, the direction (index into DIRS) of the ray from a to b, or -1. */
    private static final byte[] DIRECTION = new byte[64 * 64];
    /** Knight jump between the squares. */
    private static final boolean[] KNIGHT = new boolean[64 * 64];
    private static final int[] DX = {1, -1, 0, 0, 1, 1, -1, -1};
    private static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};

    static {
        java.util.Arrays.fill(DIRECTION, (byte) -1);
        for (int a = 0; a < 64; a++) {
            for (int d = 0; d < 8; d++) {
                int x = (a & 7) + DX[d], y = (a >> 3) + DY[d];
                while (x >= 0 && x < 8 && y >= 0 && y < 8) {
                    DIRECTION[a * 64 + y * 8 + x] = (byte) d;
                    x += DX[d];
                    y += DY[d];
                }
            }
            int[][] jumps = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
            for (int[] j : jumps) {
                int x = (a & 7) + j[0], y = (a >> 3) + j[1];
                if (x >= 0 && x < 8 && y >= 0 && y < 8) KNIGHT[a * 64 + y * 8 + x] = true;
            }
        }
    }

    /** The per-position facts the shortcuts use: piece codes of queens, rooks and bishops. */
    public static final class Codes {
        final int queen, rook, bishop;

        public Codes(Position p) {
            queen = p.table.indexOf("queen");
            rook = p.table.indexOf("rook");
            bishop = p.table.indexOf("bishop");
        }
    }

    /**
     * Legal moves of the side to move written at {@code n}; returns the end. The same moves in the
     * same order as {@link Rules#legalMoves}.
     */
    public static int legalMoves(Position p, Codes c, int[] out, int n) {
        int us = p.sideToMove();
        int end = MoveGenerator.generate(p, out, n);
        int king = p.king(us);
        if (king < 0) return end;
        boolean checked = p.isAttacked(king, Side.opponent(us));
        int kept = n;
        for (int i = n; i < end; i++) {
            int m = out[i];
            if (legal(p, c, m, us, king, checked)) out[kept++] = m;
        }
        return kept;
    }

    /** True if the side to move has a legal move. */
    public static boolean hasLegalMove(Position p, Codes c, int[] out, int n) {
        int us = p.sideToMove();
        int end = MoveGenerator.generate(p, out, n);
        int king = p.king(us);
        if (king < 0) return end > n;
        boolean checked = p.isAttacked(king, Side.opponent(us));
        for (int i = n; i < end; i++) if (legal(p, c, out[i], us, king, checked)) return true;
        return false;
    }

    private static boolean legal(Position p, Codes c, int m, int us, int king, boolean checked) {
        int from = Move.from(m);
        int kind = Move.kind(m);
        if (checked || from == king || kind == Move.EN_PASSANT || kind == Move.CASTLING) {
            p.make(m);
            boolean ok = !p.isAttacked(p.king(us), Side.opponent(us));
            p.unmake(m);
            return ok;
        }
        int d = DIRECTION[king * 64 + from];
        if (d < 0) return true;
        int to = Move.to(m);
        int dx = DX[d], dy = DY[d];
        int x = (king & 7) + dx, y = (king >> 3) + dy;
        for (int s = y * 8 + x; s != from; x += dx, y += dy, s = y * 8 + x)
            if (s == to || p.at(s) != Piece.EMPTY) return true;
        x += dx;
        y += dy;
        int them = Side.opponent(us);
        while (x >= 0 && x < 8 && y >= 0 && y < 8) {
            int s = y * 8 + x;
            if (s == to) return true;
            int q = p.at(s);
            if (q != Piece.EMPTY) {
                if (Piece.side(q) != them) return true;
                int t = Piece.type(q);
                if (t == c.queen) return false;
                return d < 4 ? t != c.rook : t != c.bishop;
            }
            x += dx;
            y += dy;
        }
        return true;
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
