package feerie.solve.invisible;

import java.util.Arrays;

/**
 * One world: where the invisible units stand, what they are, and the castling rights, packed in a
 * long. Each invisible unit takes ten bits (its square, then its type and colour as in {@link Board}),
 * sorted so that one placement has one long; the castling rights take bits 40 to 43.
 */
final class Worlds {
    static final int MAX_UNITS = 4;

    private Worlds() {
    }

    static long pack(int[] squares, int[] units, int n, int castling) {
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) codes[i] = squares[i] | (units[i] & 15) << 6;
        Arrays.sort(codes);
        long w = 0;
        for (int i = 0; i < n; i++) w |= (long) codes[i] << (10 * i);
        return w | (long) castling << 40;
    }

    static int castling(long w) { return (int) (w >>> 40) & 15; }

    /** Puts the invisible units of {@code w} on {@code board} (a copy of the visible units). */
    static void place(long w, int[] board) {
        for (int i = 0; i < MAX_UNITS; i++) {
            int code = (int) (w >>> (10 * i)) & 1023;
            if (code == 0) break;
            board[code & 63] = (code >> 6) | Board.INVISIBLE;
        }
    }

    /** The invisible unit of {@code w} on {@code sq} (type and colour), 0 if none. */
    static int unitOn(long w, int sq) {
        for (int i = 0; i < MAX_UNITS; i++) {
            int code = (int) (w >>> (10 * i)) & 1023;
            if (code == 0) break;
            if ((code & 63) == sq) return code >> 6;
        }
        return 0;
    }

    /** {@code w} without its invisible unit on {@code sq}. */
    static long without(long w, int sq) {
        int[] squares = new int[MAX_UNITS], units = new int[MAX_UNITS];
        int n = 0;
        for (int i = 0; i < MAX_UNITS; i++) {
            int code = (int) (w >>> (10 * i)) & 1023;
            if (code == 0) break;
            if ((code & 63) == sq) continue;
            squares[n] = code & 63;
            units[n++] = code >> 6;
        }
        return pack(squares, units, n, castling(w));
    }

    /**
     * The world after a move, without building a board: the invisible unit leaving {@code from}
     * (if any) stands on {@code to} as {@code arriving} (0: the mover is visible), a unit nobody saw
     * on {@code to} is taken, one on {@code shown} (a castling rook, -1 if none) is seen from now on.
     */
    static long moved(long w, int from, int to, int arriving, int shown, int castling) {
        long out = 0;
        int n = 0;
        int[] codes = SCRATCH.get();
        for (int i = 0; i < MAX_UNITS; i++) {
            int code = (int) (w >>> (10 * i)) & 1023;
            if (code == 0) break;
            int sq = code & 63;
            if (sq == from || sq == to || sq == shown) continue;
            codes[n++] = code;
        }
        if (arriving != 0) codes[n++] = to | (arriving & 15) << 6;
        // insertion sort of at most four codes
        for (int i = 1; i < n; i++) {
            int c = codes[i], j = i - 1;
            while (j >= 0 && codes[j] > c) {
                codes[j + 1] = codes[j];
                j--;
            }
            codes[j + 1] = c;
        }
        for (int i = 0; i < n; i++) out |= (long) codes[i] << (10 * i);
        return out | (long) castling << 40;
    }

    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MAX_UNITS + 1]);
}
