package feerie.solve.intelligent;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.solve.FailTable;
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
    }

    /** Adds to {@code out} every line of {@code halfMoves} half-moves that reaches the goal and agrees with the plan's counting. */
    void run(int[] square, int[] kind, long planSalt, int halfMoves, List<int[]> out) {
        this.planSquare = square;
        this.planKind = kind;
        this.salt = planSalt;
        this.out = out;
        var p = search.position;
        java.util.Arrays.fill(unitAt, -1);
        for (int u = 0; u < units.count; u++) {
            where[u] = units.square[u];
            kindNow[u] = units.kind[u];
            alive[u] = true;
            unitAt[where[u]] = u;
        }
        if (!withinPlan(halfMoves)) return;
        play(halfMoves, 0, 0);
    }

    private boolean play(int remaining, int depth, int top) {
        search.checkTime();
        var p = search.position;
        long key = p.hash() ^ salt;
        if (failed.contains(key, remaining)) return false;
        int end = search.legal(top);
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            follow(m, depth);
            p.make(m);
            if (withinPlan(remaining - 1)) {
                path[depth] = m;
                if (remaining == 1) {
                    if (search.reached(goal, m, end)) {
                        out.add(java.util.Arrays.copyOf(path, depth + 1));
                        any = true;
                    }
                } else if (play(remaining - 1, depth + 1, end)) {
                    any = true;
                }
            }
            p.unmake(m);
            unfollow(m, depth);
        }
        if (!any) failed.add(key, remaining);
        return any;
    }

    /** With {@code remaining} half-moves left (the side to move in the position moves first): can the plan still be met? */
    private boolean withinPlan(int remaining) {
        int toMove = search.position.sideToMove();
        int ownMoves = (remaining + 1) / 2, otherMoves = remaining / 2;
        int whiteMoves = toMove == 0 ? ownMoves : otherMoves, blackMoves = toMove == 0 ? otherMoves : ownMoves;
        int costWhite = 0, costBlack = 0, captureWhite = 0, captureBlack = 0;
        for (int u = 0; u < units.count; u++) {
            int target = planSquare[u];
            if (target == Plan.FREE) continue;
            int c = units.colour[u];
            if (target == Plan.CAPTURED) {
                if (alive[u]) { if (c == 0) captureWhite++; else captureBlack++; }
                continue;
            }
            if (!alive[u]) return false;
            int cost = Units.cost(c, kindNow[u], where[u], planKind[u], target);
            if (c == 0) costWhite += cost; else costBlack += cost;
        }
        return costWhite <= whiteMoves && costBlack <= blackMoves && captureBlack <= whiteMoves && captureWhite <= blackMoves;
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
        }
        unitAt[from] = -1;
        unitAt[to] = u;
        where[u] = to;
        if (k == Move.PROMOTION) kindNow[u] = units.kindOf(Piece.of(Move.promotion(m), units.colour[u]));
    }

    private void unfollow(int m, int depth) {
        int from = Move.from(m), to = Move.to(m), k = Move.kind(m);
        int u = undoMoved[depth], v = undoCaptured[depth];
        kindNow[u] = undoKind[depth];
        where[u] = from;
        unitAt[to] = -1;
        unitAt[from] = u;
        if (v >= 0) {
            alive[v] = true;
            int victimSquare = k == Move.EN_PASSANT ? (from & ~7) | (to & 7) : to;
            unitAt[victimSquare] = v;
        }
    }
}
