package feerie.solve.proof;

import feerie.position.PieceTable;

/**
 * Fewest moves on an empty 8x8 board, square to square, for each orthodox walk: what a unit
 * needs at the least to go where the diagram wants it, whatever stands in its way. Pawns go
 * forward only, one file aside per capture, two squares from their first rank when they keep
 * their file; a pawn becomes a piece on the last rank and goes on as that piece.
 * Unreachable is {@link #FAR}. Squares are {@code rank * 8 + file}.
 */
final class Distances {
    private Distances() { }

    /** More moves than any proof game has left: unreachable. */
    static final int FAR = 1000;

    /** By walk ({@link PieceTable#KING} ... {@link PieceTable#KNIGHT}): [from * 64 + to]. */
    static final short[][] PIECE = new short[7][];
    /** By side: a pawn's moves from a square to a square where it is still a pawn. */
    static final short[][] PAWN = new short[2][];
    /** By side: the captures that pawn needs (its change of file). */
    static final byte[][] PAWN_CAPTURES = new byte[2][];
    /** By side and walk: a pawn's moves to a square where it stands promoted to that walk. */
    static final short[][][] PROMOTED = new short[2][7][];

    static {
        PIECE[PieceTable.KING] = leaper(new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
        PIECE[PieceTable.KNIGHT] = leaper(new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        PIECE[PieceTable.ROOK] = new short[4096];
        PIECE[PieceTable.BISHOP] = new short[4096];
        PIECE[PieceTable.QUEEN] = new short[4096];
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                int df = Math.abs(a % 8 - b % 8), dr = Math.abs(a / 8 - b / 8);
                boolean same = a == b, orthogonal = df == 0 || dr == 0, diagonal = df == dr;
                PIECE[PieceTable.ROOK][a * 64 + b] = (short) (same ? 0 : orthogonal ? 1 : 2);
                PIECE[PieceTable.BISHOP][a * 64 + b] = (short) (same ? 0 : diagonal ? 1 : (df + dr) % 2 == 0 ? 2 : FAR);
                PIECE[PieceTable.QUEEN][a * 64 + b] = (short) (same ? 0 : orthogonal || diagonal ? 1 : 2);
            }
        }
        for (int side = 0; side < 2; side++) {
            PAWN[side] = new short[4096];
            PAWN_CAPTURES[side] = new byte[4096];
            for (int a = 0; a < 64; a++)
                for (int b = 0; b < 64; b++) {
                    PAWN[side][a * 64 + b] = (short) pawn(side, a, b, false);
                    PAWN_CAPTURES[side][a * 64 + b] = (byte) Math.abs(a % 8 - b % 8);
                }
            for (int walk : new int[] {PieceTable.QUEEN, PieceTable.ROOK, PieceTable.BISHOP, PieceTable.KNIGHT}) {
                short[] t = new short[4096];
                int last = side == 0 ? 7 : 0;
                for (int a = 0; a < 64; a++)
                    for (int b = 0; b < 64; b++) {
                        int best = FAR;
                        for (int f = 0; f < 8; f++) {
                            int promotion = last * 8 + f;
                            int d = pawn(side, a, promotion, true) + PIECE[walk][promotion * 64 + b];
                            best = Math.min(best, d);
                        }
                        t[a * 64 + b] = (short) Math.min(best, FAR);
                    }
                PROMOTED[side][walk] = t;
            }
        }
    }

    /** A pawn of {@code side} from {@code a} to {@code b} ({@code last}: b on the last rank, promoting there). */
    private static int pawn(int side, int a, int b, boolean last) {
        int fromRank = side == 0 ? a / 8 : 7 - a / 8, toRank = side == 0 ? b / 8 : 7 - b / 8;
        if (a == b) return 0;
        // a pawn on its first rank or a promoted one does not move as a pawn
        if (fromRank == 0 || fromRank == 7 || toRank == 7 && !last || toRank != 7 && last) return FAR;
        int dr = toRank - fromRank, df = Math.abs(a % 8 - b % 8);
        if (dr <= 0 || df > dr) return FAR;
        return fromRank == 1 && dr - df >= 2 ? dr - 1 : dr;
    }

    private static short[] leaper(int[][] steps) {
        short[] d = new short[4096];
        java.util.Arrays.fill(d, (short) FAR);
        int[] queue = new int[64];
        for (int a = 0; a < 64; a++) {
            int head = 0, tail = 0;
            d[a * 64 + a] = 0;
            queue[tail++] = a;
            while (head < tail) {
                int s = queue[head++];
                for (int[] st : steps) {
                    int f = s % 8 + st[0], r = s / 8 + st[1];
                    if (f < 0 || f > 7 || r < 0 || r > 7) continue;
                    int t = r * 8 + f;
                    if (d[a * 64 + t] != FAR) continue;
                    d[a * 64 + t] = (short) (d[a * 64 + s] + 1);
                    queue[tail++] = t;
                }
            }
        }
        return d;
    }
}
