package feerie.solve.intelligent;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * How the orthodox pieces move and attack on an empty 8x8 board (squares numbered rank * 8 + file,
 * white's pawns going up). On a real board pieces block each other, so the numbers here are lower
 * bounds: a piece needs at least {@link #distance} moves to get somewhere, and it attacks from a
 * square at most the squares {@link #area} says.
 *
 * <p>A pawn is relaxed: it may step straight or diagonally forward whether or not there is
 * something to capture, double step from its first two ranks, and on the last rank it becomes an
 * "amazon" (queen and knight at once), which moves and attacks like any piece it could promote to.
 */
final class EmptyBoard {
    private EmptyBoard() {}

    static final int KING = 0, QUEEN = 1, ROOK = 2, BISHOP = 3, KNIGHT = 4, AMAZON = 5;
    /** A pawn that has not promoted, by colour. */
    static final int WHITE_PAWN = 6, BLACK_PAWN = 7;
    private static final int KINDS = 8;
    static final int FAR = 99;

    /** [kind][from * 64 + to]: fewest moves; FAR if never. Pawn kinds never count a promotion. */
    private static final byte[][] DISTANCE = new byte[KINDS][64 * 64];
    /** [colour][from * 64 + to]: fewest moves for a pawn to promote and stand on {@code to}. */
    private static final byte[][] PROMOTED = new byte[2][64 * 64];
    /**
     * [kind][from * 64 + centre]: which of the centre and its eight neighbours a piece of this kind
     * on {@code from} attacks. Bit 0 is the centre, bits 1..8 the neighbours in {@link #AROUND} order.
     */
    private static final short[][] AREA = new short[KINDS][64 * 64];
    /** [centre]: the bits of the neighbours that are off the board. */
    private static final short[] OFF_BOARD = new short[64];
    static final int[][] AROUND = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};

    /** Position piece type index to kind (pawns as the white pawn), -1 for a type not orthodox. */
    static int[] kindsOfTypes(feerie.position.Position p) {
        int[] kinds = new int[p.table.types().size() + 1];
        Arrays.fill(kinds, -1);
        String[] ids = {"king", "queen", "rook", "bishop", "knight", "pawn"};
        int[] of = {KING, QUEEN, ROOK, BISHOP, KNIGHT, WHITE_PAWN};
        for (int i = 0; i < ids.length; i++) {
            int t = p.table.indexOf(ids[i]);
            if (t > 0 && t < kinds.length) kinds[t] = of[i];
        }
        return kinds;
    }

    static int distance(int kind, int from, int to) { return DISTANCE[kind][from * 64 + to]; }

    static int promoted(int colour, int from, int to) { return PROMOTED[colour][from * 64 + to]; }

    /**
     * [colour][kind][from * 64 + to]: fewest moves for a pawn to promote to {@code kind} (queen,
     * rook, bishop or knight) and then stand on {@code to} as that piece.
     */
    private static final byte[][][] PROMOTED_AS = new byte[2][KNIGHT + 1][];

    /** Fewest moves for a pawn of {@code colour} on {@code from} to stand on {@code to} promoted to {@code kind}. */
    static int promotedAs(int colour, int kind, int from, int to) { return PROMOTED_AS[colour][kind][from * 64 + to]; }

    /** Fewest moves to stand on {@code to}: {@link #distance}, and for a pawn also by promoting ({@link #promoted}). */
    static int reach(int kind, int from, int to) { return REACH[kind][from * 64 + to]; }

    private static final byte[][] REACH = new byte[KINDS][];

    static int area(int kind, int from, int centre) { return AREA[kind][from * 64 + centre]; }

    static int offBoard(int centre) { return OFF_BOARD[centre]; }

    /** The square of neighbour {@code bit} (1..8) of {@code centre}, or -1 off the board. */
    static int neighbour(int centre, int bit) {
        int x = (centre & 7) + AROUND[bit - 1][0], y = (centre >> 3) + AROUND[bit - 1][1];
        return x < 0 || x > 7 || y < 0 || y > 7 ? -1 : y * 8 + x;
    }

    static int kingDistance(int a, int b) { return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3))); }

    /** Does a piece of this kind on {@code from} attack {@code to} on an empty board? */
    static boolean attacks(int kind, int from, int to) {
        if (from == to) return false;
        int dx = (to & 7) - (from & 7), dy = (to >> 3) - (from >> 3);
        int ax = Math.abs(dx), ay = Math.abs(dy);
        boolean line = dx == 0 || dy == 0, diagonal = ax == ay, jump = ax * ay == 2;
        switch (kind) {
            case KING: return ax <= 1 && ay <= 1;
            case QUEEN: return line || diagonal;
            case ROOK: return line;
            case BISHOP: return diagonal;
            case KNIGHT: return jump;
            case AMAZON: return line || diagonal || jump;
            case WHITE_PAWN: return ax == 1 && dy == 1;
            case BLACK_PAWN: return ax == 1 && dy == -1;
            default: throw new IllegalArgumentException("kind " + kind);
        }
    }

    /** The squares a piece of this kind reaches in one move (a pawn's relaxed steps, before promotion). */
    private static boolean step(int kind, int from, int to) {
        int dx = (to & 7) - (from & 7), dy = (to >> 3) - (from >> 3);
        if (kind == WHITE_PAWN || kind == BLACK_PAWN) {
            int forward = kind == WHITE_PAWN ? dy : -dy;
            // a double step from the first two ranks (a problem may put a pawn on its first rank)
            int fromBack = kind == WHITE_PAWN ? from >> 3 : 7 - (from >> 3);
            return forward == 1 && Math.abs(dx) <= 1 || forward == 2 && dx == 0 && fromBack <= 1;
        }
        return attacks(kind, from, to);
    }

    static {
        for (int kind = 0; kind < KINDS; kind++) {
            for (int from = 0; from < 64; from++) {
                byte[] d = breadthFirst(kind, from, kind >= WHITE_PAWN);
                System.arraycopy(d, 0, DISTANCE[kind], from * 64, 64);
                for (int centre = 0; centre < 64; centre++) {
                    int bits = attacks(kind, from, centre) ? 1 : 0;
                    for (int b = 1; b <= 8; b++) {
                        int n = neighbour(centre, b);
                        if (n >= 0 && attacks(kind, from, n)) bits |= 1 << b;
                    }
                    AREA[kind][from * 64 + centre] = (short) bits;
                }
            }
        }
        for (int colour = 0; colour < 2; colour++) {
            int pawn = colour == 0 ? WHITE_PAWN : BLACK_PAWN, lastRank = colour == 0 ? 7 : 0;
            for (int from = 0; from < 64; from++) {
                byte[] out = new byte[64];
                Arrays.fill(out, (byte) FAR);
                for (int promotion = lastRank * 8; promotion < lastRank * 8 + 8; promotion++) {
                    int toPromote = DISTANCE[pawn][from * 64 + promotion];
                    if (toPromote >= FAR) continue;
                    for (int to = 0; to < 64; to++) {
                        int total = toPromote + DISTANCE[AMAZON][promotion * 64 + to];
                        if (total < out[to]) out[to] = (byte) total;
                    }
                }
                System.arraycopy(out, 0, PROMOTED[colour], from * 64, 64);
            }
        }
        for (int colour = 0; colour < 2; colour++) {
            int pawn = colour == 0 ? WHITE_PAWN : BLACK_PAWN, lastRank = colour == 0 ? 7 : 0;
            for (int kind = QUEEN; kind <= KNIGHT; kind++) {
                byte[] out = new byte[64 * 64];
                Arrays.fill(out, (byte) FAR);
                for (int from = 0; from < 64; from++)
                    for (int promotion = lastRank * 8; promotion < lastRank * 8 + 8; promotion++) {
                        int toPromote = DISTANCE[pawn][from * 64 + promotion];
                        if (toPromote >= FAR) continue;
                        for (int to = 0; to < 64; to++) {
                            int total = toPromote + DISTANCE[kind][promotion * 64 + to];
                            if (total < out[from * 64 + to]) out[from * 64 + to] = (byte) total;
                        }
                    }
                PROMOTED_AS[colour][kind] = out;
            }
        }
        for (int centre = 0; centre < 64; centre++) {
            int bits = 0;
            for (int b = 1; b <= 8; b++) if (neighbour(centre, b) < 0) bits |= 1 << b;
            OFF_BOARD[centre] = (short) bits;
        }
        for (int kind = 0; kind < KINDS; kind++) {
            REACH[kind] = DISTANCE[kind].clone();
            if (kind < WHITE_PAWN) continue;
            byte[] promoted = PROMOTED[kind == WHITE_PAWN ? 0 : 1];
            for (int i = 0; i < 64 * 64; i++) REACH[kind][i] = (byte) Math.min(REACH[kind][i], promoted[i]);
        }
    }

    /** Distances from {@code from}; a pawn stops on its last rank (promotion is counted apart). */
    private static byte[] breadthFirst(int kind, int from, boolean pawn) {
        byte[] d = new byte[64];
        Arrays.fill(d, (byte) FAR);
        d[from] = 0;
        var queue = new ArrayDeque<Integer>();
        queue.add(from);
        while (!queue.isEmpty()) {
            int s = queue.poll();
            int rank = s >> 3;
            if (pawn && (rank == 7 && kind == WHITE_PAWN || rank == 0 && kind == BLACK_PAWN)) continue;
            for (int t = 0; t < 64; t++) {
                if (d[t] == FAR && step(kind, s, t)) {
                    d[t] = (byte) (d[s] + 1);
                    queue.add(t);
                }
            }
        }
        return d;
    }
}
