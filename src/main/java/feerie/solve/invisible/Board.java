package feerie.solve.invisible;

/**
 * A plain 8x8 board of orthodox units for the total invisible search, kept apart from the
 * orthodox move generator so that nothing here touches its hot paths.
 *
 * <p>A square is 0 (a1) to 63 (h8), file + 8 * rank. A unit is an int: its type (1 king, 2 queen,
 * 3 rook, 4 bishop, 5 knight, 6 pawn) or'ed with {@link #BLACK} and, for a unit the solver does not
 * see, {@link #INVISIBLE}. A move is an int: from, to at bit 6, the promotion type at bit 12,
 * {@link #CASTLING} for a castling (the king's move).
 */
final class Board {
    static final int KING = 1, QUEEN = 2, ROOK = 3, BISHOP = 4, KNIGHT = 5, PAWN = 6;
    /** An invisible of a side whose kind no move has needed yet: it stands in lines, attacks nothing, does not move. */
    static final int DUMMY = 7;
    static final int BLACK = 8, INVISIBLE = 16;
    /** A square the condition Hole takes out of the board: no unit stands on it or passes it. */
    static final int HOLE = 32;
    static final int CASTLING = 1 << 16;
    /** Castling rights: white king side, white queen side, black king side, black queen side. */
    static final int WK = 1, WQ = 2, BK = 4, BQ = 8;

    private static final int[] PROMOTIONS = {QUEEN, KNIGHT, ROOK, BISHOP};
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK_LINES = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    private static final int[][] BISHOP_LINES = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private Board() {
    }

    static int type(int unit) { return unit & 7; }

    /** Can a unit of {@code side} go to a square holding {@code unit} (empty or the other side's)? */
    private static boolean open(int unit, int side) { return unit == 0 || unit != HOLE && (unit & BLACK) != side; }

    static boolean black(int unit) { return (unit & BLACK) != 0; }

    static boolean invisible(int unit) { return (unit & INVISIBLE) != 0; }

    static int square(int file, int rank) { return file < 0 || file > 7 || rank < 0 || rank > 7 ? -1 : file + 8 * rank; }

    static String name(int sq) { return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8); }

    static int from(int move) { return move & 63; }

    static int to(int move) { return move >> 6 & 63; }

    static int promotion(int move) { return move >> 12 & 7; }

    /** The squares a knight, a king reaches from each square; the squares of each line from each square, nearest first. */
    private static final int[][] KNIGHT_FROM = new int[64][], KING_FROM = new int[64][];
    private static final int[][][] ROOK_RAYS = new int[64][][], BISHOP_RAYS = new int[64][][];

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT_FROM[sq] = targets(sq, KNIGHT_STEPS);
            KING_FROM[sq] = targets(sq, KING_STEPS);
            ROOK_RAYS[sq] = rays(sq, ROOK_LINES);
            BISHOP_RAYS[sq] = rays(sq, BISHOP_LINES);
        }
    }

    private static int[] targets(int sq, int[][] steps) {
        int[] out = new int[steps.length];
        int n = 0;
        for (int[] s : steps) {
            int t = square(sq % 8 + s[0], sq / 8 + s[1]);
            if (t >= 0) out[n++] = t;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static int[][] rays(int sq, int[][] lines) {
        int[][] out = new int[lines.length][];
        for (int i = 0; i < lines.length; i++) {
            int[] ray = new int[7];
            int n = 0;
            for (int x = sq % 8 + lines[i][0], y = sq / 8 + lines[i][1]; square(x, y) >= 0; x += lines[i][0], y += lines[i][1]) ray[n++] = square(x, y);
            out[i] = java.util.Arrays.copyOf(ray, n);
        }
        return out;
    }

    /** Is {@code sq} attacked by a unit of the side {@code byBlack}? */
    static boolean attacked(int[] b, int sq, boolean byBlack) {
        int side = byBlack ? BLACK : 0;
        for (int t : KNIGHT_FROM[sq]) if (b[t] != 0 && (b[t] & (BLACK | 7)) == (side | KNIGHT)) return true;
        for (int t : KING_FROM[sq]) if (b[t] != 0 && (b[t] & (BLACK | 7)) == (side | KING)) return true;
        int f = sq % 8, pawnRank = byBlack ? sq / 8 + 1 : sq / 8 - 1;
        for (int df = -1; df <= 1; df += 2) {
            int t = square(f + df, pawnRank);
            if (t >= 0 && b[t] != 0 && (b[t] & (BLACK | 7)) == (side | PAWN)) return true;
        }
        return rides(b, ROOK_RAYS[sq], side, ROOK) || rides(b, BISHOP_RAYS[sq], side, BISHOP);
    }

    private static boolean rides(int[] b, int[][] rays, int side, int rider) {
        for (int[] ray : rays) {
            for (int t : ray) {
                int u = b[t];
                if (u == 0) continue;
                int k = u & (BLACK | 7);
                if (k == (side | rider) || k == (side | QUEEN)) return true;
                break;
            }
        }
        return false;
    }

    static int king(int[] b, boolean black) {
        for (int sq = 0; sq < 64; sq++) if (b[sq] != 0 && (b[sq] & (BLACK | 7)) == ((black ? BLACK : 0) | KING)) return sq;
        return -1;
    }

    static boolean inCheck(int[] b, boolean black) {
        int k = king(b, black);
        return k >= 0 && attacked(b, k, !black);
    }

    /** The pseudo-legal moves of the side {@code black} into {@code out}; returns their number. */
    static int pseudoMoves(int[] b, boolean black, int castling, int[] out) {
        int n = 0, side = black ? BLACK : 0;
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (u == 0 || u == HOLE || (u & BLACK) != side) continue;
            n = unitMoves(b, sq, black, castling, out, n);
        }
        return n;
    }

    /** The pseudo-legal moves of the unit of the side {@code black} on {@code sq}, added to {@code out} from {@code n}; returns the new count. */
    static int unitMoves(int[] b, int sq, boolean black, int castling, int[] out, int n) {
        int u = b[sq], side = black ? BLACK : 0;
        if (u == 0 || u == HOLE || (u & BLACK) != side) return n;
        int f = sq % 8, r = sq / 8;
        switch (type(u)) {
            case KING -> {
                n = steps(b, sq, f, r, KING_STEPS, side, out, n);
                n = castlings(b, sq, black, castling, out, n);
            }
            case KNIGHT -> n = steps(b, sq, f, r, KNIGHT_STEPS, side, out, n);
            case ROOK -> n = lines(b, sq, f, r, ROOK_LINES, side, out, n);
            case BISHOP -> n = lines(b, sq, f, r, BISHOP_LINES, side, out, n);
            case QUEEN -> n = lines(b, sq, f, r, BISHOP_LINES, side, out, lines(b, sq, f, r, ROOK_LINES, side, out, n));
            case DUMMY -> { }
            default -> n = pawn(b, sq, f, r, black, out, n);
        }
        return n;
    }

    private static int steps(int[] b, int sq, int f, int r, int[][] steps, int side, int[] out, int n) {
        for (int[] s : steps) {
            int t = square(f + s[0], r + s[1]);
            if (t >= 0 && open(b[t], side)) out[n++] = sq | t << 6;
        }
        return n;
    }

    private static int lines(int[] b, int sq, int f, int r, int[][] lines, int side, int[] out, int n) {
        for (int[] d : lines) {
            for (int x = f + d[0], y = r + d[1]; ; x += d[0], y += d[1]) {
                int t = square(x, y);
                if (t < 0) break;
                if (b[t] == 0) { out[n++] = sq | t << 6; continue; }
                if (open(b[t], side)) out[n++] = sq | t << 6;
                break;
            }
        }
        return n;
    }

    private static int pawn(int[] b, int sq, int f, int r, boolean black, int[] out, int n) {
        int dir = black ? -1 : 1, side = black ? BLACK : 0;
        int one = square(f, r + dir);
        if (one < 0) return n;
        if (b[one] == 0) {
            n = pawnTo(sq, one, out, n);
            int start = black ? 6 : 1;
            int two = square(f, r + 2 * dir);
            if (r == start && b[two] == 0) out[n++] = sq | two << 6;
        }
        for (int df = -1; df <= 1; df += 2) {
            int t = square(f + df, r + dir);
            if (t >= 0 && b[t] != 0 && open(b[t], side)) n = pawnTo(sq, t, out, n);
        }
        return n;
    }

    private static int pawnTo(int sq, int t, int[] out, int n) {
        if (t / 8 == 0 || t / 8 == 7) {
            for (int p : PROMOTIONS) out[n++] = sq | t << 6 | p << 12;
        } else {
            out[n++] = sq | t << 6;
        }
        return n;
    }

    private static int castlings(int[] b, int sq, boolean black, int castling, int[] out, int n) {
        int home = black ? 60 : 4;
        if (sq != home) return n;
        int side = black ? BLACK : 0;
        if ((castling & (black ? BK : WK)) != 0 && b[home + 3] != 0 && (b[home + 3] & (BLACK | 7)) == (side | ROOK)
                && b[home + 1] == 0 && b[home + 2] == 0
                && !attacked(b, home, !black) && !attacked(b, home + 1, !black))
            out[n++] = sq | (home + 2) << 6 | CASTLING;
        if ((castling & (black ? BQ : WQ)) != 0 && b[home - 4] != 0 && (b[home - 4] & (BLACK | 7)) == (side | ROOK)
                && b[home - 1] == 0 && b[home - 2] == 0 && b[home - 3] == 0
                && !attacked(b, home, !black) && !attacked(b, home - 1, !black))
            out[n++] = sq | (home - 2) << 6 | CASTLING;
        return n;
    }

    /** Plays {@code move} on {@code b} (a copy the caller owns); returns the unit captured, 0 if none. */
    static int play(int[] b, int move) {
        int from = from(move), to = to(move), u = b[from], captured = b[to];
        b[to] = promotion(move) != 0 ? (u & ~7) | promotion(move) : u;
        b[from] = 0;
        if ((move & CASTLING) != 0) {
            int rookFrom = to > from ? from + 3 : from - 4, rookTo = to > from ? from + 1 : from - 1;
            b[rookTo] = b[rookFrom];
            b[rookFrom] = 0;
        }
        return captured;
    }

    /** The castling rights left after a move from {@code from} to {@code to}. */
    static int castlingAfter(int castling, int from, int to) {
        // allocation-free: asked after every move of every replay
        return castling & ~(rightsOf(from) | rightsOf(to));
    }

    /** The castling rights a move from or to {@code sq} ends. */
    private static int rightsOf(int sq) {
        return switch (sq) {
            case 4 -> WK | WQ;
            case 7 -> WK;
            case 0 -> WQ;
            case 60 -> BK | BQ;
            case 63 -> BK;
            case 56 -> BQ;
            default -> 0;
        };
    }

    /** Has the side {@code black} a legal move in {@code b}? */
    static boolean hasLegalMove(int[] b, boolean black, int castling, int[] moves, int[] copy) {
        int king = king(b, black);
        if (king < 0) return pseudoMoves(b, black, castling, moves) > 0;
        // the king's moves first: the likeliest way out (the other units' moves are then not
        // generated at all), and the king is found once
        if (anyLegal(b, black, king, unitMoves(b, king, black, castling, moves, 0), king, moves, copy)) return true;
        int side = black ? BLACK : 0;
        for (int sq = 0; sq < 64; sq++) {
            int u = b[sq];
            if (sq == king || u == 0 || u == HOLE || (u & BLACK) != side) continue;
            if (anyLegal(b, black, king, unitMoves(b, sq, black, castling, moves, 0), sq, moves, copy)) return true;
        }
        return false;
    }

    /** Does one of the first {@code n} moves of {@code moves}, all from {@code from}, leave the king on {@code king} out of check? */
    private static boolean anyLegal(int[] b, boolean black, int king, int n, int from, int[] moves, int[] copy) {
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            System.arraycopy(b, 0, copy, 0, 64);
            play(copy, m);
            if (!attacked(copy, from == king ? to(m) : king, !black)) return true;
        }
        return false;
    }

    /** Is the king of {@code black}, standing on {@code king} (negative: none), in check? */
    static boolean inCheck(int[] b, boolean black, int king) {
        return king >= 0 && attacked(b, king, !black);
    }
}
