package feerie.solve.invisible;

/**
 * The mate test of the lazy search: a history mates when the king is mated, an interceptor of the
 * mated side whose kind no move showed could be no kind that saves it, and no invisible not placed
 * yet could save it, standing where its history allows (a free one) or anywhere (a roaming one).
 */
final class FleshMate {
    private static final int[] KINDS = {Board.QUEEN, Board.ROOK, Board.BISHOP, Board.KNIGHT, Board.PAWN};

    private final FleshPlacement placement;
    private final int[] scratchMoves = new int[256], scratchBoard = new int[64];

    FleshMate(FleshPlacement placement) {
        this.placement = placement;
    }

    /**
     * What a board alone says of a mate, the same for every history with that board: whether the
     * king is mated, and the units that would save it, as {@code square | unit << 6}: an interceptor
     * of unknown kind being that kind ({@code dummies}), or one more unit on an empty square.
     */
    private record BoardFacts(boolean mated, int[] dummies, int[] extras) {
    }

    /** The facts of the boards seen at this point of the search (boards are never changed once made). */
    private java.util.IdentityHashMap<int[], BoardFacts> facts = new java.util.IdentityHashMap<>();

    /**
     * The search moves to another point: the boards seen so far will not come again. A new table,
     * not a cleared one: clearing fills the whole table, as large as it ever grew, at every point.
     */
    void forget() {
        if (!facts.isEmpty()) facts = new java.util.IdentityHashMap<>();
    }

    /** Is the side not {@code black} mated in {@code g}, and no free invisible, placed as its history allows, spoils it? */
    boolean mate(Flesh g, boolean black) {
        BoardFacts f = facts.get(g.board());
        if (f == null) facts.put(g.board(), f = facts(g.board(), g.castling(), black));
        if (!f.mated) return false;
        // an invisible of the mated side whose kind no move needed may be any kind its history allows
        for (int d : f.dummies) {
            int sq = d & 63, unit = d >> 6;
            if (g.start()[sq] == (g.board()[sq] & ~Board.INVISIBLE) && placement.concretize(g, sq, unit) != null) return false;
        }
        if (g.noneUnplaced()) return true;
        // a roaming invisible may stand anywhere; a free one where its history allows
        for (int e : f.extras) {
            int sq = e & 63, unit = e >> 6;
            if (g.roaming(Board.black(unit)) > 0 || placement.place(g, sq, unit) != null) return false;
        }
        return true;
    }

    private BoardFacts facts(int[] board, int castling, boolean black) {
        boolean mated = !black;
        // the kings stay where they are while units are tried on empty squares: found once
        int matedKing = Board.king(board, mated), matingKing = Board.king(board, black);
        if (!Board.inCheck(board, mated, matedKing) || Board.hasLegalMove(board, mated, castling, scratchMoves, scratchBoard))
            return new BoardFacts(false, null, null);
        int[] b = board.clone();
        int[] dummies = new int[64 * KINDS.length], extras = new int[64 * 2 * KINDS.length];
        int nd = 0, ne = 0;
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (Board.type(u) != Board.DUMMY || u == Board.HOLE || Board.black(u) != mated) continue;
            for (int kind : KINDS) {
                b[sq] = kind | (u & Board.BLACK) | Board.INVISIBLE;
                boolean spoils = !Board.inCheck(b, black, matingKing) && Board.hasLegalMove(b, mated, castling, scratchMoves, scratchBoard);
                b[sq] = u;
                if (spoils) dummies[nd++] = sq | (kind | (u & Board.BLACK)) << 6;
            }
        }
        long critical = critical(b, mated, matedKing);
        long lift = liftSquares(b, mated, matedKing);
        int matedSide = mated ? Board.BLACK : 0;
        for (int s = 0; s < 64; s++) {
            if (b[s] != 0 || (critical >>> s & 1) == 0) continue;
            for (int side = 0; side <= Board.BLACK; side += Board.BLACK) {
                // first a unit that only stands there: every kind keeps what it blocks; one of the
                // mating side only attacks more, so where that one leaves a way out none does; one
                // of the mated side adds its own moves to the ways out
                b[s] = Board.DUMMY | side | Board.INVISIBLE;
                boolean standing = !Board.inCheck(b, mated, matedKing) || Board.hasLegalMove(b, mated, castling, scratchMoves, scratchBoard);
                b[s] = 0;
                if (side != matedSide && !standing) continue;
                for (int kind : KINDS) {
                    if (kind == Board.PAWN && (s / 8 == 0 || s / 8 == 7)) continue;
                    b[s] = kind | side | Board.INVISIBLE;
                    boolean spoils;
                    if (Board.inCheck(b, black, matingKing)) spoils = false;
                    else if (side == matedSide) spoils = standing || ownWayOut(b, s, mated, castling, matedKing, lift);
                    else spoils = !Board.inCheck(b, mated, matedKing) || Board.hasLegalMove(b, mated, castling, scratchMoves, scratchBoard);
                    b[s] = 0;
                    if (spoils) extras[ne++] = s | (kind | side) << 6;
                }
            }
        }
        return new BoardFacts(true, java.util.Arrays.copyOf(dummies, nd), java.util.Arrays.copyOf(extras, ne));
    }

    /** Has the unit on {@code s} a move that leaves the king of {@code mated} out of check? */
    private boolean ownWayOut(int[] b, int s, boolean mated, int castling, int king, long lift) {
        int n = Board.unitMoves(b, s, mated, castling, scratchMoves, 0);
        for (int i = 0; i < n; i++) {
            int m = scratchMoves[i];
            // the king stays: only a move onto a checking unit or into its line can end the check
            if ((lift >>> Board.to(m) & 1) == 0) continue;
            System.arraycopy(b, 0, scratchBoard, 0, 64);
            Board.play(scratchBoard, m);
            if (!Board.attacked(scratchBoard, king, !mated)) return true;
        }
        return false;
    }

    /**
     * The squares of the units checking the king of {@code mated} on {@code king} and the squares
     * between a checking rider and the king: where a move other than the king's must go to end the check.
     */
    private static long liftSquares(int[] b, boolean mated, int king) {
        long out = 0;
        for (int[] d : FleshPlacement.LINES) {
            long walked = 0;
            int x = king % 8 + d[0], y = king / 8 + d[1], sq;
            while ((sq = Board.square(x, y)) >= 0 && b[sq] == 0) {
                walked |= 1L << sq;
                x += d[0];
                y += d[1];
            }
            if (sq < 0 || b[sq] == Board.HOLE || Board.black(b[sq]) == mated) continue;
            int type = Board.type(b[sq]);
            boolean diagonal = d[0] != 0 && d[1] != 0;
            if (type == Board.QUEEN || type == (diagonal ? Board.BISHOP : Board.ROOK)) out |= walked | 1L << sq;
        }
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (u == 0 || u == Board.HOLE || Board.black(u) == mated) continue;
            int type = Board.type(u);
            if ((type == Board.KNIGHT || type == Board.PAWN) && FleshPlacement.reaches(b, sq, u, king)) out |= 1L << sq;
        }
        return out;
    }

    /**
     * The empty squares where one more unit may spoil the mate of {@code mated}: in a line that covers
     * the king or a square next to it, or where a unit of the mated side could take the checking unit
     * or step into its line.
     */
    private static long critical(int[] b, boolean mated, int king) {
        long out = 0, check = 0;
        for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++) {
                int t = Board.square(king % 8 + dx, king / 8 + dy);
                if (t < 0 || t != king && b[t] != 0 && Board.black(b[t]) == mated && b[t] != Board.HOLE) continue;
                for (int[] d : FleshPlacement.LINES) {
                    long walked = 0;
                    int x = t % 8 + d[0], y = t / 8 + d[1], sq;
                    while ((sq = Board.square(x, y)) >= 0 && (b[sq] == 0 || sq == king)) {
                        if (sq != king) walked |= 1L << sq;
                        x += d[0];
                        y += d[1];
                    }
                    if (sq < 0 || b[sq] == Board.HOLE || Board.black(b[sq]) == mated) continue;
                    int type = Board.type(b[sq]);
                    boolean diagonal = d[0] != 0 && d[1] != 0;
                    if (type != Board.QUEEN && type != (diagonal ? Board.BISHOP : Board.ROOK)) continue;
                    out |= walked;
                    if (t == king) check |= walked | 1L << sq;
                }
            }
        // checks by leapers and pawns: their square
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (u == 0 || u == Board.HOLE || Board.black(u) == mated) continue;
            int type = Board.type(u);
            if ((type == Board.KNIGHT || type == Board.PAWN) && FleshPlacement.reaches(b, sq, u, king)) check |= 1L << sq;
        }
        int side = mated ? Board.BLACK : 0;
        for (int s = 0; s < 64; s++) {
            if (b[s] != 0 || (out >>> s & 1) != 0) continue;
            for (int t = 0; t < 64 && (out >>> s & 1) == 0; t++) {
                if ((check >>> t & 1) == 0) continue;
                for (int kind : KINDS) {
                    boolean step = kind == Board.PAWN && b[t] == 0
                            ? t % 8 == s % 8 && (t / 8 - s / 8 == (mated ? -1 : 1) || t / 8 - s / 8 == (mated ? -2 : 2))
                            : FleshPlacement.reaches(b, s, kind | side, t);
                    if (step) {
                        out |= 1L << s;
                        break;
                    }
                }
            }
        }
        return out;
    }
}
