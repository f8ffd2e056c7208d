package feerie.geometry;

/**
 * The board's shape: a rectangle of {@code files} x {@code ranks} squares, each from 1 to 16.
 * A square is an int index {@code rank * files + file}; -1 means "off the board".
 * Geometry knows nothing of pieces; it names squares and maps them by symmetries.
 */
public final class Geometry {
    public static final int MAX_SIDE = 16;
    public static final Geometry STANDARD = new Geometry(8, 8);
    public static final Geometry COURIER = new Geometry(12, 8);

    public final int files;
    public final int ranks;
    public final int size;

    private Geometry(int files, int ranks) {
        if (files < 1 || files > MAX_SIDE || ranks < 1 || ranks > MAX_SIDE)
            throw new IllegalArgumentException("board size must be 1x1 to 16x16, not " + files + "x" + ranks);
        this.files = files;
        this.ranks = ranks;
        this.size = files * ranks;
    }

    public static Geometry of(int files, int ranks) {
        if (files == 8 && ranks == 8) return STANDARD;
        if (files == 12 && ranks == 8) return COURIER;
        return new Geometry(files, ranks);
    }

    public int square(int file, int rank) {
        return contains(file, rank) ? rank * files + file : -1;
    }

    public boolean contains(int file, int rank) {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    }

    public int file(int square) { return square % files; }

    public int rank(int square) { return square / files; }

    /** The square reached from {@code square} by the step (dx, dy), or -1 off the board. */
    public int offset(int square, int dx, int dy) {
        return square(file(square) + dx, rank(square) + dy);
    }

    public String name(int square) {
        return String.valueOf((char) ('a' + file(square))) + (rank(square) + 1);
    }

    /** Parses "e4", "l8", "p16"; returns -1 for anything that is not a square of this board. */
    public int parse(String name) {
        if (name == null || name.length() < 2 || name.length() > 3) return -1;
        int file = Character.toLowerCase(name.charAt(0)) - 'a';
        int rank;
        try {
            rank = Integer.parseInt(name.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
        if (name.charAt(1) == '0' || name.charAt(1) == '+' || name.charAt(1) == '-') return -1;
        return square(file, rank);
    }

    /** Reflection in the vertical axis: a-file <-> last file. */
    public int mirrorFiles(int square) { return square(files - 1 - file(square), rank(square)); }

    /** Reflection in the horizontal axis: first rank <-> last rank (also the colour-swap map). */
    public int mirrorRanks(int square) { return square(file(square), ranks - 1 - rank(square)); }

    /** Reflection in the a1-h8 diagonal; only for square boards. */
    public int mirrorDiagonal(int square) {
        requireSquareBoard();
        return square(rank(square), file(square));
    }

    /** Quarter turn clockwise (a1 goes to a8 on 8x8); only for square boards. */
    public int rotate90(int square) {
        requireSquareBoard();
        return square(rank(square), files - 1 - file(square));
    }

    private void requireSquareBoard() {
        if (files != ranks) throw new IllegalStateException("rotation needs a square board, not " + this);
    }

    @Override
    public String toString() { return files + "x" + ranks; }
}
