package feerie.solve.intelligent;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.solve.FailTable;
import feerie.solve.Orthodox;
import feerie.solve.OrthodoxChecks;
import feerie.solve.Search;
import feerie.stipulation.Goal;
import java.util.List;

/**
 * Intelligent mode's second half: help play from the diagram towards one {@link Plan}. After every
 * move each side's planned units must still be able to reach their squares, counted on an empty
 * board, within that side's moves left, and the units to be captured must not outnumber the
 * captor's moves left. A move that wastes a tempo the plan cannot spare is cut at once, at any
 * depth: that is where intelligent mode gets its speed. The goal itself is tested at the end, so
 * a plan only prunes; it never makes a line a solution.
 *
 * <p>One instance per thread. Units are followed through the moves by square.
 */
final class TargetSearch {
    private final Search search;
    private final Units units;
    private final Goal goal;
    private final FailTable failed;
    private final int[] unitAt = new int[64];
    private final int[] where, kindNow;
    private final boolean[] alive;
    private final int[] undoMoved = new int[256], undoCaptured = new int[256], undoKind = new int[256];
    private final int[] path = new int[256];
    private int[] planSquare, planKind;
    private long salt;
    private List<int[]> out;

    TargetSearch(Search search, Units units, Goal goal) {
        this.search = search;
        this.units = units;
        this.goal = goal;
        this.failed = new FailTable(18);
        where = new int[units.count];
        kindNow = new int[units.count];
        alive = new boolean[units.count];
        unitCost = new int[256 * units.count];
        identityKeys = new java.util.Random(units.count).longs(64L * units.count).toArray();
        mate = goal.type() == feerie.stipulation.GoalType.MATE;
    }

    /** Where the search hands over before the goal, or null (see {@link IntelligentHelp.Ending}). */
    private IntelligentHelp.Ending ending;

    void ending(IntelligentHelp.Ending e) { ending = e; }

    IntelligentHelp.Ending ending() { return ending; }

    Search search() { return search; }

    /** The goal is mate (the last move must give check), else stalemate (it must not). */
    private final boolean mate;

    /** Adds to {@code out} every line of {@code halfMoves} half-moves that reaches the goal and agrees with the plan's counting. */
    void run(int[] square, int[] kind, long planSalt, int halfMoves, List<int[]> out) {
        this.planSquare = square;
        this.planKind = kind;
        this.salt = planSalt;
        this.out = out;
        start();
        play(halfMoves, 0, 0, false);
    }

    /**
     * Which unit stands where, as a key: mixed into the fail table's keys because two units of the
     * same kind that have changed places make the same position for the board, but not for the
     * plan (each has its own target).
     */
    private long identity;
    private final long[] identityKeys;

    private long identityKey(int u, int square) { return identityKeys[u * 64 + square]; }

    /** The units where the diagram has them. */
    private void start() {
        identity = 0;
        java.util.Arrays.fill(unitAt, -1);
        for (int u = 0; u < units.count; u++) {
            where[u] = units.square[u];
            kindNow[u] = units.kind[u];
            alive[u] = true;
            unitAt[where[u]] = u;
            identity ^= identityKey(u, where[u]);
        }
    }

    /**
     * The moves of the side to move, each screened against the plan before it is made, and what
     * follows. In help play ({@code series} false) the sides alternate and {@code remaining}
     * counts half-moves; in series play it counts the series side's moves, the other side passing
     * until its one last move (then help play with one half-move left).
     */
    private boolean play(int remaining, int depth, int top, boolean series) {
        search.checkTime();
        var p = search.position;
        long key = p.hash() ^ salt ^ identity;
        if (failed.contains(key, remaining)) return false;
        int us = p.sideToMove(), them = 1 - us;
        if (ending != null && !series && remaining == ending.halfMoves()) {
            tally(depth * units.count);
            if (cost[0] + cost[1] > remaining || pending[0] + pending[1] > remaining) return false;
            boolean any = ending.finish(path, depth, top, out);
            if (!any) failed.add(key, remaining);
            return any;
        }
        // moves left to each side once this move is made
        int ourLeft = series ? remaining - 1 : (remaining - 1) / 2, theirLeft = series ? 1 : remaining / 2;
        int base = depth * units.count;
        tally(base);
        int ourCost = cost[us], theirPending = pending[them];
        if (cost[them] > theirLeft || pending[us] > theirLeft) return false;
        var codes = search.orthodox;
        int end = codes != null ? MoveGenerator.generate(p, search.stack, top) : search.rules.candidateMoves(p, search.stack, top);
        boolean checked = codes != null && Orthodox.inCheck(p, codes, us);
        int enemyKing = p.king(them);
        // the goal move gives check for mate and none for stalemate; a series move but the last gives none
        boolean noCheck = series && remaining > 1, checkDecides = noCheck || !series && remaining == 1;
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            if (!affordable(m, base, ourCost, ourLeft, theirPending)) continue;
            if (codes != null) {
                if (checkDecides && OrthodoxChecks.givesCheck(p, codes, m, enemyKing) != (!noCheck && mate)) continue;
                if (!Orthodox.legal(p, codes, m, checked)) continue;
            }
            follow(m, depth);
            p.make(m);
            // under conditions (holes) legality and check are asked of the position after the move
            if (codes == null && (!search.rules.legalAfter(p, us) || checkDecides && p.inCheck(them) != (!noCheck && mate))) {
                p.unmake(m);
                unfollow(m, depth);
                continue;
            }
            path[depth] = m;
            if (!series && remaining == 1) {
                if (search.reached(goal, m, end)) {
                    out.add(java.util.Arrays.copyOf(path, depth + 1));
                    any = true;
                }
            } else if (series && remaining > 1) {
                p.make(Move.NULL);
                any |= play(remaining - 1, depth + 1, end, true);
                p.unmake(Move.NULL);
            } else {
                any |= play(series ? 1 : remaining - 1, depth + 1, end, false);
            }
            p.unmake(m);
            unfollow(m, depth);
        }
        if (!any) failed.add(key, remaining);
        return any;
    }

    /**
     * Series help play towards the plan: the side to move makes {@code n} moves in a row (the
     * other passes; no series move but the last may give check), then the other side reaches the
     * goal in one move. Paths are written without the passes.
     */
    void runSeries(int[] square, int[] kind, long planSalt, int n, List<int[]> out) {
        this.planSquare = square;
        this.planKind = kind;
        this.salt = planSalt;
        this.out = out;
        start();
        play(n, 0, 0, true);
    }

    /** Per colour, at the current node: the planned units' summed cost, and the units to be captured still on the board. */
    private final int[] cost = new int[2], pending = new int[2];
    /** Per depth and unit ([depth * count + unit]): its cost towards the plan at that node (0 for a free unit). */
    private final int[] unitCost;

    private void tally(int base) {
        cost[0] = cost[1] = pending[0] = pending[1] = 0;
        openCastlings = 0;
        for (int i = 0; i < units.castlings; i++) if (castlingOpen(i)) openCastlings |= 1 << i;
        for (int u = 0; u < units.count; u++) {
            int c = unitCost(u);
            unitCost[base + u] = c;
            if (c == CAPTURE_PENDING) pending[units.colour[u]]++;
            else cost[units.colour[u]] += c;
        }
    }

    private static final int CAPTURE_PENDING = -1;

    /** A unit's cost towards the plan where it stands now: FAR once a unit the plan needs is gone. */
    private int unitCost(int u) {
        int target = planSquare[u];
        if (target == Plan.FREE) return 0;
        if (target == Plan.CAPTURED) return alive[u] ? CAPTURE_PENDING : 0;
        if (!alive[u]) return EmptyBoard.FAR;
        int c = Units.cost(units.colour[u], kindNow[u], where[u], planKind[u], target);
        for (int i = 0; i < units.castlings; i++) if ((openCastlings & 1 << i) != 0) c = Math.min(c, units.castledCost(i, u, planKind[u], target));
        return c;
    }

    /** The castlings ({@link Units#castlings}) still open at the current node, as bits. */
    private int openCastlings;

    /** May castling {@code i} still be played: its king and rook unmoved on their diagram squares? */
    private boolean castlingOpen(int i) {
        var p = search.position;
        int r = units.castlingRook[i], k = units.king[units.colour[r]];
        return alive[r] && where[r] == units.square[r] && p.unmoved(where[r]) && where[k] == units.square[k] && p.unmoved(where[k]);
    }

    /**
     * Can the side to move play {@code m} and still meet the plan: its own planned units within
     * {@code ownLeft} moves afterwards, and no unit the plan needs captured? Asked before the move
     * is made, so most moves of a tight plan cost no make and unmake.
     */
    private boolean affordable(int m, int base, int ownCost, int ownLeft, int theirPending) {
        int from = Move.from(m), to = Move.to(m), k = Move.kind(m);
        int u = unitAt[from];
        int victimSquare = k == Move.EN_PASSANT ? (from & ~7) | (to & 7) : to;
        int v = unitAt[victimSquare];
        if (v >= 0) {
            int target = planSquare[v];
            if (target >= 0) return false;
            if (target == Plan.CAPTURED) theirPending--;
        }
        if (theirPending > ownLeft) return false;
        int before = unitCost[base + u];
        int after;
        int target = planSquare[u];
        if (target == Plan.FREE || target == Plan.CAPTURED) after = before;
        else {
            int kind = k == Move.PROMOTION ? units.kindOf(Piece.of(Move.promotion(m), units.colour[u])) : kindNow[u];
            after = Units.cost(units.colour[u], kind, to, planKind[u], target);
        }
        // a castling moves the rook too: its count from where it lands, the castling spent (the
        // other units keep their counts from before, which a lost castling only raises)
        if (k == Move.CASTLING) {
            int r = unitAt[Move.castlingRook(m)];
            int rookTarget = planSquare[r];
            if (rookTarget >= 0) ownCost += Units.cost(units.colour[r], kindNow[r], (from + to) >> 1, planKind[r], rookTarget) - unitCost[base + r];
        }
        return ownCost - before + after <= ownLeft;
    }

    /** Follows the units through move {@code m} (before it is made). */
    private void follow(int m, int depth) {
        int from = Move.from(m), to = Move.to(m), k = Move.kind(m);
        int u = unitAt[from];
        int victimSquare = k == Move.EN_PASSANT ? (from & ~7) | (to & 7) : to;
        int v = unitAt[victimSquare];
        undoMoved[depth] = u;
        undoCaptured[depth] = v;
        undoKind[depth] = kindNow[u];
        if (v >= 0) {
            alive[v] = false;
            unitAt[victimSquare] = -1;
            identity ^= identityKey(v, victimSquare);
        }
        identity ^= identityKey(u, from) ^ identityKey(u, to);
        unitAt[from] = -1;
        unitAt[to] = u;
        where[u] = to;
        if (k == Move.PROMOTION) kindNow[u] = units.kindOf(Piece.of(Move.promotion(m), units.colour[u]));
        if (k == Move.CASTLING) relocate(unitAt[Move.castlingRook(m)], Move.castlingRook(m), (from + to) >> 1);
    }

    /** Moves unit {@code r} from {@code a} to {@code b} (a castling's rook). */
    private void relocate(int r, int a, int b) {
        identity ^= identityKey(r, a) ^ identityKey(r, b);
        unitAt[a] = -1;
        unitAt[b] = r;
        where[r] = b;
    }

    private void unfollow(int m, int depth) {
        int from = Move.from(m), to = Move.to(m), k = Move.kind(m);
        int u = undoMoved[depth], v = undoCaptured[depth];
        if (k == Move.CASTLING) relocate(unitAt[(from + to) >> 1], (from + to) >> 1, Move.castlingRook(m));
        kindNow[u] = undoKind[depth];
        where[u] = from;
        unitAt[to] = -1;
        unitAt[from] = u;
        identity ^= identityKey(u, from) ^ identityKey(u, to);
        if (v >= 0) {
            alive[v] = true;
            int victimSquare = k == Move.EN_PASSANT ? (from & ~7) | (to & 7) : to;
            unitAt[victimSquare] = v;
            identity ^= identityKey(v, victimSquare);
        }
    }
}
