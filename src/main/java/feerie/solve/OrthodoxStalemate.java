package feerie.solve;

import static feerie.solve.OrthodoxLines.DIRECTION;
import static feerie.solve.OrthodoxLines.DX;
import static feerie.solve.OrthodoxLines.DY;
import static feerie.solve.OrthodoxLines.KNIGHT_SQUARES;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * Orthodox shortcuts for stalemate goals: the pieces of a side that no single move of the other
 * side can take every move from (the help and series solvers prune the last moves with them).
 */
public final class OrthodoxStalemate {
    private OrthodoxStalemate() { }


    /**
     * Stalemate in one move: which pieces of {@code side} (not to move, not in check) keep a move
     * whatever single move the other side makes, unless that move captures them? A knight,
     * bishop, rook or queen not on a line from its king (no move can pin it) with a neighbouring
     * square of its kind not held by its own side: the other side's move only empties one square
     * and fills another with its own piece (a capture target), so that square stays free, and with
     * its king not in check the move stays legal. Returns -1 if there is no such piece, its square
     * if there is one (only a capture there can stalemate), -2 if there are two or more (nothing
     * can stalemate). A pawn that needs its front square filled ({@link #pawnFront}) counts too:
     * with one, -1 (the move is not narrowed), with another piece or pawn beside it, -2.
     */
    public static int unstoppable(Position p, Orthodox.Codes c, int side) {
        int king = p.king(side);
        if (king < 0) return -1;
        int found = -1, blocks = 0;
        for (int i = 0, count = p.pieceCount(side); i < count; i++) {
            int s = p.pieceSquare(side, i);
            if (s == king || DIRECTION[king * 64 + s] >= 0) continue;
            int t = Piece.type(p.at(s));
            if (t == c.pawn && pawnFront(p, s, side) >= 0 && ++blocks + (found >= 0 ? 1 : 0) >= 2) return -2;
            if (t != c.knight && t != c.bishop && t != c.rook && t != c.queen) continue;
            if (Orthodox.mobile(p, c, s, side) == 1) {
                if (found >= 0 || blocks > 0) return -2;
                found = s;
            }
        }
        return blocks > 0 ? -1 : found;
    }

    /**
     * A pawn off its king's lines (no move can pin it) with the square before it empty can be
     * stopped by one move of the other side only if that move fills the square or captures the
     * pawn: its front square, else -1. Each such pawn, like each piece {@link #unstoppable}
     * counts, needs a move of its own, so two of them cannot be stalemated in one move.
     */
    private static int pawnFront(Position p, int s, int side) {
        int y = (s >> 3) + (side == Side.WHITE ? 1 : -1);
        if ((s >> 3) == 0 || (s >> 3) == 7) return -1;
        int front = y * 8 + (s & 7);
        return p.at(front) == Piece.EMPTY ? front : -1;
    }

    /**
     * The pieces {@link #unstoppable} counts for {@code side} (knights, bishops, rooks and queens
     * off its king's lines with a free neighbouring square of their kind, and pawns off its king's
     * lines with an empty square before them, that square being their only free one), each written with its
     * square to {@code squares} and, in {@code onlyFree}, its one free square, or -1 if it has
     * more. Returns how many. A move of that side other than the king's keeps each such piece in
     * the count unless it moves that piece or fills its only free square.
     */
    public static int unstoppableWithFreeSquares(Position p, Orthodox.Codes c, int side, int[] squares, int[] onlyFree) {
        int king = p.king(side);
        if (king < 0) return 0;
        int n = 0;
        for (int i = 0, count = p.pieceCount(side); i < count; i++) {
            int s = p.pieceSquare(side, i);
            if (s == king || DIRECTION[king * 64 + s] >= 0) continue;
            int t = Piece.type(p.at(s));
            int free = -1, frees = 0;
            if (t == c.pawn) {
                free = pawnFront(p, s, side);
                if (free >= 0) frees = 1;
            } else if (t == c.knight) {
                for (int q : KNIGHT_SQUARES[s]) {
                    int o = p.at(q);
                    if (o == Piece.EMPTY || Piece.side(o) != side) { free = q; frees++; }
                }
            } else {
                int first = t == c.queen || t == c.rook ? 0 : t == c.bishop ? 4 : -1;
                if (first < 0) continue;
                int last = t == c.rook ? 4 : 8;
                for (int d = first; d < last; d++) {
                    int x = (s & 7) + DX[d], y = (s >> 3) + DY[d];
                    if (x < 0 || x > 7 || y < 0 || y > 7) continue;
                    int o = p.at(y * 8 + x);
                    if (o == Piece.EMPTY || Piece.side(o) != side) { free = y * 8 + x; frees++; }
                }
            }
            if (frees == 0) continue;
            squares[n] = s;
            onlyFree[n++] = frees == 1 ? free : -1;
        }
        return n;
    }

}
