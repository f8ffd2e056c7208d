package feerie.position;

import feerie.piece.Piece;

/**
 * The units waiting below each square (Circe Parachute and Volcanic, Popeye's underworld), any
 * number per square: the top one comes up first when the square is vacated. Parachute puts the
 * occupant on top (the last to go below comes up first: BEISPIEL-circe-13), Volcanic puts the
 * reborn unit at the bottom (it comes up after those already waiting). Arrays grow on demand, so
 * positions without such units allocate nothing.
 */
final class BelowSquares {
    private final int[][] units;
    private final int[] count;

    BelowSquares(int size) {
        units = new int[size][];
        count = new int[size];
    }

    void copyInto(BelowSquares c) {
        for (int sq = 0; sq < count.length; sq++) {
            c.count[sq] = count[sq];
            c.units[sq] = units[sq] == null ? null : units[sq].clone();
        }
    }

    /** The unit to come up first on {@code square}, or {@link Piece#EMPTY}. */
    int top(int square) { return count[square] == 0 ? Piece.EMPTY : units[square][count[square] - 1]; }

    int count(int square) { return count[square]; }

    void pushTop(int square, int piece) {
        room(square);
        units[square][count[square]++] = piece;
    }

    int popTop(int square) { return units[square][--count[square]]; }

    void pushBottom(int square, int piece) {
        room(square);
        System.arraycopy(units[square], 0, units[square], 1, count[square]);
        units[square][0] = piece;
        count[square]++;
    }

    int popBottom(int square) {
        int piece = units[square][0];
        System.arraycopy(units[square], 1, units[square], 0, --count[square]);
        return piece;
    }

    private void room(int square) {
        if (units[square] == null) units[square] = new int[4];
        else if (count[square] == units[square].length) units[square] = java.util.Arrays.copyOf(units[square], 2 * count[square]);
    }
}
