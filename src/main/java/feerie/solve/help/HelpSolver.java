package feerie.solve.help;

import feerie.solve.FailKey;
import feerie.solve.FailTable;
import feerie.solve.Orthodox;
import feerie.solve.OrthodoxChecks;
import feerie.solve.OrthodoxStalemate;
import feerie.solve.PopeyeOrder;
import feerie.solve.RootSplit;
import feerie.solve.Search;

import feerie.solve.intelligent.FinalPositionBound;
import feerie.solve.intelligent.IntelligentHelp;
import feerie.stipulation.Goal;
import java.util.ArrayList;
import java.util.List;

/**
 * Help play (h#n, h=n, h#n.5 ...): both sides cooperate; every sequence of the given number of
 * half-moves whose last move reaches the goal is a solution. Exhaustive; positions proved
 * fruitless at a remaining depth are remembered in a hash table. In orthodox chess the last move
 * is screened before it is played (see {@link Orthodox}: for mate only checks, for stalemate only
 * non-checks count) and searches of five half-moves or more share their first moves among the
 * cores. None of this changes the set of solutions (PruningEquivalenceTest compares with the
 * plain search); see docs/performance.md.
 */
public final class HelpSolver implements Search.GoalMoves {
    private final Search search;
    private final Goal goal;
    /** Only a checking move can reach the goal. */
    private final boolean checkingGoal;
    /** Orthodox stalemate: the last move has its own loop. */
    private final boolean stalemateGoal;
    private final int[] path = new int[512];
    private final List<int[]> found = new ArrayList<>();
    private FailTable failed;
    /**
     * Failures one half-move from the end, kept apart in a table small enough to stay in the
     * processor's cache: they are the most numerous and the cheapest to redo, and in the big
     * table each probe would cost a trip to memory.
     */
    private FailTable lastFailed;
    /** The intelligent-mode counting (orthodox mate and stalemate), or null. */
    private final FinalPositionBound bound;
    private final boolean mateGoal;
    /** The fail table's key takes in the last move ({@link FailKey}). */
    private final boolean byLastMove;

    /** Prunings beyond plain exhaustive search (each keeps every solution; tests compare). */
    private final boolean pruning;

    /**
     * MaxSolutions n: the moves are tried in Popeye's order ({@link PopeyeOrder}) and the search
     * stops once it holds n solutions, as Popeye does; MAX_VALUE: every solution, in any order.
     */
    private int limit = Integer.MAX_VALUE;
    /** Scratch for {@link #popeyeOrder}. */
    private long[] keys;

    /** Stops after the first {@code n} solutions in Popeye's order (MaxSolutions n). */
    public void keepFirst(int n) {
        limit = n;
    }

    /** Sorts the moves in {@code stack[top, end)} into the order Popeye tries them. */
    private void popeyeOrder(int top, int end, boolean last) {
        var p = search.position;
        keys = PopeyeOrder.sort(p, search.stack, top, end, keys, last && checkingGoal && PopeyeOrder.matingGenerator(p));
    }

    public HelpSolver(Search search, Goal goal) { this(search, goal, true); }

    public HelpSolver(Search search, Goal goal, boolean pruning) {
        this.search = search;
        this.pruning = pruning;
        this.goal = goal;
        this.checkingGoal = goal.type() == feerie.stipulation.GoalType.MATE || goal.type() == feerie.stipulation.GoalType.CHECK;
        this.stalemateGoal = pruning && search.orthodox != null && goal.type() == feerie.stipulation.GoalType.STALEMATE;
        this.mateGoal = goal.type() == feerie.stipulation.GoalType.MATE;
        this.byLastMove = FailKey.byLastMove(search.position);
        this.bound = pruning && search.orthodox != null && (mateGoal || goal.type() == feerie.stipulation.GoalType.STALEMATE)
                ? new FinalPositionBound(search.position) : null;
    }

    /** The last move when only a check can reach the goal (mate, check): see {@link Search#checkingGoalMoves}. */
    private boolean lastCheckingMoves(int depth, int top) {
        leafDepth = depth;
        return search.checkingGoalMoves(goal, top, this);
    }

    private int leafDepth;

    @Override
    public boolean found(int move) {
        path[leafDepth] = move;
        found.add(java.util.Arrays.copyOf(path, leafDepth + 1));
        return true;
    }

    /** The side not to move in check (only in an illegal diagram): then the shortcuts' reasoning about new checks fails. */
    private boolean opponentAlreadyInCheck() {
        var p = search.position;
        return Orthodox.inCheck(p, search.orthodox, Search.other(p.sideToMove()));
    }

    /**
     * The last move when the goal is stalemate, in orthodox chess: a move giving check cannot
     * stalemate, so it is skipped before its legality is even asked; the others are tested for
     * legality without being played, and after them the opponent (not in check) needs a legal move.
     */
    private boolean lastStalemateMoves(int depth, int top, int unstoppable) {
        var p = search.position;
        var codes = search.orthodox;
        int us = p.sideToMove();
        int end = feerie.position.MoveGenerator.generate(p, search.stack, top);
        boolean checked = Orthodox.inCheck(p, codes, us);
        int enemyKing = p.king(Search.other(us));
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            if (unstoppable >= 0 && feerie.piece.movement.Move.to(m) != unstoppable) continue;
            if (OrthodoxChecks.givesCheck(p, codes, m, enemyKing) || !Orthodox.legal(p, codes, m, checked)) continue;
            p.make(m);
            if (!Orthodox.hasLegalMove(p, codes, search.stack, end)) {
                path[depth] = m;
                found.add(java.util.Arrays.copyOf(path, depth + 1));
                any = true;
            }
            p.unmake(m);
        }
        return any;
    }

    /**
     * The last move under conditions, to a goal other than mate and check: each move the rules
     * offer is played once, its legality asked then and the goal after it (the legal moves first
     * and the goal after them played every move twice).
     */
    private boolean lastMovesPlayedOnce(int depth, int top) {
        var p = search.position;
        int us = p.sideToMove();
        int end = search.rules.candidateMoves(p, search.stack, top);
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            if (search.rules.legalAfter(p, us) && search.reached(goal, m, end)) {
                path[depth] = m;
                found.add(java.util.Arrays.copyOf(path, depth + 1));
                any = true;
            }
            p.unmake(m);
        }
        return any;
    }

    /** Makes the fail table big enough for searches of up to {@code halfMoves} half-moves. */
    public void reserve(int halfMoves) {
        // a proof game's reasoning leaves few positions to remember
        int bits = search.proofBound != null ? Math.min(PROOF_BITS, FailTable.bitsFor(halfMoves)) : FailTable.bitsFor(halfMoves);
        if (failed == null || failed.bits < bits) failed = new FailTable(bits);
        if (lastFailed == null) lastFailed = new FailTable(LAST_BITS);
    }

    /** All solutions of {@code halfMoves} half-moves from the current position, as move paths. */
    public List<int[]> solve(int halfMoves) { return solve(halfMoves, 0); }

    /** The same, using the move stack from {@code top} on (so that a caller's moves below it survive). */
    public List<int[]> solve(int halfMoves, int top) {
        found.clear();
        // no goal is reached without a move: h#0 and h=0 have no solution (py 4.104), and the
        // search below counts down to its last move
        if (halfMoves < 1 || limit < 1 || search.sideToPlayCanCaptureKing()) return new ArrayList<>();
        if (pruning && search.intelligent && halfMoves >= SHORT_INTELLIGENT && IntelligentHelp.applies(search, goal)) {
            List<int[]> lines = halfMoves >= INTELLIGENT_FROM ? IntelligentHelp.solve(search, goal, halfMoves, top)
                    : IntelligentHelp.solve(search, goal, halfMoves, top, SHORT_WORK_LIMIT);
            if (lines != null) {
                found.addAll(lines);
                return lines;
            }
        }
        // a proof game out of reach from the start (the shorter lengths Popeye tries too): no
        // table, no threads
        if (search.proofBound != null && !search.proofBound.possible(search.position, halfMoves)) return new ArrayList<>();
        reserve(halfMoves);
        // (a proof game under conditions keeps one thread, as it was measured)
        int threads = pruning && limit == Integer.MAX_VALUE && (search.orthodox != null || search.proofBound == null)
                ? RootSplit.threadsFor(search, halfMoves, PARALLEL_FROM) : 1;
        if (threads > 1) return parallel(halfMoves, top, threads);
        quietMove = false;
        play(halfMoves, 0, top);
        return new ArrayList<>(found);
    }

    /**
     * Below this many half-moves the plain search is the quicker (measured: BEISPIEL-intell-030,
     * h#3, 1.3 s plain against 2.8 s for its 56664 plans).
     */
    private static final int INTELLIGENT_FROM = 7;

    /**
     * From six half-moves the plans are tried when they come in few steps, and the plain search
     * takes over past them: where they are few the search towards them is the quicker, where they
     * are many the plain one. Measured (bench --corpus, one thread, CPU): BEISPIEL-intell-021 (h#3,
     * 26 and 20 thousand steps) 2.2 s plain against 0.4 s, intell-053 (281 and 49 thousand) 2.2
     * against 0.8, intell-040 (344, 281 and 187 thousand) 2.5 against 1.6; intell-030 (496 thousand
     * steps, 57138 plans) 0.5 s plain, 1.1 s when they were all built and searched. With the
     * check placed before the flights (issue 31, one thread, process CPU): intell-039 313 thousand
     * steps, 2.5 s against 3.0 s plain; intell-095 313 thousand, 2.3 against 2.75; intell-030 222
     * thousand, 2.1 against 2.4.
     */
    private static final int SHORT_INTELLIGENT = 6;
    private static final long SHORT_WORK_LIMIT = 400_000;

    /** Searches this deep are worth threads. */
    private static final int PARALLEL_FROM = 5;

    /**
     * The first moves shared out among threads, each with its own copy of the position and its own
     * solver, all with the one fail table (an entry read from it is always a whole key some thread
     * wrote, so sharing can lose entries but never invent one). The solutions are gathered by first
     * move in generation order: the same set as one thread finds.
     */
    private List<int[]> parallel(int halfMoves, int top, int threads) {
        int end = search.legal(top);
        int[] firsts = java.util.Arrays.copyOfRange(search.stack, top, end);
        List<List<int[]>> byFirst = RootSplit.run(firsts.length, threads, () -> {
            HelpSolver worker = new HelpSolver(search.copy(), goal, pruning);
            worker.failed = failed;
            worker.lastFailed = lastFailed;
            return i -> worker.afterFirst(firsts[i], halfMoves);
        });
        List<int[]> all = RootSplit.sortedLines(byFirst, search.orthodox());
        found.addAll(all);
        return all;
    }

    /** The solutions that start with {@code first} (legal in this solver's position). */
    private List<int[]> afterFirst(int first, int halfMoves) {
        found.clear();
        var p = search.position;
        path[0] = first;
        int end = search.legal(0);
        p.make(first);
        if (halfMoves == 1) {
            if (search.reached(goal, first, end)) found.add(new int[] {first});
        } else {
            quietMove = false;
            play(halfMoves - 1, 1, end);
        }
        p.unmake(first);
        return new ArrayList<>(found);
    }

    /**
     * The counting is asked down to the last move (measured: at one half-move left it still spares
     * more move generation than it costs, by 10 to 40 % on BEISPIEL-intell-004 and -053).
     */
    private static final int BOUND_FROM = 1;

    /** The fail table of a pruned proof game: 2^21 entries, 16 MB. */
    private static final int PROOF_BITS = 21;

    /** {@link #lastFailed}: 2^20 entries, 8 MB. */
    private static final int LAST_BITS = 20;

    /** Can the goal still be reached in {@code remaining} half-moves, by the counting of {@link FinalPositionBound}? */
    private boolean goalInReach(int remaining) {
        var p = search.position;
        int mover = p.sideToMove();
        int lastMover = remaining % 2 == 1 ? mover : Search.other(mover);
        int lastMoverMoves = lastMover == mover ? (remaining + 1) / 2 : remaining / 2;
        return bound.possible(p, Search.other(lastMover), lastMoverMoves, remaining - lastMoverMoves, mateGoal);
    }

    private final int[] unstoppableSquare = new int[32], onlyFree = new int[32];

    /**
     * Two half-moves before stalemate, the side to be stalemated to move: how many of its pieces
     * that no single move of the other side can stop ({@link Orthodox#unstoppable}) are certainly
     * still there after its move {@code m}? A king's move changes the king's lines, so it is never
     * counted out; any other move keeps every such piece but the one it moves and those whose only
     * free square it fills. With two or more the other side cannot stalemate: the move is not played.
     */
    private int stillUnstoppable(int m, int count, int king) {
        int from = feerie.piece.movement.Move.from(m), to = feerie.piece.movement.Move.to(m);
        if (from == king || feerie.piece.movement.Move.kind(m) == feerie.piece.movement.Move.CASTLING) return 0;
        int left = count;
        for (int j = 0; j < count; j++) if (unstoppableSquare[j] == from || onlyFree[j] == to) left--;
        return left;
    }

    /**
     * Does {@code m} leave what {@link FinalPositionBound} counts for the last move as it is: not
     * a move of the king, no capture, and neither its square of departure nor of arrival next to
     * the king (with no move left to it, the counting sees of the king's side only which of the
     * king's neighbours its units fill)?
     */
    private static boolean awayFromKing(feerie.position.Position p, int m, int king) {
        int from = feerie.piece.movement.Move.from(m), to = feerie.piece.movement.Move.to(m);
        int kind = feerie.piece.movement.Move.kind(m);
        if (from == king || kind == feerie.piece.movement.Move.CASTLING || kind == feerie.piece.movement.Move.EN_PASSANT) return false;
        if (p.at(to) != feerie.piece.Piece.EMPTY) return false;
        return kingDistance(from, king) > 1 && kingDistance(to, king) > 1;
    }

    private static int kingDistance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
    }

    /**
     * Did the move into the position {@link #play} is about to search take nothing? Then the
     * proof bound asks only the side that made it (see {@link ProofBound#possibleAfterQuietMove}).
     */
    private boolean quietMove;

    private boolean play(int remaining, int depth, int top) {
        search.checkTime();
        var p = search.position;
        // the last move to stalemate: first the cheap test of pieces no single move can stop
        // (below the first move the opponent has just made a legal move: he is not in check)
        boolean lastStalemate = remaining == 1 && stalemateGoal && (depth > 0 || !opponentAlreadyInCheck());
        int unstoppable = lastStalemate ? OrthodoxStalemate.unstoppable(p, search.orthodox, Search.other(p.sideToMove())) : -1;
        if (unstoppable == -2) return false;
        // a proof game's bound first: it cuts most nodes, from its own small cache, where the
        // fail table's probe is a miss in a large table (measured: 45 % of the time of a dia9);
        // its cuts stay out of the table, which keeps the search's own dead ends
        if (search.proofBound != null && !(quietMove ? search.proofBound.possibleAfterQuietMove(p, remaining)
                : search.proofBound.possible(p, remaining))) return false;
        FailTable table = remaining == 1 ? lastFailed : failed;
        long key = FailKey.of(p, byLastMove);
        if (table.contains(key, remaining)) return false;
        if (search.matingPiecesGone(remaining % 2 == 1 ? p.sideToMove() : Search.other(p.sideToMove()))) return false;
        if (remaining >= BOUND_FROM && bound != null && !goalInReach(remaining)) {
            table.add(key, remaining);
            return false;
        }
        if (remaining == 1 && (checkingGoal || lastStalemate)) {
            boolean any = checkingGoal ? lastCheckingMoves(depth, top) : lastStalemateMoves(depth, top, unstoppable);
            if (!any) table.add(key, 1);
            return any;
        }
        if (remaining == 1 && limit == Integer.MAX_VALUE && search.rules instanceof feerie.condition.ConditionRules) {
            boolean any = lastMovesPlayedOnce(depth, top);
            if (!any) table.add(key, 1);
            return any;
        }
        int end = search.legal(top);
        if (limit != Integer.MAX_VALUE) popeyeOrder(top, end, remaining == 1);
        boolean any = false;
        int stuck = remaining == 2 && stalemateGoal ? OrthodoxStalemate.unstoppableWithFreeSquares(p, search.orthodox, p.sideToMove(), unstoppableSquare, onlyFree) : 0;
        int king = p.king(p.sideToMove());
        // two half-moves before the goal: the counting for the last move, asked once here for
        // every move that leaves the king's box and the other side's units as they are
        boolean lastOutOfReach = remaining == 2 && bound != null && king >= 0
                && !bound.possible(p, p.sideToMove(), 1, 0, mateGoal);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            if (stuck >= 2 && stillUnstoppable(m, stuck, king) >= 2) continue;
            if (lastOutOfReach && awayFromKing(p, m, king)) continue;
            path[depth] = m;
            // a move that takes nothing leaves the other side's units, and its need, as they were
            quietMove = feerie.piece.movement.Move.kind(m) != feerie.piece.movement.Move.EN_PASSANT && p.at(feerie.piece.movement.Move.to(m)) == feerie.piece.Piece.EMPTY;
            p.make(m);
            if (remaining == 1) {
                if (search.reached(goal, m, end)) {
                    found.add(java.util.Arrays.copyOf(path, depth + 1));
                    any = true;
                }
            } else if (play(remaining - 1, depth + 1, end)) {
                any = true;
            }
            p.unmake(m);
            if (found.size() >= limit) return true;
        }
        if (!any) table.add(key, remaining);
        return any;
    }
}
