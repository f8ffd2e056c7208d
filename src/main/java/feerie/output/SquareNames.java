package feerie.output;

/** Square names as the reader writes them: file letter a..p and rank number 1..16. */
public final class SquareNames {
    private SquareNames() {
    }

    /** Name of the square with 0-based file and 1-based rank ("e4" for 4, 4). */
    public static String name(int file, int rank) {
        return (char) ('a' + file) + Integer.toString(rank);
    }

    /** 0-based file of a square name. */
    public static int file(String square) {
        return square.charAt(0) - 'a';
    }

    /** 1-based rank of a square name. */
    public static int rank(String square) {
        return Integer.parseInt(square.substring(1));
    }
}
