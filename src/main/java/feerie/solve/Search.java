package feerie.solve;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.rules.Rules;
import feerie.stipulation.Goal;

/**
 * What every solver needs: the position, the rules, one preallocated move stack, and goal tests.
 * Not shared between threads.
 */
public final class Search {
    public final Position position;
    public final Rules rules;
    public final int[] stack = new int[1 << 21];
    private final long deadline;
    /** Orthodox shortcuts, or null when the position or rules are not orthodox. */
    public final Orthodox.Codes orthodox;

    public Search(Position position, Rules rules, long deadlineNanos) { this(position, rules, deadlineNanos, true); }

    /** {@code shortcuts} false: never the orthodox shortcuts (the plain search, for comparison in tests). */
    public Search(Position position, Rules rules, long deadlineNanos, boolean shortcuts) {
        this.position = position;
        this.rules = rules;
        this.deadline = deadlineNanos;
        this.orthodox = shortcuts && Orthodox.applies(position, rules) ? new Orthodox.Codes(position) : null;
    }

    /** An independent search on a copy of the position (for another thread), with the same deadline. */
    public Search copy() {
        Search s = new Search(position.copy(), rules, deadline, orthodox != null);
        s.keepMatingPiece = keepMatingPiece;
        s.intelligent = intelligent;
        s.proofTarget = proofTarget;
        s.proofBound = proofBound == null ? null : proofBound.copy();
        return s;
    }

    /**
     * Popeye's option KeepMatingPiece: play is cut off once the side that is to mate has no piece
     * left but its king (a lone king mates nobody, so in orthodox chess this only saves time).
     */
    public boolean keepMatingPiece;

    /** The diagram a proof game (dia, a=>b) must reach, null in other play. */
    public feerie.solve.proof.ProofTarget proofTarget;

    /** The reasoning that cuts proof games short (null: plain search), see docs/proof-games.md. */
    public feerie.solve.proof.ProofBound proofBound;

    /** Popeye's option Intelligent: help play to mate or stalemate builds the final positions first (see solve.intelligent). */
    public boolean intelligent;

    /** With {@link #keepMatingPiece}: has {@code side} lost every piece that could mate? */
    public boolean matingPiecesGone(int side) {
        if (!keepMatingPiece) return false;
        // neutral units mate for either side
        return position.pieceCount(side) + position.neutralCount() <= (position.king(side) >= 0 ? 1 : 0);
    }

    /** Are the orthodox shortcuts in use? */
    public boolean orthodox() { return orthodox != null; }

    /** Legal moves of the side to move written at {@code top}; returns the end index. */
    public int legal(int top) {
        if (orthodox != null) return Orthodox.legalMoves(position, orthodox, stack, top);
        return rules.legalMoves(position, stack, top);
    }

    /**
     * Could the side to move capture the enemy king (the side not to move in check)? Popeye then
     * refuses the position ("the side to play can capture the king") and plays nothing (py 4.104,
     * h#2 with the white king in check and Black to play). Under fairy conditions "in check" is
     * the conditions' own: Circe, Madrasi, Maximummer refuse an attacked king, AntiKings one that
     * is not attacked (py 4.104, #1, h#1, s#1 and ser-h#2 under each); under VogtlaenderChess a
     * side without a king is in check when the other king is attacked.
     */
    public boolean sideToPlayCanCaptureKing() {
        int them = other(position.sideToMove());
        if (orthodox != null) return Orthodox.inCheck(position, orthodox, them);
        int king = them;
        if (position.conditions() instanceof feerie.condition.ConditionSet cs) {
            if (cs.conditions().stream().anyMatch(feerie.condition.Condition::allowsDiagramCheck)) return false;
            if (cs.conditions().stream().anyMatch(feerie.condition.Condition::checkIsOnTheOpponentsKing)) king = position.sideToMove();
        }
        return position.king(king) >= 0 && position.inCheck(them);
    }

    /** True if the side to move has a legal move; stops at the first one found. */
    public boolean hasLegalMove(int top) { return hasLegalMove(top, rules); }

    /**
     * In check: has the side to move a move out of it, as the rules' mate test counts moves
     * (UltraSchachZwang's obligation to check does not bind there)? "#" is written by it too.
     */
    public boolean escapesMate(int top) {
        if (orthodox == null && rules.redefinesMate()) return rules.escapesMate(position, stack, top);
        return hasLegalMove(top, rules.mateTestRules());
    }

    private boolean hasLegalMove(int top, Rules rules) {
        if (orthodox != null) return Orthodox.hasLegalMove(position, orthodox, stack, top);
        // a selection may leave a side in check no move at all (a super-transmuting king's)
        if (rules.selectionMayLeaveNone(position)) return rules.hasLegalMove(position, stack, top);
        // a test's own conditions generate the moves (RepublicanChess Type1's mate test)
        if (rules instanceof feerie.condition.ConditionRules cr && cr.isTestForm()) return cr.hasLegalMove(position, stack, top);
        // fairy pieces without conditions: one generation is cheap, and unit by unit cost more
        // (BEISPIEL-nontriv-04, equihoppers s#21: 5.7 s whole, 7.8 s unit by unit)
        if (!(rules instanceof feerie.condition.ConditionRules)) {
            int end = MoveGenerator.generate(position, stack, top);
            int shortcut = end > top ? rules.legalityShortcut(position) : Rules.NO_SHORTCUT;
            for (int i = top; i < end; i++) if (rules.legal(position, stack[i], shortcut)) return true;
            return false;
        }
        // unit by unit: the first legal move answers, and most positions have one among the
        // first unit's moves, so the others are not generated (under conditions and with fairy
        // pieces a generation costs much: a Dob's hops each play a trial, EXAMPLES-dob-01)
        int units = feerie.position.UnitMoves.units(position, stack, top);
        int shortcut = UNASKED;
        for (int u = top; u <= units; u++) {
            int end = u < units ? feerie.position.UnitMoves.movesOf(position, stack[u], stack, units)
                    : feerie.position.UnitMoves.castlings(position, stack, units);
            for (int i = units; i < end; i++) {
                if (shortcut == UNASKED) shortcut = rules.legalityShortcut(position);
                if (rules.legal(position, stack[i], shortcut)) return true;
            }
        }
        return false;
    }

    /** {@link #hasLegalMove}: the legality shortcut not yet asked (it costs an attack test). */
    private static final int UNASKED = Integer.MIN_VALUE;

    /** Is the side to move stalemated in the rules' own way, in check or not (Paralysing pieces)? */
    private boolean stalematedOtherwise() {
        return orthodox == null && rules.redefinesStalemate() && rules.stalematedOtherwise(position);
    }

    public boolean inCheck() {
        if (orthodox != null) return Orthodox.inCheck(position, orthodox, position.sideToMove());
        return position.inCheck(position.sideToMove());
    }

    /** After {@code move} was played: did it reach the goal? (The side to move is the one that suffers it.) */
    public boolean reached(Goal goal, int move, int top) {
        switch (goal.type()) {
            case MATE: return inCheck() && !escapesMate(top);
            case STALEMATE: return !inCheck() && !hasLegalMove(top, rules.stalemateTestRules()) || stalematedOtherwise();
            case DOUBLE_STALEMATE: {
                if (inCheck() || hasLegalMove(top, rules.stalemateTestRules())) return false;
                position.make(Move.NULL);
                boolean both = !inCheck() && !hasLegalMove(top, rules.stalemateTestRules());
                position.unmake(Move.NULL);
                return both;
            }
            case MATE_OR_STALEMATE: return !hasLegalMove(top);
            // auto-stalemate (Popeye: the side to move not in check, the mover without a move)
            case AUTO_STALEMATE: {
                if (inCheck()) return false;
                position.make(Move.NULL);
                boolean stuck = !hasLegalMove(top, rules.stalemateTestRules());
                position.unmake(Move.NULL);
                return stuck;
            }
            case CHECK: return inCheck();
            case NOT_MATE: return !inCheck() || hasLegalMove(top);
            case CHECK_ZUGZWANG: {
                if (inCheck()) return false;
                int end = legal(top);
                return end > top && movesReachGoal(CHECK_GOAL, top, end, true);
            }
            case CAPTURE: return position.lastCaptured() != 0;
            // Steingewinn: a capture whose unit is not reborn (Popeye: no Circe rebirth in the move)
            case WIN_PIECE: return position.lastCaptured() != 0 && !FollowedUnits.rebirthInLastMove(position);
            // the mover must stand there once the move's effects are done: followed through them (a
            // wormhole's transfer), and not gone (a Kamikaze unit gone with its victim, TESTS-kamikaze-01)
            case TARGET: {
                int arrival = position.lastArrival();
                return position.geometry.name(arrival).equals(goal.square()) && position.at(arrival) != feerie.piece.Piece.EMPTY;
            }
            case PROOF_GAME:
            case A_TO_B: return proofTarget != null && proofTarget.reached(position);
            case CASTLING: return Move.kind(move) == Move.CASTLING;
            case EN_PASSANT: return Move.kind(move) == Move.EN_PASSANT;
            case ANY: return true;
            case RACE:
            case WIN: return rules.won(position, other(position.sideToMove()), stack, top);
            case KISS: return FollowedUnits.kissed(position, goal.square(), move);
            case EXCHANGE: return FollowedUnits.exchanged(position, move);
            case CIRCUIT: return FollowedUnits.circuit(position, move);
            case CIRCUIT_BY_REBIRTH: return FollowedUnits.rebornHome(position, false);
            case EXCHANGE_BY_REBIRTH: return FollowedUnits.rebornHome(position, true);
            case CHESS81: return GoalIsEndRules.chess81(position, other(position.sideToMove()), move);
            case DOUBLE_MATE:
            case COUNTER_MATE:
            case AUTO_MATE:
                if (rules instanceof SelfCheckGoalRules s) return s.reached(position);
                throw new UnsupportedException("goal " + goal + " under " + rules.name());
            default: throw new UnsupportedException("goal " + goal);
        }
    }

    /**
     * Of the moves {@code stack[top..end)} of the side to move: does any of them reach the goal
     * (or, with {@code all}, every one)? The moves from {@code end} on are scratch space.
     */
    private static final Goal CHECK_GOAL = new Goal(feerie.stipulation.GoalType.CHECK);

    public boolean movesReachGoal(Goal goal, int top, int end, boolean all) {
        var p = position;
        // in orthodox chess a goal only a check reaches is missed by a move known not to check,
        // without playing it (the reflexmate asks this at every node, of every move)
        int enemyKing = p.king(other(p.sideToMove()));
        boolean predict = orthodox != null && enemyKing >= 0
                && (goal.type() == feerie.stipulation.GoalType.MATE || goal.type() == feerie.stipulation.GoalType.CHECK)
                && !Orthodox.inCheck(p, orthodox, other(p.sideToMove()));
        for (int i = top; i < end; i++) {
            int m = stack[i];
            boolean r;
            if (predict && !OrthodoxChecks.givesCheck(p, orthodox, m, enemyKing)) {
                r = false;
            } else {
                p.make(m);
                r = reached(goal, m, end);
                p.unmake(m);
            }
            if (r != all) return r;
        }
        return all;
    }

    /** {@link #moveMissingGoal}: every legal move reaches the goal. */
    public static final int ALL_REACH = -1;
    /** {@link #moveMissingGoal}: there is no legal move. */
    public static final int NO_MOVE = -2;

    /**
     * Does every legal move of the side to move reach {@code goal}? The selfmate's last question,
     * asked at most of its leaves and usually answered "no" by the first legal move, so the moves
     * are not all tested for legality first: each is tested when its turn comes, {@code first}
     * (the move that said "no" last time, if it is among them) before the others. With a goal
     * only a check reaches, in orthodox chess, a legal move that gives no check says "no" without
     * being played. Returns a legal move that misses the goal, or {@link #ALL_REACH}, or
     * {@link #NO_MOVE}. The moves from {@code top} on are scratch space.
     */
    public int moveMissingGoal(Goal goal, int top, int first) {
        var p = position;
        int us = p.sideToMove();
        int end = rules.candidateMoves(p, stack, top);
        for (int i = top + 1; i < end; i++) {
            if (stack[i] == first) {
                stack[i] = stack[top];
                stack[top] = first;
                break;
            }
        }
        boolean checkOnly = orthodox != null && (goal.type() == feerie.stipulation.GoalType.MATE || goal.type() == feerie.stipulation.GoalType.CHECK)
                && !Orthodox.inCheck(p, orthodox, other(us));
        boolean checked = orthodox != null && Orthodox.inCheck(p, orthodox, us);
        int enemyKing = p.king(other(us));
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = stack[i];
            if (orthodox != null) {
                if (!Orthodox.legal(p, orthodox, m, checked)) continue;
                if (checkOnly && !OrthodoxChecks.givesCheck(p, orthodox, m, enemyKing)) return m;
                p.make(m);
            } else {
                p.make(m);
                if (!rules.legalAfter(p, us)) {
                    p.unmake(m);
                    continue;
                }
            }
            any = true;
            boolean r = reached(goal, m, end);
            p.unmake(m);
            if (!r) return m;
        }
        return any ? ALL_REACH : NO_MOVE;
    }

    /** Receives the moves found by {@link #checkingGoalMoves}, each while it is made; false stops the search. */
    public interface GoalMoves {
        boolean found(int move);
    }

    /** A receiver that stops at the first move found. */
    public static final GoalMoves FIRST = move -> false;

    /**
     * The moves of the side to move that reach {@code goal}, a goal only a check can reach (mate,
     * check), each handed to {@code sink} while it is made. A move's legality is tested only once
     * it gives check, which spares most of the work at the leaves; in orthodox chess the check is
     * even known before the move is made. Returns whether any move was found.
     */
    public boolean checkingGoalMoves(Goal goal, int top, GoalMoves sink) { return checkingGoalMoves(goal, top, sink, Move.NULL); }

    /**
     * {@link #checkingGoalMoves(Goal, int, GoalMoves)} trying {@code first}, if it is among the
     * moves, before the others (the move that reached the goal last time: a directmate's leaves
     * are mostly mated by the same move, its threat).
     */
    public boolean checkingGoalMoves(Goal goal, int top, GoalMoves sink, int first) {
        var p = position;
        int us = p.sideToMove();
        int end = rules.candidateMoves(p, stack, top);
        if (first != Move.NULL) {
            for (int i = top + 1; i < end; i++) {
                if (stack[i] == first) {
                    stack[i] = stack[top];
                    stack[top] = first;
                    break;
                }
            }
        }
        // the side not to move already in check (an illegal diagram): no prediction then
        boolean predict = orthodox != null && !Orthodox.inCheck(p, orthodox, other(us));
        // fairy pieces, no condition: checks and legality looked for only on the lines the move changed
        boolean checksByLines = orthodox == null && end > top && p.conditions() == null && !p.kingAttacked(other(us));
        boolean predictByLines = checksByLines && p.linesDecide(us);
        int legality = orthodox == null && end > top ? rules.legalityShortcut(p) : Rules.NO_SHORTCUT;
        boolean legalByLines = legality == Rules.NOT_IN_CHECK || legality == Rules.NOT_IN_CHECK_LINES;
        int enemyKing = p.king(other(us));
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = stack[i];
            if (predict && !OrthodoxChecks.givesCheck(p, orthodox, m, enemyKing)) continue;
            int checks = predictByLines ? p.givesCheck(m) : -1;
            if (checks == 0) continue;
            p.make(m);
            // legality only for the moves that check: most do not
            boolean hit = (predict || checks == 1 || (checksByLines ? p.kingAttackedAfterMove(other(us)) : inCheck()))
                    && (orthodox != null ? !Orthodox.inCheck(p, orthodox, us)
                            : legalByLines ? !p.kingAttackedAfterMove(us) : rules.legalAfter(p, us))
                    && reached(goal, m, end);
            boolean more = !hit || sink.found(m);
            p.unmake(m);
            any |= hit;
            if (!more) break;
        }
        return any;
    }

    /**
     * A key for which unit stands where: the position's hash mixed with the diagram square of
     * every unit that left its own (for tables of positions under goals that follow units).
     */
    public long unitsKey() { return FollowedUnits.unitsKey(position); }

    /** The suffix Popeye writes after a move: the goal's symbol when reached, else " +" for check. */
    public String suffix(Goal goal, int move, int top, boolean goalReached) { return MoveSuffix.of(this, goal, move, top, goalReached); }

    public void checkTime() {
        if (deadline != 0 && System.nanoTime() > deadline) throw new TimeoutException();
    }

    /** Thrown when maxtime or the caller's limit runs out. */
    public static final class TimeoutException extends RuntimeException {
        public TimeoutException() { super("time limit reached", null, false, false); }
    }

    public static int other(int side) { return Side.opponent(side); }
}
