package feerie.solve.battle;

import feerie.piece.movement.Move;
import feerie.solve.Search;
import feerie.stipulation.Goal;

/**
 * The decision procedure of battle play: can the attacker force the stipulation in at most n of
 * his moves, whatever the defender does?
 *
 * <ul>
 *   <li>direct (#n): the attacker's own move reaches the goal;</li>
 *   <li>self (s#n): after the attacker's n-th move every defence reaches the goal (the defender
 *       is forced to mate), and there is at least one;</li>
 *   <li>semi-reflex: the defender must reach the goal whenever he can, so a defender's turn with
 *       a goal move in it is won for the attacker; at the end the defender must merely be able to;</li>
 *   <li>reflex (r#n): the same, and the attacker too must reach the goal when he can, which
 *       ruins his play.</li>
 * </ul>
 * "At most n": a defence that reaches the goal early (self, reflex) or a mate before the last
 * move (direct) is a win. Results of attacker-to-move positions are remembered by hash.
 */
public final class BattleSolver {
    public enum Kind { DIRECT, SELF, REFLEX, SEMI_REFLEX }

    final Search search;
    final Goal goal;
    final Kind kind;
    /** exact-: the stipulation must be met in exactly n moves, no sooner. */
    final boolean exact;
    /** Shared with the copies for other threads ({@link #copyFor}). */
    private final ResultTable table;
    /**
     * Popeye's options that narrow the attacker's choice (each off at its default):
     * "threat n" (direct play): a quiet move with n or more moves still to follow must
     * threaten mate in at most n (py 4.104 drops 1.Qc1-f4 from the tries of a #2 with threat 1);
     * "maxflightsquares n": after the move the defending king has at most n flights;
     * "nontrivial n m": a defence is non-trivial if the attacker cannot win in m moves after it.
     * After each attacker move with more than m moves to follow, one non-trivial defence is free
     * and each further one is paid from the n the whole line may spend (as Popeye counts them:
     * "nontrivial 0 0" admits only lines where every defence is forced).
     * Moves that fail are not tried at all (neither keys nor tries).
     */
    private int maxThreat = Integer.MAX_VALUE, maxFlights = Integer.MAX_VALUE;
    private int nonTrivialLeft = Integer.MAX_VALUE, trivialLength;
    private boolean filtered;
    /**
     * Per remaining length: the last attacker move that won and the last defence that refuted
     * (sized for the longest stipulation the reader accepts, #1000 included).
     */
    private final int[] winKiller = new int[feerie.stipulation.Stipulation.MAX_MOVES + 2],
            refutationKiller = new int[feerie.stipulation.Stipulation.MAX_MOVES + 2];
    /** The selfmate's last move: defences that refute most attacking moves unplayed. */
    private final StandingRefutations refutations;
    /** The order in which moves are tried (killers, checks, fewest replies); its own scratch. */
    private final BattleMoveOrder order;

    public BattleSolver(Search search, Goal goal, Kind kind) { this(search, goal, kind, false); }

    public BattleSolver(Search search, Goal goal, Kind kind, boolean exact) { this(search, goal, kind, exact, ResultTable.sized()); }

    /** A solver for a stipulation of {@code moves} moves, its result table sized for it ({@link ResultTable#sized(int)}). */
    public BattleSolver(Search search, Goal goal, Kind kind, boolean exact, int moves) {
        this(search, goal, kind, exact, ResultTable.sized(moves));
    }

    private BattleSolver(Search search, Goal goal, Kind kind, boolean exact, ResultTable table) {
        this.search = search;
        this.table = table;
        this.refutations = new StandingRefutations(search);
        this.goal = goal;
        this.kind = kind;
        this.exact = exact;
        this.order = new BattleMoveOrder(search);
        this.checkOnlyReflexEnd = (kind == Kind.REFLEX || kind == Kind.SEMI_REFLEX) && search.orthodox()
                && (goal.type() == feerie.stipulation.GoalType.MATE || goal.type() == feerie.stipulation.GoalType.CHECK);
    }

    /** Reflex play in orthodox chess to a goal only a check reaches: its last defence is found among the checks ({@link #defend}). */
    private final boolean checkOnlyReflexEnd;

    /**
     * The size of the result tables of the battle solvers made from now on: {@code mb} megabytes,
     * 0 for none (every position searched again: slower, the same answers), negative for the default.
     */
    public static void hashMegabytes(int mb) { ResultTable.setMegabytes(mb); }

    /**
     * A solver for another thread on {@code other} (a copy of this solver's search): the same
     * problem and options, the same result table, its own move ordering and scratch. Made while
     * no move is being searched.
     */
    BattleSolver copyFor(Search other) {
        BattleSolver c = new BattleSolver(other, goal, kind, exact, table);
        c.quodlibet = quodlibet;
        c.maxThreat = maxThreat;
        c.maxFlights = maxFlights;
        c.nonTrivialLeft = nonTrivialLeft;
        c.trivialLength = trivialLength;
        c.filtered = filtered;
        return c;
    }

    /** Popeye's option "quodlibet": in self and reflex play the attacker also wins by reaching the goal himself. */
    private boolean quodlibet;

    public void quodlibet() { quodlibet = true; }

    /** KeepMatingPiece, the attacker to move: can the side that is to mate no longer do it? */
    private boolean matingPiecesGone() {
        int attacker = search.position.sideToMove(), defender = Search.other(attacker);
        if (kind == Kind.DIRECT) return search.matingPiecesGone(attacker);
        return search.matingPiecesGone(defender) && (!quodlibet || search.matingPiecesGone(attacker));
    }

    /** Does the attacker win by reaching the goal with his own move (direct play, or quodlibet)? */
    boolean attackerGoal() { return kind == Kind.DIRECT || quodlibet; }

    /**
     * The goal is tested after the attacker's move, one of his {@code n}: exact play "not mate"
     * ("3:3a[!#]d") is not tested before its last move, it goes on (py 4.104, BEISPIEL-sford-13).
     */
    boolean attackerGoal(int n) {
        return attackerGoal() && !(exact && n > 1 && goal.type() == feerie.stipulation.GoalType.NOT_MATE);
    }

    /** Only attacking moves that threaten to win in at most {@code n} moves are tried (as py 4.104). */
    public void limitThreats(int n) {
        maxThreat = n;
        filtered = true;
    }

    /** Only attacking moves after which the defending king has at most {@code n} flights are tried. */
    public void limitFlights(int n) {
        maxFlights = n;
        filtered = true;
    }

    /** Only attacking moves that leave at most {@code n} defences not answered by a win in {@code m} are tried. */
    public void limitNonTrivial(int n, int m) {
        nonTrivialLeft = n;
        trivialLength = m;
        filtered = true;
    }

    /**
     * After the attacker's move {@code m} as one of his {@code n} moves: is it tried at all?
     * (Always, unless an option narrows the choice.)
     */
    public boolean tried(int m, int n, int top) { return narrowing(m, n, top) != NOT_TRIED; }

    private static final int NOT_TRIED = Integer.MAX_VALUE;

    /** {@link #tried}, answered as {@link #NOT_TRIED} or as the non-trivial defences the move spends ({@link #nonTrivialSpent}). */
    private int narrowing(int m, int n, int top) {
        if (!filtered || n <= 1 || attackerGoal(n) && search.reached(goal, m, top)) return 0;
        var p = search.position;
        if (!threatensWithinLimit(n, top)) return NOT_TRIED;
        if (maxFlights != Integer.MAX_VALUE && flights(top) > maxFlights) return NOT_TRIED;
        int spent = nonTrivialSpent(n, top);
        return spent > nonTrivialLeft ? NOT_TRIED : spent;
    }

    /**
     * Option Threat, the defender to move after an attacker's move with {@code n} moves (it
     * included): a quiet move with more than the limit to follow must threaten to win within it.
     * In self play py 4.104 counts the defender's last move too: "Threat t" there admits
     * threats of t - 1 moves (s#3 Threat 2: a key threatening s#1 stands, one threatening s#2
     * or nothing goes; s#2 Threat 1 keeps no key). Reflex play counts as direct play (r#2
     * Threat 1: a key threatening r#1 stands, one threatening nothing goes), unless the defender
     * must reach the goal at once (TESTS-battle_play-36 with the option).
     */
    public boolean threatensWithinLimit(int n, int top) {
        if (maxThreat == Integer.MAX_VALUE || n - 1 < maxThreat || search.inCheck()) return true;
        // reflex play: a defender who must reach the goal now ends the play, no threat asked
        if (kind == Kind.REFLEX || kind == Kind.SEMI_REFLEX) {
            if (anyDefenceReachesGoal(top, search.legal(top))) return true;
        }
        var p = search.position;
        p.make(Move.NULL);
        boolean threat = attack(kind == Kind.SELF ? maxThreat - 1 : maxThreat, top);
        p.unmake(Move.NULL);
        return threat;
    }

    /**
     * With "nontrivial", after an attacker's move with {@code n} moves (it included) and the
     * defender to move: the non-trivial defences beyond the first, counted only as far as needed
     * to exceed what is left (0 where the option does not apply).
     */
    int nonTrivialSpent(int n, int top) {
        if (nonTrivialLeft == Integer.MAX_VALUE || n - 1 <= trivialLength) return 0;
        var p = search.position;
        int end = search.legal(top), spent = -1;
        for (int i = top; i < end && spent <= nonTrivialLeft; i++) {
            int d = search.stack[i];
            p.make(d);
            // a selfmate's defence that mates at once ends the play won: Popeye counts it trivial
            boolean trivial = kind == Kind.SELF && !exact && search.reached(goal, d, end)
                    || trivialLength > 0 && attack(trivialLength, end);
            if (!trivial) spent++;
            p.unmake(d);
        }
        return spent;
    }

    /** Pays {@code spent} non-trivial defences (see {@link #nonTrivialSpent}) for the play below a move; {@code -spent} refunds them. */
    void spendNonTrivial(int spent) {
        if (nonTrivialLeft != Integer.MAX_VALUE) nonTrivialLeft -= spent;
    }

    /** The defending king's flights: the squares its legal moves go to. */
    private int flights(int top) {
        var p = search.position;
        int king = p.king(p.sideToMove());
        if (king < 0) return 0;
        int end = search.legal(top);
        long seen = 0;
        int count = 0;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            if (Move.from(m) != king || Move.kind(m) == Move.CASTLING) continue;
            int to = Move.to(m);
            if (to < 64 && (seen >>> to & 1) != 0) continue;
            if (to < 64) seen |= 1L << to;
            count++;
        }
        return count;
    }

    /** Attacker to move: does he force the stipulation in at most {@code n} moves? */
    public boolean attack(int n, int top) {
        if (n <= 0) return false;
        search.checkTime();
        var p = search.position;
        if (matingPiecesGone()) return false;
        // exact play is not monotone in n: its results are kept per length
        long key = exact ? p.hash() ^ n * 0x9E3779B97F4A7C15L : p.hash();
        // what a line may still spend on non-trivial defences is part of the position searched
        if (nonTrivialLeft != Integer.MAX_VALUE) key ^= (nonTrivialLeft + 2) * 0xC2B2AE3D27D4EB4FL;
        int known = table.lookup(key, n);
        if (known != 0) return known > 0;
        if (n == 1 && kind == Kind.DIRECT && goal.type() == feerie.stipulation.GoalType.MATE) {
            boolean wins = mateInOne(top);
            table.store(key, n, wins);
            return wins;
        }
        if (n > 1 && !exact && attack(n - 1, top)) return true;  // the short win, found cheaply, and remembered
        int end = search.legal(top);
        boolean wins = false;
        if (kind == Kind.REFLEX && attackerMustReachGoal(top, end)) {
            wins = false;
        } else {
            // the selfmate's last move: most moves are refuted unplayed
            boolean standing = n == 1 && kind == Kind.SELF && !attackerGoal() && search.orthodox()
                    && goal.type() == feerie.stipulation.GoalType.MATE;
            if (standing) refutations.find(end);
            if (kind == Kind.DIRECT && n >= 2) order.checksFirst(top, end);
            order.tryFirst(winKiller[n], top, end);
            for (int i = top; i < end && !wins; i++) {
                int m = search.stack[i];
                if (standing && refutations.refutes(m)) continue;
                p.make(m);
                wins = afterAttack(m, n, end);
                p.unmake(m);
                if (wins) winKiller[n] = m;
            }
        }
        table.store(key, n, wins);
        return wins;
    }

    /** Mate in one, the leaf of every directmate: the first checking move that mates (see {@link Search#checkingGoalMoves}). */
    private boolean mateInOne(int top) {
        return search.checkingGoalMoves(goal, top, recordMate, mateKiller);
    }

    /** The move that mated last in {@link #mateInOne}, tried first there. */
    private int mateKiller = Move.NULL;

    /** Stops at the first mating move and keeps it as {@link #mateKiller} (one object, made once). */
    private final Search.GoalMoves recordMate = m -> {
        mateKiller = m;
        return false;
    };

    /** After the attacker's move {@code m} (one of his {@code n} moves): is the play won? */
    public boolean afterAttack(int m, int n, int top) {
        if (attackerGoal(n) && search.reached(goal, m, top)) return !exact || n == 1;
        int spent = narrowing(m, n, top);
        if (spent == NOT_TRIED) return false;
        spendNonTrivial(spent);
        boolean won = defend(n - 1, top);
        spendNonTrivial(-spent);
        return won;
    }

    /** Defender to move, the attacker keeping {@code n} moves: does every defence lose? */
    boolean defend(int n, int top) {
        var p = search.position;
        if (kind == Kind.SELF && n == 0) return allDefencesReachGoal(top);
        // reflex play's end: the attacker wins if the defender has a move reaching the goal; in
        // orthodox chess, with a goal only a check reaches, only the moves predicted to check are
        // played and only they are tested for legality (the same answer as the legal moves' test)
        if (n == 0 && checkOnlyReflexEnd) return search.checkingGoalMoves(goal, top, Search.FIRST);
        int end = search.legal(top);
        if (end == top) return false;
        if (kind == Kind.DIRECT) {
            if (n == 0) return false;
        } else if (kind == Kind.SELF) {
            // n == 0 was answered above
        } else {
            // the defender must reach the goal when he can: that ends the play, which in exact
            // play is a win only at its very end
            if (anyDefenceReachesGoal(top, end)) return !exact || n == 0;
            if (n == 0) return false;
        }
        if (n >= 2 && order.countsReplies()) order.fewestRepliesFirst(top, end);
        else order.tryFirst(refutationKiller[n], top, end);
        for (int i = top; i < end; i++) {
            int d = search.stack[i];
            p.make(d);
            boolean lost = (kind == Kind.SELF && !exact && search.reached(goal, d, end)) || attack(n, end);
            p.unmake(d);
            if (!lost) {
                refutationKiller[n] = d;
                return false;
            }
        }
        return true;
    }

    /** The shortest win in at most {@code n} moves for the attacker to move, or {@code n + 1}. */
    public int attackLength(int n, int top) {
        if (exact) return attack(n, top) ? n : n + 1;
        for (int k = 1; k <= n; k++) if (attack(k, top)) return k;
        return n + 1;
    }

    /** After the attacker's move {@code m}: the shortest number of his moves (m included) that wins, at most n, else n + 1. */
    int lengthAfterAttack(int m, int n, int top) {
        if (exact) return afterAttack(m, n, top) ? n : n + 1;
        for (int k = 1; k <= n; k++) if (afterAttack(m, k, top)) return k;
        return n + 1;
    }

    /**
     * The selfmate's end: the defender has a legal move and every one reaches the goal. The move
     * that refuted last time is tried first.
     */
    boolean allDefencesReachGoal(int top) {
        int missing = search.moveMissingGoal(goal, top, refutationKiller[0]);
        if (missing >= 0) refutationKiller[0] = missing;
        return missing == Search.ALL_REACH;
    }

    boolean anyDefenceReachesGoal(int top, int end) { return search.movesReachGoal(goal, top, end, false); }

    /** Reflex play: the attacker has a move reaching the goal, so he must play it and fails. */
    boolean attackerMustReachGoal(int top, int end) { return search.movesReachGoal(goal, top, end, false); }

    /** True if the defender, to move, may pass (a null move does not leave him in check). */
    boolean canPass() { return !search.inCheck(); }
}
