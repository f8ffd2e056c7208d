package feerie.solve.intelligent;

import feerie.piece.Side;
import feerie.rules.Rules;
import feerie.solve.Orthodox;
import feerie.solve.RootSplit;
import feerie.solve.Search;
import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Help play to mate or stalemate in intelligent mode: the plans of {@link FinalPositions}, then a
 * {@link TargetSearch} towards each, the plans shared out among the cores. The solutions are the
 * same set as the plain search finds (PruningEquivalenceTest compares), gathered by first move in
 * the order of the moves and sorted under each.
 */
public final class IntelligentHelp {
    private IntelligentHelp() {}

    /** Plans are built up to this many steps; past it the caller searches without them. */
    private static final long WORK_LIMIT = 20_000_000;

    /** -Dfeerie.trace.intelligent=true: plan counts and times on stderr. */
    private static final boolean TRACE = Boolean.getBoolean("feerie.trace.intelligent");

    /**
     * Can intelligent mode solve this? Orthodox chess (holes allowed, {@link #onlyHoles}), mate or
     * stalemate, orthodox units and both kings. A castling still open is counted as the king's move with the rook riding free
     * ({@link Units}).
     */
    public static boolean applies(Search search, Goal goal) {
        var p = search.position;
        if (p.hasNeutrals()) return false;
        if (search.orthodox == null && !(onlyHoles(search.rules) && Orthodox.applies(p, Rules.ORTHODOX))) return false;
        if (goal.type() != GoalType.MATE && goal.type() != GoalType.STALEMATE) return false;
        if (p.geometry.files != 8 || p.geometry.ranks != 8) return false;
        return new Units(p).known();
    }

    /**
     * Orthodox chess on a board with holes (the condition Hole, which Popeye's intelligent mode
     * knows: BEISPIEL-intell-107, -hpint-117): the holes stand in the plans as squares no unit
     * takes, that stop lines and are no flights; the distances of the empty board stay lower
     * bounds, since a hole only lengthens a way. Not HaanerChess, whose holes come with the moves.
     */
    static boolean onlyHoles(Rules rules) {
        if (!(rules instanceof feerie.condition.ConditionRules cr)) return false;
        for (var c : cr.conditions().conditions())
            if (!(c instanceof feerie.condition.legality.Hole h) || h.leavesHoles()) return false;
        return true;
    }

    /**
     * Every line of {@code halfMoves} half-moves from the current position whose last move reaches
     * the goal, or null when there are too many plans (the caller then searches without them).
     */
    public static List<int[]> solve(Search search, Goal goal, int halfMoves, int top) { return solve(search, goal, halfMoves, top, WORK_LIMIT); }

    /** The same, giving up (null) past {@code workLimit} steps of building the plans. */
    public static List<int[]> solve(Search search, Goal goal, int halfMoves, int top, long workLimit) {
        int mover = search.position.sideToMove();
        int attacker = halfMoves % 2 == 1 ? mover : Side.opponent(mover);
        int attackerMoves = attacker == mover ? (halfMoves + 1) / 2 : halfMoves / 2;
        return solve(search, goal, attacker, attackerMoves, halfMoves - attackerMoves, top, null, workLimit,
                (worker, plan, salt, lines) -> worker.run(plan[0], plan[1], salt, halfMoves, lines));
    }

    /**
     * Series help play (ser-h#n, ser-h=n): every series of {@code n} moves of the side to move
     * after which the other side reaches the goal in one move, as paths without the passes; or
     * null as for {@link #solve}. {@code kept}: the plans of the longest series, built at the first
     * length asked and filtered for the others (or null).
     */
    public static List<int[]> solveSeries(Search search, Goal goal, int n, SeriesPlans kept) {
        int attacker = Side.opponent(search.position.sideToMove());
        return solve(search, goal, attacker, 1, n, 0, kept, WORK_LIMIT, (worker, plan, salt, lines) -> worker.runSeries(plan[0], plan[1], salt, n, lines));
    }

    /**
     * The plans of one diagram for the lengths of a series, which is solved 1, 2, ... n moves long:
     * built once for the longest, then for each length those whose defending units' moves fit
     * it. That is the very set the enumeration makes for the shorter length: it places unit after
     * unit in an order that does not depend on the moves, and a longer budget only lets more
     * placements through (each partial plan of a plan that fits fits too).
     */
    public static final class SeriesPlans {
        private final int longest;
        private long key;
        private int builtFor = -1;
        private List<int[][]> plans;
        /**
         * The units the plans number: those of the diagram when they were built (a new count of
         * the same diagram may number them otherwise, its piece lists reordered by the moves
         * tried since: under conditions a legality test plays them, BEISPIEL-hpint-117).
         */
        private Units units;
        /** The longest had too many plans: each length builds its own. */
        private boolean tooMany;

        public SeriesPlans(int longest) { this.longest = longest; }
    }

    /**
     * Reciprocal help play (reci-h): the lines of {@code halfMoves} half-moves towards the help
     * goal's plans, handed over to the ending that {@code endings} makes (one per thread) two
     * half-moves before that goal; or null as for {@link #solve}.
     */
    public static List<int[]> solveReciprocal(Search search, Goal helpGoal, int halfMoves, java.util.function.Function<Search, Ending> endings) {
        int mover = search.position.sideToMove();
        int attacker = halfMoves % 2 == 1 ? mover : Side.opponent(mover);
        int attackerMoves = attacker == mover ? (halfMoves + 1) / 2 : halfMoves / 2;
        return solve(search, helpGoal, attacker, attackerMoves, halfMoves - attackerMoves, 0, null, WORK_LIMIT, (worker, plan, salt, lines) -> {
            if (worker.ending() == null) worker.ending(endings.apply(worker.search()));
            worker.run(plan[0], plan[1], salt, halfMoves, lines);
        });
    }

    /**
     * Where a search towards a plan hands over before the goal: reciprocal help play searches
     * towards the help goal's plans only up to the position where both endings must work, and
     * lets the ending find them all there.
     */
    public interface Ending {
        /** Half-moves before the goal at which to hand over. */
        int halfMoves();

        /** Adds the lines that end from here (the first {@code depth} moves of {@code path} lead here); are there any? */
        boolean finish(int[] path, int depth, int top, List<int[]> out);
    }

    /** Runs one plan's search, adding the lines found. */
    private interface PlanSearch { void run(TargetSearch worker, int[][] plan, long salt, List<int[]> lines); }

    /**
     * For stalemate every defending unit is placed, and the plans multiply with their number: with
     * more than this many besides the king the plain search is the quicker (measured: BEISPIEL-
     * hpint-052, ser-h=8 with nine black units, 20 million steps of building against 3.3 s of plain
     * search; hpint-107 and -031, seven units, 1.4 to 3 million steps and 4 to 7 times faster).
     */
    private static final int STALEMATE_UNITS = 8;

    private static List<int[]> solve(Search search, Goal goal, int attacker, int attackerMoves, int defenderMoves, int top,
            SeriesPlans kept, long workLimit, PlanSearch planSearch) {
        int defenderUnits = search.position.pieceCount(Side.opponent(attacker)) - 1;
        if (goal.type() == GoalType.STALEMATE && defenderUnits > STALEMATE_UNITS) return null;
        long start = System.nanoTime();
        Units units = new Units(search.position);
        List<int[][]> plans;
        long key = search.position.hash() ^ search.position.sideToMove() * 0x9E3779B97F4A7C15L ^ goal.type().ordinal() * 31L + attacker;
        if (kept != null && kept.key == key && kept.builtFor >= defenderMoves) {
            plans = new ArrayList<>();
            units = kept.units;
            for (int[][] plan : kept.plans) if (plan[2][0] <= defenderMoves) plans.add(plan);
        } else if (kept != null && kept.longest > defenderMoves && !(kept.key == key && kept.tooMany)) {
            kept.key = key;
            kept.builtFor = -1;
            kept.units = units;
            kept.plans = build(search, units, goal, attacker, attackerMoves, kept.longest, workLimit);
            kept.tooMany = kept.plans == null;
            if (kept.tooMany) return solve(search, goal, attacker, attackerMoves, defenderMoves, top, kept, workLimit, planSearch);
            kept.builtFor = kept.longest;
            return solve(search, goal, attacker, attackerMoves, defenderMoves, top, kept, workLimit, planSearch);
        } else {
            plans = build(search, units, goal, attacker, attackerMoves, defenderMoves, workLimit);
            if (plans == null) return null;
        }
        long built = System.nanoTime();
        // then searched, a plan at a time, on all cores
        Units numbered = units;
        List<List<int[]>> byPlan = RootSplit.run(plans.size(), RootSplit.threads(), () -> {
            TargetSearch worker = new TargetSearch(search.copy(), numbered, goal);
            return i -> {
                List<int[]> lines = new ArrayList<>();
                long t0 = TRACE ? System.nanoTime() : 0;
                planSearch.run(worker, plans.get(i), salt(i), lines);
                if (TRACE && System.nanoTime() - t0 > 200_000_000L)
                    System.err.printf("slow plan %.2f s: %s %s%n", (System.nanoTime() - t0) / 1e9, Arrays.toString(plans.get(i)[0]), Arrays.toString(plans.get(i)[1]));
                return lines;
            };
        });
        if (TRACE) System.err.printf("intelligent %d+%d: %d plans, in %.2f s, searched in %.2f s%n", attackerMoves, defenderMoves,
                plans.size(), (built - start) / 1e9, (System.nanoTime() - built) / 1e9);
        return ordered(search, byPlan, top);
    }

    /**
     * Every plan for these moves, each as its units' squares, their kinds and the defending units'
     * moves on an empty board ({@code [2][0]}); null when there are too many.
     */
    private static List<int[][]> build(Search search, Units units, Goal goal, int attacker, int attackerMoves, int defenderMoves, long workLimit) {
        int defender = Side.opponent(attacker);
        boolean mate = goal.type() == GoalType.MATE;
        int[] kingSquares = FinalPositions.kingSquares(units, defender, defenderMoves);
        var steps = new java.util.concurrent.atomic.AtomicLong();
        long start = System.nanoTime();
        List<List<int[][]>> plansByKing;
        try {
            // the plans for each square of the defending king, built on all cores
            plansByKing = RootSplit.run(kingSquares.length, RootSplit.threads(), () -> {
                List<int[][]> plans = new ArrayList<>();
                var enumeration = new FinalPositions(units, defender, attackerMoves, defenderMoves, mate, workLimit,
                        (sq, kind) -> plans.add(new int[][] {sq.clone(), kind.clone(), {defenderCost(units, defender, sq, kind)}}));
                enumeration.clock(search::checkTime);
                return i -> {
                    plans.clear();
                    long before = enumeration.work();
                    enumeration.run(kingSquares[i]);
                    steps.addAndGet(enumeration.work() - before);
                    return new ArrayList<>(plans);
                };
            });
        } catch (FinalPositions.TooMany e) {
            return null;
        }
        List<int[][]> plans = new ArrayList<>();
        plansByKing.forEach(plans::addAll);
        if (TRACE) System.err.printf("intelligent %d+%d: %d plans (%d steps) built in %.2f s%n", attackerMoves, defenderMoves,
                plans.size(), steps.get(), (System.nanoTime() - start) / 1e9);
        return plans;
    }

    /** The moves the defending units placed by a plan need on an empty board. */
    private static int defenderCost(Units units, int defender, int[] square, int[] kind) {
        int sum = 0;
        for (int u = 0; u < units.count; u++) if (units.colour[u] == defender && square[u] >= 0) sum += units.costFromHome(u, kind[u], square[u]);
        return sum;
    }

    /**
     * A random-looking key for plan {@code i}, mixed into the position keys of its fail table so
     * that one plan's failures are never taken for another's (a plain multiple of a constant
     * would not do: the table mixes the depth in the same way, and the two could cancel).
     */
    private static long salt(long i) {
        long z = (i + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }

    /** The lines found, each once, by first move in generation order and sorted under each. */
    private static List<int[]> ordered(Search search, List<List<int[]>> byPlan, int top) {
        int end = search.legal(top);
        int[] firsts = Arrays.copyOfRange(search.stack, top, end);
        List<List<int[]>> byFirst = new ArrayList<>();
        for (int i = 0; i < firsts.length; i++) byFirst.add(new ArrayList<>());
        var seen = new java.util.HashSet<List<Integer>>();
        for (List<int[]> lines : byPlan) {
            for (int[] line : lines) {
                if (!seen.add(Arrays.stream(line).boxed().toList())) continue;
                for (int i = 0; i < firsts.length; i++) if (firsts[i] == line[0]) byFirst.get(i).add(line);
            }
        }
        return RootSplit.sortedLines(byFirst);
    }
}
