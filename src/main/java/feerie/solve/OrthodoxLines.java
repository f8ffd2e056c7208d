package feerie.solve;

/**
 * The 8x8 board's fixed geometry for the orthodox shortcuts ({@link Orthodox}): for each pair of
 * squares the line direction between them, the knight's jump, the squares between and the ray
 * beyond; for each square its knight jumps. Computed once.
 */
final class OrthodoxLines {
    private OrthodoxLines() { }

    /** For each pair of squares, the direction (index into DIRS) of the ray from a to b, or -1. */
    static final byte[] DIRECTION = new byte[64 * 64];
    /** Knight jump between the squares. */
    static final boolean[] KNIGHT = new boolean[64 * 64];
    static final int[] DX = {1, -1, 0, 0, 1, 1, -1, -1};
    static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};

    /** [a * 64 + b]: the squares strictly between a and b on a line, and those from a through b to the edge (a excluded); 0 off a line. */
    static final long[] BETWEEN = new long[64 * 64], RAY = new long[64 * 64];

    static {
        for (int a = 0; a < 64; a++) {
            for (int d = 0; d < 8; d++) {
                long passed = 0, whole = 0;
                for (int x = (a & 7) + DX[d], y = (a >> 3) + DY[d]; x >= 0 && x < 8 && y >= 0 && y < 8; x += DX[d], y += DY[d])
                    whole |= 1L << (y * 8 + x);
                for (int x = (a & 7) + DX[d], y = (a >> 3) + DY[d]; x >= 0 && x < 8 && y >= 0 && y < 8; x += DX[d], y += DY[d]) {
                    int b = y * 8 + x;
                    BETWEEN[a * 64 + b] = passed;
                    RAY[a * 64 + b] = whole;
                    passed |= 1L << b;
                }
            }
        }
    }

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

    /** The squares a knight on each square jumps to. */
    static final int[][] KNIGHT_SQUARES = new int[64][];

    static {
        for (int a = 0; a < 64; a++) {
            int[] n = new int[8];
            int nc = 0;
            for (int b = 0; b < 64; b++) if (KNIGHT[a * 64 + b]) n[nc++] = b;
            KNIGHT_SQUARES[a] = java.util.Arrays.copyOf(n, nc);
        }
    }
}
