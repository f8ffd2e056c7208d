package feerie.solve.invisible;

/**
 * The worlds the play may start from: every way of putting the invisible units (queens, rooks,
 * bishops, knights and pawns of either side, no pawn on the first or last rank) on the empty
 * squares such that the side not to move is not in check. The castling rights are those of the
 * units on their home squares, a rook nobody sees included.
 */
final class InitialWorlds {
    private static final int[] KINDS = {
            Board.QUEEN, Board.ROOK, Board.BISHOP, Board.KNIGHT, Board.PAWN,
            Board.QUEEN | Board.BLACK, Board.ROOK | Board.BLACK, Board.BISHOP | Board.BLACK,
            Board.KNIGHT | Board.BLACK, Board.PAWN | Board.BLACK};

    private InitialWorlds() {
    }

    static long[] of(int[] visible, int count, boolean blackToMove) {
        WorldSet set = new WorldSet();
        place(visible, count, blackToMove, new int[count], new int[count], 0, 0, set);
        return set.toArray();
    }

    private static void place(int[] visible, int count, boolean blackToMove, int[] squares, int[] units, int placed,
                              int fromSquare, WorldSet out) {
        if (placed == count) {
            int[] board = visible.clone();
            for (int i = 0; i < count; i++) board[squares[i]] = units[i] | Board.INVISIBLE;
            if (Board.inCheck(board, !blackToMove)) return;
            out.add(Worlds.pack(squares, units, count, castling(board)));
            return;
        }
        for (int sq = fromSquare; sq < 64; sq++) {
            if (visible[sq] != 0) continue;
            for (int kind : KINDS) {
                if (Board.type(kind) == Board.PAWN && (sq / 8 == 0 || sq / 8 == 7)) continue;
                squares[placed] = sq;
                units[placed] = kind;
                place(visible, count, blackToMove, squares, units, placed + 1, sq + 1, out);
            }
        }
    }

    static int castling(int[] board) {
        int rights = 0;
        if (is(board, 4, Board.KING)) {
            if (is(board, 7, Board.ROOK)) rights |= Board.WK;
            if (is(board, 0, Board.ROOK)) rights |= Board.WQ;
        }
        if (is(board, 60, Board.KING | Board.BLACK)) {
            if (is(board, 63, Board.ROOK | Board.BLACK)) rights |= Board.BK;
            if (is(board, 56, Board.ROOK | Board.BLACK)) rights |= Board.BQ;
        }
        return rights;
    }

    private static boolean is(int[] board, int sq, int unit) {
        return board[sq] != 0 && (board[sq] & (Board.BLACK | 7)) == unit;
    }
}
