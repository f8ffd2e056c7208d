package feerie.solve.intelligent;

/**
 * The board of a final position being planned ({@link FinalPositions}): which unit stands where,
 * and what the placed units attack, pin and leave open on it. Lines are seen through the placed
 * units only: the free ones may stand anywhere, so they stop nothing yet.
 */
final class PlanBoard {
    private final Units units;
    private final int attacker, defender;
    /** Per unit: where it ends and as what (the planner's arrays, shared). */
    private final int[] square, kind;
    /** The placed units by square, -1 where none, {@link #HOLE} on a hole. */
    final int[] board = new int[64];
    /** The defending king's square. */
    int king = -1;

    PlanBoard(Units units, int defender, int[] square, int[] kind) {
        this.units = units;
        this.defender = defender;
        this.attacker = 1 - defender;
        this.square = square;
        this.kind = kind;
        java.util.Arrays.fill(board, -1);
        for (int s = 0; s < 64; s++) if (units.hole(s)) board[s] = HOLE;
    }

    static final int NONE = -1;

    /**
     * On {@link #board}: a hole, which stops lines, takes no unit and is no flight: to the plan
     * it is a defending unit that never moves ({@link #colourOn}).
     */
    static final int HOLE = Integer.MAX_VALUE;

    /** The colour of what stands on {@code s} (a hole counts as the defender's), or -1 for nothing. */
    int colourOn(int s) {
        int on = board[s];
        return on < 0 ? -1 : on == HOLE ? defender : units.colour[on];
    }

    /** [kind][target]: the squares from which a unit of that kind attacks the target on an empty board. */
    static final int[][][] ATTACKERS = new int[EmptyBoard.BLACK_PAWN + 1][64][];

    static {
        for (int k = 0; k <= EmptyBoard.BLACK_PAWN; k++)
            for (int t = 0; t < 64; t++) {
                int kind = k, target = t;
                ATTACKERS[k][t] = java.util.stream.IntStream.range(0, 64).filter(s -> EmptyBoard.attacks(kind, s, target)).toArray();
            }
    }
    static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final int[][] JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    static int at(int s, int dx, int dy) {
        int x = (s & 7) + dx, y = (s >> 3) + dy;
        return x < 0 || x > 7 || y < 0 || y > 7 ? -1 : y * 8 + x;
    }

    /** Is {@code target} attacked by a placed attacking unit ({@code transparent}: a square seen through, the king that would step away)? */
    boolean attacked(int target, int transparent, boolean byKing) {
        for (int u = 0; u < units.count; u++) {
            if (!byKing && u == units.king[attacker]) continue;
            if (units.colour[u] == attacker && square[u] >= 0 && attacks(kind[u], square[u], target, transparent)) return true;
        }
        return false;
    }

    /** Does a unit of kind {@code k} on {@code from} attack {@code to} on the plan's board? */
    boolean attacks(int k, int from, int to, int transparent) {
        if (!EmptyBoard.attacks(k, from, to)) return false;
        if (k == EmptyBoard.KING || k == EmptyBoard.KNIGHT || Units.pawn(k)) return true;
        int dx = Integer.signum((to & 7) - (from & 7)), dy = Integer.signum((to >> 3) - (from >> 3));
        for (int s = from + dy * 8 + dx; s != to; s += dy * 8 + dx) if (board[s] >= 0 && s != transparent) return false;
        return true;
    }

    /**
     * The direction index (into {@link #DIRECTIONS}) from the king to a unit on {@code s} that a
     * placed attacking rider pins, or NONE.
     */
    int pinDirection(int s) {
        int d = lineFromKing(s);
        if (d == NONE) return NONE;
        int dx = DIRECTIONS[d][0], dy = DIRECTIONS[d][1];
        for (int t = at(s, dx, dy); t >= 0; t = at(t, dx, dy)) {
            int on = board[t];
            if (on < 0) continue;
            if (colourOn(t) != attacker) return NONE;
            int k = kind[on];
            boolean straight = dx == 0 || dy == 0;
            return k == EmptyBoard.QUEEN || (straight ? k == EmptyBoard.ROOK : k == EmptyBoard.BISHOP) ? d : NONE;
        }
        return NONE;
    }

    /** The direction from the king to {@code s} if they share a line with nothing placed between, else NONE. */
    int lineFromKing(int s) {
        int dx = (s & 7) - (king & 7), dy = (s >> 3) - (king >> 3);
        if (dx == 0 && dy == 0 || dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy)) return NONE;
        int sx = Integer.signum(dx), sy = Integer.signum(dy);
        for (int t = at(king, sx, sy); t != s; t = at(t, sx, sy)) if (board[t] >= 0) return NONE;
        for (int d = 0; d < 8; d++) if (DIRECTIONS[d][0] == sx && DIRECTIONS[d][1] == sy) return d;
        return NONE;
    }

    /** Does a move from {@code s} to {@code x} stay on the pin line {@code pin}? */
    static boolean alongPin(int s, int x, int pin) {
        if (pin == NONE) return false;
        int dx = (x & 7) - (s & 7), dy = (x >> 3) - (s >> 3);
        int px = DIRECTIONS[pin][0], py = DIRECTIONS[pin][1];
        return dx * py == dy * px && (dx != 0 || dy != 0) && (px != 0 || dx == 0) && (py != 0 || dy == 0);
    }

    /**
     * A move of the defending unit on {@code s} that nothing stops yet: the first square of it
     * (for a rider, the square next to it in that direction), plus 64 for a pawn's step forward
     * (which a unit of either side stops); -1 if every move is stopped.
     */
    int openMove(int s, int k, int pin) {
        if (k == EmptyBoard.KNIGHT) {
            if (pin != NONE) return -1;
            for (int[] j : JUMPS) {
                int x = at(s, j[0], j[1]);
                if (x >= 0 && colourOn(x) != defender) return x;
            }
            return -1;
        }
        if (Units.pawn(k)) {
            int forward = k == EmptyBoard.WHITE_PAWN ? 1 : -1;
            int x = at(s, 0, forward);
            if (x >= 0 && board[x] < 0 && (pin == NONE || alongPin(s, x, pin))) return x + 64;
            for (int side = -1; side <= 1; side += 2) {
                int c = at(s, side, forward);
                if (c >= 0 && colourOn(c) == attacker && (pin == NONE || alongPin(s, c, pin))) return c;
            }
            return -1;
        }
        for (int[] d : DIRECTIONS) {
            boolean straight = d[0] == 0 || d[1] == 0;
            if (k == EmptyBoard.ROOK && !straight || k == EmptyBoard.BISHOP && straight) continue;
            int x = at(s, d[0], d[1]);
            if (x < 0 || colourOn(x) == defender) continue;
            if (pin != NONE && !alongPin(s, x, pin)) continue;
            return x;
        }
        return -1;
    }

    /**
     * Can a defending unit of kind {@code k} on {@code s} go to {@code t} on the plan's board
     * ({@code capture}: taking the checker there)? Returns the first square of its way (t itself
     * when nothing lies between), or -1 if it cannot.
     */
    int parryWay(int s, int k, int t, boolean capture) {
        if (s == t) return -1;
        int dx = (t & 7) - (s & 7), dy = (t >> 3) - (s >> 3);
        if (Units.pawn(k)) {
            int forward = k == EmptyBoard.WHITE_PAWN ? 1 : -1;
            if (capture) return Math.abs(dx) == 1 && dy == forward ? t : -1;
            if (dx != 0) return -1;
            if (dy == forward) return t;
            int startRank = k == EmptyBoard.WHITE_PAWN ? 1 : 6;
            int passed = s + forward * 8;
            return dy == 2 * forward && s >> 3 == startRank && board[passed] < 0 ? passed : -1;
        }
        if (!EmptyBoard.attacks(k, s, t)) return -1;
        if (k == EmptyBoard.KNIGHT) return t;
        int first = s + Integer.signum(dy) * 8 + Integer.signum(dx);
        for (int b = first; b != t; b = nextOnWay(b, t)) if (board[b] >= 0) return -1;
        return first;
    }

    /** The next square from {@code b} towards {@code t} on their line. */
    static int nextOnWay(int b, int t) {
        return b + Integer.signum((t >> 3) - (b >> 3)) * 8 + Integer.signum((t & 7) - (b & 7));
    }
}
