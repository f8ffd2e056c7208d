package feerie.solve.proof;

import feerie.position.PieceTable;

/**
 * Fewest moves on an 8x8 board, square to square, for each orthodox walk, around the units
 * that can never move: what a unit needs at the least to go where the diagram wants it. The
 * fixed squares are those of the diagram's pawns on their first rank (second rank of the board):
 * such a pawn has never moved, so nothing ever passes or stops there; a king never stands where
 * such an enemy pawn attacks. Pawns go forward only, one file aside per capture, two squares from
 * their first rank when they keep their file; a pawn becomes a piece on the last rank and goes on
 * as that piece. Unreachable is {@link #FAR}. Squares are {@code rank * 8 + file}.
 */
final class Distances {
    /** More moves than any proof game has left: unreachable. */
    static final int FAR = 1000;

    /** By walk ({@link PieceTable#QUEEN} ... {@link PieceTable#KNIGHT}): [from * 64 + to]. */
    final short[][] piece = new short[7][];
    /** By side: the king's moves. */
    final short[][] king = new short[2][];
    /**
     * By side: the moves of a king that may also move as a queen or a knight (a transmuted king
     * moves with the walk of a unit checking it: a queen's lines hold the rook's, the bishop's and
     * the pawn's moves); null unless asked for.
     */
    final short[][] walkingKing = new short[2][];
    /** By side: a pawn's moves from a square to a square where it is still a pawn. */
    final short[][] pawn = new short[2][];
    /**
     * By side, walk and captures at most (0 to 7): a pawn's moves to a square where it stands
     * promoted to that walk, promoting on a file at most that many files from its own.
     */
    final short[][][][] promoted = new short[2][7][8][];

    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] ROOK_STEPS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    private static final int[][] BISHOP_STEPS = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    /**
     * @param fixed   squares (bit = square) no unit ever enters or crosses
     * @param guarded by side, squares (bit = square) that side's king never enters
     * @param firstRankMoves a pawn on its first rank (put back there) moves on, up to three squares forward
     * @param kingPromotions a pawn may promote to a king (kings are plain units)
     * @param kingWalks      a king may move with other walks (fills {@link #walkingKing})
     */
    Distances(long fixed, long[] guarded, boolean firstRankMoves, boolean kingPromotions, boolean kingWalks) {
        piece[PieceTable.KNIGHT] = table(KNIGHT_STEPS, false, fixed);
        piece[PieceTable.ROOK] = table(ROOK_STEPS, true, fixed);
        piece[PieceTable.BISHOP] = table(BISHOP_STEPS, true, fixed);
        piece[PieceTable.QUEEN] = table(KING_STEPS, true, fixed);
        for (int side = 0; side < 2; side++) {
            king[side] = table(KING_STEPS, false, fixed | guarded[side]);
            if (kingWalks) walkingKing[side] = amazonTable(fixed | guarded[side]);
            pawn[side] = pawnTable(side, fixed, firstRankMoves);
            int last = side == 0 ? 7 : 0;
            for (int walk = kingPromotions ? PieceTable.KING : PieceTable.QUEEN; walk <= PieceTable.KNIGHT; walk++) {
                for (int k = 0; k < 8; k++) {
                    short[] t = new short[4096];
                    short[] after = walk == PieceTable.KING ? king[side] : piece[walk];
                    for (int a = 0; a < 64; a++)
                        for (int b = 0; b < 64; b++) {
                            int best = FAR;
                            for (int f = Math.max(0, a % 8 - k); f <= Math.min(7, a % 8 + k); f++) {
                                int q = last * 8 + f;
                                best = Math.min(best, pawn[side][a * 64 + q] + after[q * 64 + b]);
                            }
                            t[a * 64 + b] = (short) Math.min(best, FAR);
                        }
                    promoted[side][walk][k] = t;
                }
            }
        }
    }

    /** Breadth-first from every square: leaper steps, or rider lines stopped by the fixed squares. */
    private static short[] table(int[][] steps, boolean rider, long fixed) {
        return rider ? table(steps, NO_STEPS, fixed) : table(NO_STEPS, steps, fixed);
    }

    /** Breadth-first from every square with a queen's lines and a knight's leaps. */
    private static short[] amazonTable(long fixed) {
        return table(KING_STEPS, KNIGHT_STEPS, fixed);
    }

    private static final int[][] NO_STEPS = {};

    /** Breadth-first from every square: lines along {@code lines}, leaps by {@code leaps}, none onto or across the fixed squares. */
    private static short[] table(int[][] lines, int[][] leaps, long fixed) {
        short[] d = new short[4096];
        java.util.Arrays.fill(d, (short) FAR);
        int[] queue = new int[64];
        for (int a = 0; a < 64; a++) {
            int head = 0, tail = 0;
            d[a * 64 + a] = 0;
            queue[tail++] = a;
            while (head < tail) {
                int s = queue[head++];
                tail = visit(d, a, s, lines, true, fixed, queue, tail);
                tail = visit(d, a, s, leaps, false, fixed, queue, tail);
            }
        }
        return d;
    }

    /** Queues the squares one move from {@code s} not yet reached from {@code a}; returns the new tail. */
    private static int visit(short[] d, int a, int s, int[][] steps, boolean rider, long fixed, int[] queue, int tail) {
        for (int[] st : steps) {
            int f = s % 8, r = s / 8;
            while (true) {
                f += st[0];
                r += st[1];
                if (f < 0 || f > 7 || r < 0 || r > 7) break;
                int t = r * 8 + f;
                if ((fixed >>> t & 1) != 0) break;
                if (d[a * 64 + t] == FAR) {
                    d[a * 64 + t] = (short) (d[a * 64 + s] + 1);
                    queue[tail++] = t;
                }
                if (!rider) break;
            }
        }
        return tail;
    }

    /**
     * A pawn's moves: forward to a free square, two from its first rank, diagonally forward (a
     * capture); with {@code firstRankMoves} also from its own first rank, up to three squares
     * forward (more than any condition lets it: a lower bound).
     */
    private static short[] pawnTable(int side, long fixed, boolean firstRankMoves) {
        short[] d = new short[4096];
        java.util.Arrays.fill(d, (short) FAR);
        int up = side == 0 ? 8 : -8;
        int[] queue = new int[64];
        for (int a = 0; a < 64; a++) {
            d[a * 64 + a] = 0;
            int rank = side == 0 ? a / 8 : 7 - a / 8;
            if (rank == 0 && !firstRankMoves || rank == 7) continue;
            int head = 0, tail = 0;
            queue[tail++] = a;
            while (head < tail) {
                int s = queue[head++];
                int r = side == 0 ? s / 8 : 7 - s / 8;
                if (r == 7) continue;
                int dist = d[a * 64 + s] + 1;
                int ahead = s + up;
                if ((fixed >>> ahead & 1) == 0) {
                    if (d[a * 64 + ahead] > dist) {
                        d[a * 64 + ahead] = (short) dist;
                        queue[tail++] = ahead;
                    }
                    // two squares from the first rank of pawns; three from the board's edge
                    int far = r == 1 ? 1 : r == 0 ? 2 : 0;
                    for (int k = 1, t = ahead + up; k <= far && (fixed >>> t & 1) == 0; k++, t += up) {
                        if (d[a * 64 + t] > dist) {
                            d[a * 64 + t] = (short) dist;
                            queue[tail++] = t;
                        }
                    }
                }
                for (int df = -1; df <= 1; df += 2) {
                    int f = s % 8 + df;
                    if (f < 0 || f > 7) continue;
                    int t = ahead + df;
                    if ((fixed >>> t & 1) != 0) continue;
                    if (d[a * 64 + t] > dist) {
                        d[a * 64 + t] = (short) dist;
                        queue[tail++] = t;
                    }
                }
            }
        }
        return d;
    }
}
