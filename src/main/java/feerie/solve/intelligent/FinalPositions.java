package feerie.solve.intelligent;

/**
 * Intelligent mode's first half: the final positions a mate or stalemate could have, built from
 * what the goal needs rather than from the moves. A final position here is a {@link Plan}: for
 * some units a square and kind (or "captured"), the others left free. It is built need by need:
 *
 * <ul>
 *   <li>the defending king's square;
 *   <li>for mate, a unit giving check;
 *   <li>each of its flights blocked by one of its own units or guarded by an attacking unit;
 *   <li>for mate, no placed defending unit able to parry the check (capture
 *       the checker or step between): it is pinned or a unit stands in its way; in series help
 *       play, where the attacker has one move, that move gives the check;
 *   <li>for stalemate, no check (a check is blocked), and every other defending unit either
 *       captured or standing where it cannot move: each of its moves is stopped by a unit in the
 *       way or by a pin.
 * </ul>
 *
 * Each need is met in every way that fits the moves: a unit is only placed where it can get
 * within its side's moves on an empty board (the sums are kept per side). The plans are
 * necessary conditions, not final positions checked to be mate: every real final position agrees
 * with one of them (each need lists every way a real position can meet it), and the search
 * towards a plan tests the goal itself. So nothing is lost and nothing false is printed. The
 * holes of the condition Hole stand on the plan's board from the start ({@link PlanBoard#HOLE}).
 */
final class FinalPositions {
    /** Receives each plan; the arrays are reused, so copy them to keep them. */
    interface Sink { void plan(int[] square, int[] kind); }

    private final Units units;
    private final int defender, attacker, attackerMoves, defenderMoves;
    private final boolean mate;
    private final Sink sink;
    /** Per unit: where it ends ({@link Plan#FREE}, {@link Plan#CAPTURED} or a square) and as what. */
    private final int[] square, kind;
    /** The placed units on the board, and its geometry. */
    private final PlanBoard plan;
    /** {@code plan}'s board: the placed units by square, -1 where none. */
    private final int[] board;
    private int attackerCost, defenderCost, capturedDefenders;
    private int king = -1;
    private long work;
    /** Above this many steps the enumeration gives up (the caller then searches without plans). */
    private final long workLimit;

    FinalPositions(Units units, int defender, int attackerMoves, int defenderMoves, boolean mate, long workLimit, Sink sink) {
        this.units = units;
        this.defender = defender;
        this.attacker = 1 - defender;
        this.attackerMoves = attackerMoves;
        this.defenderMoves = defenderMoves;
        this.mate = mate;
        this.sink = sink;
        this.workLimit = workLimit;
        square = new int[units.count];
        kind = new int[units.count];
        java.util.Arrays.fill(square, Plan.FREE);
        plan = new PlanBoard(units, defender, square, kind);
        board = plan.board;
    }

    /** Asked now and then: throws when the time is up (the search's deadline). */
    private Runnable clock = () -> {};

    void clock(Runnable checkTime) { clock = checkTime; }

    /** Thrown when the enumeration grows past its limit. */
    static final class TooMany extends RuntimeException {
        TooMany() { super(null, null, false, false); }
    }

    long work() { return work; }

    /** Every plan, each once. */
    void run() {
        for (int s = 0; s < 64; s++) run(s);
    }

    /** The squares the defending king can end on within its side's moves. */
    static int[] kingSquares(Units units, int defender, int defenderMoves) {
        int k = units.king[defender];
        return java.util.stream.IntStream.range(0, 64).filter(s -> !units.hole(s) && units.costFromHome(k, EmptyBoard.KING, s) <= defenderMoves).toArray();
    }

    /** Every plan with the defending king on {@code s}, each once. */
    void run(int s) {
        int k = units.king[defender];
        int cost = units.costFromHome(k, EmptyBoard.KING, s);
        if (cost > defenderMoves || units.hole(s)) return;
        king = s;
        plan.king = s;
        place(k, s, EmptyBoard.KING, cost);
        next();
        unplace(k);
    }

    private void next() {
        if (++work > workLimit) throw new TooMany();
        if ((work & 0xfff) == 0) clock.run();
        // the same partial plan comes up again when two needs are met in the other order: its
        // continuations are the same, so it is followed once
        if (visited(state)) return;
        int otherKing = square[units.king[attacker]];
        if (otherKing >= 0 && EmptyBoard.kingDistance(otherKing, king) <= 1) return;
        // for mate the check first: the checker often guards flights too, and the checks are
        // fewer than the ways to close the flights (BEISPIEL-intell-040, h#3: 282 -> 163
        // thousand steps for plan a's plans)
        if (mate && checkNeed()) return;
        if (flightNeed()) return;
        if (!mate && checkedNeed()) return;
        if (mate && attackerMoves == 1 && !checkFromTheOneMove()) return;
        if (mate && parryNeed()) return;
        if (!mate && mobilityNeed()) return;
        if (!mate && unplacedNeed()) return;
        emit();
    }

    /** A finished plan: reached once, since {@link #visited} follows each partial plan once (a clash in that table only repeats a plan). */
    private void emit() { sink.plan(square, kind); }

    // ---- placing and costs

    /**
     * A key of the partial plan (which unit where as what), kept as units are placed and
     * removed, and a lossy table of the keys already followed (a clash only loses a saving).
     */
    private long state;
    private final long[] visitedKeys = new long[1 << VISITED_BITS];
    /**
     * 2^17 keys, 1 MB, near the processor: a probe of the earlier 8 MB table was a trip to memory
     * at every step, and a key lost to a clash only repeats a partial plan (BEISPIEL-intell-102,
     * h#7: 0.69 of the process CPU, bench --against, 3 rounds).
     */
    private static final int VISITED_BITS = 17;
    private static final long[] STATE_KEYS = new java.util.Random(20261122).longs(32 * 68 * 8).toArray();

    private static long stateKey(int u, int s, int k) { return STATE_KEYS[(u * 68 + s + 4) * 8 + k]; }

    private boolean visited(long key) {
        long k = key | 1;
        int i = (int) (k ^ k >>> 32) & (visitedKeys.length - 1);
        if (visitedKeys[i] == k) return true;
        visitedKeys[i] = k;
        return false;
    }

    private void mark(int u, int s, int k) { state ^= stateKey(u, s, k); }

    private void place(int u, int s, int k, int cost) {
        mark(u, s, k);
        square[u] = s;
        kind[u] = k;
        board[s] = u;
        if (units.colour[u] == attacker) attackerCost += cost; else defenderCost += cost;
    }

    private void unplace(int u) {
        int s = square[u];
        int cost = units.costFromHome(u, kind[u], s);
        mark(u, s, kind[u]);
        board[s] = -1;
        square[u] = Plan.FREE;
        if (units.colour[u] == attacker) attackerCost -= cost; else defenderCost -= cost;
    }

    /** Moves left to {@code colour} after what is placed. */
    private int budget(int colour) {
        return colour == attacker ? attackerMoves - attackerCost : defenderMoves - defenderCost;
    }

    /** Tries every free unit of {@code colour} (not its king when {@code noKing}) as every kind it can end as, on {@code s}. */
    private void placeAnyOn(int colour, int s, boolean noKing) {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != colour || square[u] != Plan.FREE) continue;
            if (u == units.king[colour] && (noKing || colour == defender)) continue;
            for (int k : units.endKinds(u)) tryPlace(u, s, k);
        }
    }

    private void tryPlace(int u, int s, int k) {
        if (board[s] >= 0 || !Units.canStand(k, s)) return;
        int cost = units.costFromHome(u, k, s);
        if (cost > budget(units.colour[u])) return;
        place(u, s, k, cost);
        next();
        unplace(u);
    }

    /** Every free attacking unit, as every kind it can end as, on every empty square from which it attacks {@code target}. */
    private void attackFromAnywhere(int target, int transparent, boolean noKing) {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != attacker || square[u] != Plan.FREE) continue;
            if (noKing && u == units.king[attacker]) continue;
            int c = units.colour[u], budget = budget(c);
            for (int k : units.endKinds(u)) {
                for (int s : PlanBoard.ATTACKERS[k][target]) {
                    if (board[s] >= 0 || units.costFromHome(u, k, s) > budget || !plan.attacks(k, s, target, transparent)) continue;
                    tryPlace(u, s, k);
                }
            }
        }
    }

    // ---- the needs, in the order they are met

    /** A flight of the king neither blocked by its own unit nor guarded. */
    private boolean flightNeed() {
        for (int bit = 1; bit <= 8; bit++) {
            int f = EmptyBoard.neighbour(king, bit);
            if (f < 0) continue;
            int on = board[f];
            if (plan.colourOn(f) == defender) continue;
            if (plan.attacked(f, king, true)) continue;
            if (on < 0) placeAnyOn(defender, f, true);
            attackFromAnywhere(f, king, false);
            return true;
        }
        return false;
    }

    /** Mate: the king must be in check. */
    private boolean checkNeed() {
        if (plan.attacked(king, -1, false)) return false;
        attackFromAnywhere(king, -1, true);
        return true;
    }

    /**
     * Series help play, where the attacking side has one move, the last: before it the king was
     * not in check, so that move gives the check. A checker that stays where the diagram has it
     * therefore checks through a line that the one move opens: some other attacking unit starts
     * between it and the king. False if no checker of the plan can be so.
     */
    private boolean checkFromTheOneMove() {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != attacker || square[u] < 0 || u == units.king[attacker] || !plan.attacks(kind[u], square[u], king, -1)) continue;
            if (square[u] != units.square[u] || kind[u] != units.kind[u]) return true;
            boolean line = kind[u] == EmptyBoard.QUEEN || kind[u] == EmptyBoard.ROOK || kind[u] == EmptyBoard.BISHOP;
            if (!line) continue;
            for (int b = PlanBoard.nextOnWay(square[u], king); b != king; b = PlanBoard.nextOnWay(b, king))
                for (int w = 0; w < units.count; w++)
                    if (w != u && units.colour[w] == attacker && (units.square[w] == b || enPassantFrom(w, b))) return true;
        }
        return false;
    }

    /**
     * Could the attacking unit {@code w}, a pawn where the diagram has it, take en passant a
     * defending pawn that has just double-stepped to {@code b} (and so open the line through b)?
     */
    private boolean enPassantFrom(int w, int b) {
        if (!Units.pawn(units.kind[w])) return false;
        int h = units.square[w];
        int arrival = units.kind[w] == EmptyBoard.WHITE_PAWN ? 4 : 3;
        return h >> 3 == arrival && b >> 3 == arrival && Math.abs((h & 7) - (b & 7)) == 1;
    }

    /**
     * Mate: no placed defending unit may parry a single check, by capturing the checker or
     * stepping between. Such a move is stopped by a pin, by a unit on its way (a unit of either
     * side that no plan has placed yet, as every kind it can end as), or by a second check
     * (IntelligentModeTest.helpMateInThreeWithCastling: Kc8 Rd8 after Black's long castling, Rd8-d7
     * would parry Bf5's check but for Rc1's).
     */
    private boolean parryNeed() {
        int checker = -1;
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != attacker || square[u] < 0 || u == units.king[attacker] || !plan.attacks(kind[u], square[u], king, -1)) continue;
            if (checker >= 0) return false;
            checker = u;
        }
        if (checker < 0) return false;
        int from = square[checker];
        boolean line = kind[checker] == EmptyBoard.QUEEN || kind[checker] == EmptyBoard.ROOK || kind[checker] == EmptyBoard.BISHOP;
        int step = 0;
        if (line) step = Integer.signum((king >> 3) - (from >> 3)) * 8 + Integer.signum((king & 7) - (from & 7));
        for (int d = 0; d < units.count; d++) {
            if (units.colour[d] != defender || d == units.king[defender] || square[d] < 0) continue;
            int s = square[d], k = kind[d];
            int pin = plan.pinDirection(s);
            for (int t = from; t != king; t = line ? t + step : king) {
                if (pin != PlanBoard.NONE && !PlanBoard.alongPin(s, t, pin)) continue;
                int way = plan.parryWay(s, k, t, t == from);
                if (way < 0) continue;
                if (pin == PlanBoard.NONE) pinFromAnywhere(s, t);
                // the squares on its way: for a rider those between, for a pawn's double step the one it passes
                for (int b = way; b >= 0 && b != t; b = PlanBoard.nextOnWay(b, t)) {
                    placeAnyOn(attacker, b, false);
                    placeAnyOn(defender, b, true);
                }
                // or a second check, which no move but the king's parries
                attackFromAnywhere(king, -1, true);
                return true;
            }
        }
        return false;
    }

    /** Stalemate: the king must not be in check, so a check by a placed unit is blocked. */
    private boolean checkedNeed() {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != attacker || square[u] < 0 || !plan.attacks(kind[u], square[u], king, -1)) continue;
            int from = square[u];
            if (kind[u] == EmptyBoard.KNIGHT || Units.pawn(kind[u]) || kind[u] == EmptyBoard.KING) return true;
            int dx = Integer.signum((king & 7) - (from & 7)), dy = Integer.signum((king >> 3) - (from >> 3));
            for (int s = from + dy * 8 + dx; s != king; s += dy * 8 + dx) {
                placeAnyOn(attacker, s, false);
                placeAnyOn(defender, s, true);
            }
            return true;
        }
        return false;
    }

    /** Stalemate: a placed defending unit (not the king) with a move nothing stops yet. */
    private boolean mobilityNeed() {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != defender || u == units.king[defender] || square[u] < 0) continue;
            int s = square[u], k = kind[u];
            int pin = plan.pinDirection(s);
            int open = plan.openMove(s, k, pin);
            if (open < 0) continue;
            boolean pawnStep = open >= 64;
            int x = open & 63;
            if (board[x] < 0) {
                placeAnyOn(defender, x, true);
                if (pawnStep) placeAnyOn(attacker, x, false);
            }
            if (pin == PlanBoard.NONE) pinFromAnywhere(s, x);
            return true;
        }
        return false;
    }

    /** Stalemate: a defending unit with no place yet: it is captured, or it stands somewhere. */
    private boolean unplacedNeed() {
        for (int u = 0; u < units.count; u++) {
            if (units.colour[u] != defender || square[u] != Plan.FREE) continue;
            if (capturedDefenders < attackerMoves) {
                square[u] = Plan.CAPTURED;
                mark(u, Plan.CAPTURED, 0);
                capturedDefenders++;
                next();
                capturedDefenders--;
                mark(u, Plan.CAPTURED, 0);
                square[u] = Plan.FREE;
            }
            for (int k : units.endKinds(u)) for (int s = 0; s < 64; s++) tryPlace(u, s, k);
            return true;
        }
        return false;
    }

    /**
     * Pins the defending unit on {@code s} so that its move to {@code x} is illegal: a free
     * attacking unit as a rider of the line, beyond it from the king, with nothing between.
     */
    private void pinFromAnywhere(int s, int x) {
        int d = plan.lineFromKing(s);
        if (d == PlanBoard.NONE) return;
        if (PlanBoard.alongPin(s, x, d)) return;
        int dx = PlanBoard.DIRECTIONS[d][0], dy = PlanBoard.DIRECTIONS[d][1];
        boolean straight = dx == 0 || dy == 0;
        int rider = straight ? EmptyBoard.ROOK : EmptyBoard.BISHOP;
        for (int t = PlanBoard.at(s, dx, dy); t >= 0 && board[t] < 0; t = PlanBoard.at(t, dx, dy)) {
            for (int u = 0; u < units.count; u++) {
                if (units.colour[u] != attacker || square[u] != Plan.FREE || u == units.king[attacker]) continue;
                for (int k : units.endKinds(u)) if (k == EmptyBoard.QUEEN || k == rider) tryPlace(u, t, k);
            }
        }
    }
}
