package feerie.solve;

import static feerie.solve.OrthodoxLines.BETWEEN;
import static feerie.solve.OrthodoxLines.DIRECTION;
import static feerie.solve.OrthodoxLines.DX;
import static feerie.solve.OrthodoxLines.DY;
import static feerie.solve.OrthodoxLines.KNIGHT;
import static feerie.solve.OrthodoxLines.KNIGHT_SQUARES;
import static feerie.solve.OrthodoxLines.RAY;

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
 * <p>Whether a move gives check, without playing it: {@link OrthodoxChecks}.
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


    /** The squares strictly between {@code a} and {@code b} if they share a line, else none (bit = square). */
    public static long between(int a, int b) { return BETWEEN[a * 64 + b]; }

    /** The squares from {@code a} (excluded) through {@code b} to the board's edge if they share a line, else none. */
    public static long ray(int a, int b) { return RAY[a * 64 + b]; }


    /** The per-position facts the shortcuts use: the table's codes of the orthodox types (0: absent). */
    public static final class Codes {
        final int king, queen, rook, bishop, knight, pawn;

        public Codes(Position p) {
            king = p.table.indexOf("king");
            queen = p.table.indexOf("queen");
            rook = p.table.indexOf("rook");
            bishop = p.table.indexOf("bishop");
            knight = p.table.indexOf("knight");
            pawn = p.table.indexOf("pawn");
        }
    }

    /**
     * Is {@code target} attacked by a piece of {@code by}, the square {@code ignore} counted as
     * empty (-1: none)? The same answer as {@link Position#isAttacked} for orthodox pieces.
     */
    public static boolean attacked(Position p, Codes c, int target, int by, int ignore) {
        int base = target * 64;
        for (int i = 0, count = p.pieceCount(by); i < count; i++) {
            int s = p.pieceSquare(by, i);
            if (s == ignore || s == target) continue;
            int t = Piece.type(p.at(s));
            if (t == c.knight) {
                if (KNIGHT[base + s]) return true;
            } else if (t == c.pawn) {
                // a pawn on its own first rank observes nothing (PawnComponent)
                if (Math.abs((s & 7) - (target & 7)) == 1 && (target >> 3) - (s >> 3) == (by == Side.WHITE ? 1 : -1)
                        && (s >> 3) != (by == Side.WHITE ? 0 : 7))
                    return true;
            } else if (t == c.king) {
                if (Math.abs((s & 7) - (target & 7)) <= 1 && Math.abs((s >> 3) - (target >> 3)) <= 1) return true;
            } else {
                int d = DIRECTION[base + s];
                if (d < 0 || !(t == c.queen || t == (d < 4 ? c.rook : c.bishop))) continue;
                int dx = DX[d], dy = DY[d];
                boolean clear = true;
                for (int x = (target & 7) + dx, y = (target >> 3) + dy, sq = y * 8 + x; sq != s;
                        x += dx, y += dy, sq = y * 8 + x) {
                    if (sq != ignore && p.at(sq) != Piece.EMPTY) { clear = false; break; }
                }
                if (clear) return true;
            }
        }
        return false;
    }

    /** Is {@code side}'s king in check? */
    public static boolean inCheck(Position p, Codes c, int side) {
        int k = p.king(side);
        return k >= 0 && attacked(p, c, k, Side.opponent(side), -1);
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
        long evasion = evasions(p, c, king, Side.opponent(us));
        int kept = n;
        if (evasion == -1L) {
            for (int i = n; i < end; i++) {
                int m = out[i];
                if (legal(p, c, m, us, king, false)) out[kept++] = m;
            }
        } else {
            for (int i = n; i < end; i++) {
                int m = out[i];
                if (legalInCheck(p, c, m, us, king, evasion)) out[kept++] = m;
            }
        }
        return kept;
    }

    /**
     * The squares where a move of a piece other than the king can answer a check to the king on
     * {@code king}: the checker's square and, for a line piece, the squares between; none (0)
     * in double check; all (-1) when the king is not in check. Worked out once for all the moves.
     */
    static long evasions(Position p, Codes c, int king, int by) {
        int base = king * 64;
        long mask = -1L;
        int checkers = 0;
        for (int i = 0, count = p.pieceCount(by); i < count; i++) {
            int s = p.pieceSquare(by, i);
            int t = Piece.type(p.at(s));
            long hit;
            if (t == c.knight) {
                hit = KNIGHT[base + s] ? 1L << s : 0;
            } else if (t == c.pawn) {
                boolean checks = Math.abs((s & 7) - (king & 7)) == 1 && (king >> 3) - (s >> 3) == (by == Side.WHITE ? 1 : -1)
                        && (s >> 3) != (by == Side.WHITE ? 0 : 7);
                hit = checks ? 1L << s : 0;
            } else if (t == c.king) {
                hit = 0;  // a king never gives check
            } else {
                int d = DIRECTION[base + s];
                hit = 0;
                if (d >= 0 && (t == c.queen || t == (d < 4 ? c.rook : c.bishop))) {
                    long between = 0;
                    boolean clear = true;
                    int dx = DX[d], dy = DY[d];
                    for (int x = (king & 7) + dx, y = (king >> 3) + dy, sq = y * 8 + x; sq != s;
                            x += dx, y += dy, sq = y * 8 + x) {
                        if (p.at(sq) != Piece.EMPTY) { clear = false; break; }
                        between |= 1L << sq;
                    }
                    if (clear) hit = between | 1L << s;
                }
            }
            if (hit == 0) continue;
            if (++checkers == 2) return 0L;
            mask = hit;
        }
        return mask;
    }

    /**
     * {@link #legal} with the king in check: a move of another piece must go to one of the
     * {@code evasion} squares (en passant and castling are played and tested), and then only a
     * pin can still forbid it.
     */
    private static boolean legalInCheck(Position p, Codes c, int m, int us, int king, long evasion) {
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT || kind == Move.CASTLING) return legal(p, c, m, us, king, true);
        if (Move.from(m) != king && (evasion >>> Move.to(m) & 1) == 0) return false;
        return legal(p, c, m, us, king, false);
    }

    /** True if the side to move has a legal move. */
    public static boolean hasLegalMove(Position p, Codes c, int[] out, int n) {
        int us = p.sideToMove();
        int king = p.king(us);
        boolean checked = king >= 0 && attacked(p, c, king, Side.opponent(us), -1);
        if (!checked && king >= 0) {
            // piece by piece, stopping at the first legal move
            for (int i = 0, count = p.pieceCount(us); i < count; i++) {
                int from = p.pieceSquare(us, i);
                if (from == king) continue;
                if (DIRECTION[king * 64 + from] < 0) {
                    // not on a line from the king, so every move of the piece is legal
                    int mobile = mobile(p, c, from, us);
                    if (mobile > 0) return true;
                    if (mobile == 0) continue;
                }
                int end = MoveGenerator.generateFrom(p, from, out, n);
                for (int j = n; j < end; j++) if (legal(p, c, out[j], us, king, false)) return true;
            }
        }
        if (checked) return escapesCheck(p, c, out, n, us, king);
        int end = MoveGenerator.generate(p, out, n);
        if (king < 0) return end > n;
        long evasion = -1L;
        // the cheap moves first: those of the other pieces, then the king's
        for (int i = n; i < end; i++) {
            int m = out[i];
            if (Move.from(m) != king && (checked ? legalInCheck(p, c, m, us, king, evasion) : legal(p, c, m, us, king, false))) return true;
        }
        for (int i = n; i < end; i++) if (Move.from(out[i]) == king && legal(p, c, out[i], us, king, false)) return true;
        return false;
    }

    /**
     * {@link #hasLegalMove} with the king of the side to move in check (the mate test): the king's
     * own steps first, which find a flight most of the time after a few attack tests and spare
     * generating every move; then, against a single check, the other pieces' moves one piece at a
     * time, each allowed only onto a square that stops the check. The same moves are judged as
     * when all are generated at once (no castling is generated in check).
     */
    private static boolean escapesCheck(Position p, Codes c, int[] out, int n, int us, int king) {
        int end = MoveGenerator.generateFrom(p, king, out, n);
        for (int j = n; j < end; j++) if (legal(p, c, out[j], us, king, false)) return true;
        long evasion = evasions(p, c, king, Side.opponent(us));
        if (evasion == 0L) return false;  // a double check: only the king could move
        for (int i = 0, count = p.pieceCount(us); i < count; i++) {
            int from = p.pieceSquare(us, i);
            if (from == king) continue;
            end = MoveGenerator.generateFrom(p, from, out, n);
            for (int j = n; j < end; j++) if (legalInCheck(p, c, out[j], us, king, evasion)) return true;
        }
        return false;
    }

    /**
     * Has the piece on {@code from} a pseudo-legal move? 1 yes, 0 no, -1 not decided here (a pawn
     * on the first or last two ranks, which may promote or stand where pawns do not, or while en
     * passant is possible). Knights, bishops, rooks and
     * queens move to a neighbouring square of their kind that is empty or enemy; a pawn steps
     * forwards onto an empty square or captures forwards diagonally.
     */
    static int mobile(Position p, Codes c, int from, int us) {
        int t = Piece.type(p.at(from));
        int fx = from & 7, fy = from >> 3;
        if (t == c.knight) {
            for (int s : KNIGHT_SQUARES[from]) {
                int q = p.at(s);
                if (q == Piece.EMPTY || Piece.side(q) != us) return 1;
            }
            return 0;
        }
        if (t == c.pawn) {
            int y = fy + (us == Side.WHITE ? 1 : -1);
            if (fy == 0 || fy == 7 || y == 0 || y == 7 || p.enPassantSquare() >= 0) return -1;
            if (p.at(y * 8 + fx) == Piece.EMPTY) return 1;
            for (int x = fx - 1; x <= fx + 1; x += 2) {
                if (x < 0 || x > 7) continue;
                int q = p.at(y * 8 + x);
                if (q != Piece.EMPTY && Piece.side(q) != us) return 1;
            }
            return 0;
        }
        int first, last;
        if (t == c.queen) { first = 0; last = 8; }
        else if (t == c.rook) { first = 0; last = 4; }
        else if (t == c.bishop) { first = 4; last = 8; }
        else return -1;
        for (int d = first; d < last; d++) {
            int x = fx + DX[d], y = fy + DY[d];
            if (x < 0 || x > 7 || y < 0 || y > 7) continue;
            int q = p.at(y * 8 + x);
            if (q == Piece.EMPTY || Piece.side(q) != us) return 1;
        }
        return 0;
    }

    /** Is {@code m}, a pseudo-legal move of the side to move, legal? {@code checked}: is that side in check now? */
    public static boolean legal(Position p, Codes c, int m, boolean checked) {
        int us = p.sideToMove();
        int king = p.king(us);
        return king < 0 || legal(p, c, m, us, king, checked);
    }

    private static boolean legal(Position p, Codes c, int m, int us, int king, boolean checked) {
        int from = Move.from(m);
        int kind = Move.kind(m);
        if (kind == Move.CASTLING) {
            // the generator checked the start and the crossed square; the king must not land in check
            p.make(m);
            boolean ok = !attacked(p, c, p.king(us), Side.opponent(us), -1);
            p.unmake(m);
            return ok;
        }
        if (from == king) return !attacked(p, c, Move.to(m), Side.opponent(us), from);
        if (checked || kind == Move.EN_PASSANT) {
            p.make(m);
            boolean ok = !attacked(p, c, p.king(us), Side.opponent(us), -1);
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
}
