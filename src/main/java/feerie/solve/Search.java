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
        return s;
    }

    /**
     * Popeye's option KeepMatingPiece: play is cut off once the side that is to mate has no piece
     * left but its king (a lone king mates nobody, so in orthodox chess this only saves time).
     */
    public boolean keepMatingPiece;

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
     * h#2 with the white king in check and Black to play). Asked of diagrams without fairy
     * conditions only: under some (AntiKings) a king in check is the rule.
     */
    public boolean sideToPlayCanCaptureKing() {
        int them = other(position.sideToMove());
        if (orthodox != null) return Orthodox.inCheck(position, orthodox, them);
        return position.conditions() == null && position.king(them) >= 0 && position.inCheck(them);
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
        int us = position.sideToMove();
        int end = MoveGenerator.generate(position, stack, top);
        for (int i = top; i < end; i++) {
            int m = stack[i];
            position.make(m);
            boolean ok = rules.legalAfter(position, us);
            position.unmake(m);
            if (ok) return true;
        }
        return false;
    }

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
            case CHECK: return inCheck();
            case CAPTURE: return position.lastCaptured() != 0;
            // Steingewinn: a capture whose unit is not reborn (Popeye: no Circe rebirth in the move)
            case WIN_PIECE: return position.lastCaptured() != 0 && !rebirthInLastMove();
            // the mover must stand there once the move's effects are done: followed through them (a
            // wormhole's transfer), and not gone (a Kamikaze unit gone with its victim, TESTS-kamikaze-01)
            case TARGET: {
                int arrival = position.lastArrival();
                return position.geometry.name(arrival).equals(goal.square()) && position.at(arrival) != feerie.piece.Piece.EMPTY;
            }
            case CASTLING: return Move.kind(move) == Move.CASTLING;
            case EN_PASSANT: return Move.kind(move) == Move.EN_PASSANT;
            case ANY: return true;
            case RACE:
            case WIN: return rules.won(position, other(position.sideToMove()), stack, top);
            case KISS: return kissed(goal.square(), move);
            case EXCHANGE: return exchanged(move);
            case CIRCUIT_BY_REBIRTH: return rebornHome(false);
            case EXCHANGE_BY_REBIRTH: return rebornHome(true);
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
            if (predict && !Orthodox.givesCheck(p, orthodox, m, enemyKing)) {
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
                if (checkOnly && !Orthodox.givesCheck(p, orthodox, m, enemyKing)) return m;
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
    public boolean checkingGoalMoves(Goal goal, int top, GoalMoves sink) {
        var p = position;
        int us = p.sideToMove();
        int end = rules.candidateMoves(p, stack, top);
        // the side not to move already in check (an illegal diagram): no prediction then
        boolean predict = orthodox != null && !Orthodox.inCheck(p, orthodox, other(us));
        int enemyKing = p.king(other(us));
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = stack[i];
            if (predict && !Orthodox.givesCheck(p, orthodox, m, enemyKing)) continue;
            p.make(m);
            // legality only for the moves that check: most do not
            boolean hit = (predict || inCheck())
                    && (orthodox != null ? !Orthodox.inCheck(p, orthodox, us) : rules.legalAfter(p, us))
                    && reached(goal, m, end);
            boolean more = !hit || sink.found(m);
            p.unmake(m);
            any |= hit;
            if (!more) break;
        }
        return any;
    }

    /**
     * The kiss goal: the unit that stood on {@code square} in the diagram (followed through the
     * moves played since) stands next to the unit that has just moved, and has no other neighbour.
     */
    private boolean kissed(String square, int move) {
        var g = position.geometry;
        int s = g.parse(square);
        for (int i = 0; i < position.ply(); i++) {
            int m = position.moveAt(i);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            if (s == from) {
                s = to;
            } else if (Move.kind(m) == Move.CASTLING) {
                if (s == Move.castlingRook(m)) s = to + (to > from ? -1 : 1);
            } else if (s == to || Move.kind(m) == Move.EN_PASSANT && s == g.square(g.file(to), g.rank(from))) {
                return false; // captured
            }
        }
        if (position.at(s) == feerie.piece.Piece.EMPTY) return false;
        int kisser = Move.to(move);
        if (kisser == s || Math.abs(g.file(kisser) - g.file(s)) > 1 || Math.abs(g.rank(kisser) - g.rank(s)) > 1) return false;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int f = g.file(s) + dx, r = g.rank(s) + dy;
                if (dx == 0 && dy == 0 || !g.contains(f, r)) continue;
                int n = g.square(f, r);
                if (n != kisser && position.at(n) != feerie.piece.Piece.EMPTY) return false;
            }
        }
        return true;
    }

    /**
     * Where the unit that just moved stands: its arrival square, or where an effect of the move
     * took it (AntiCirce: BEISPIEL-anticir-52, a capture on the target square whose capturer is
     * reborn elsewhere does not reach it; one reborn on the target square does).
     */
    private int arrival(int move) { return position.lastArrival(); }

    /**
     * The goal exchange ({@code <>}): the unit that has just moved stands on the diagram square
     * of a unit of its own side, which stands on the diagram square of the mover: they have
     * swapped places. The units are followed through the moves played since the diagram.
     */
    private boolean exchanged(int move) {
        int[] origin = origins();
        int arrival = arrival(move);
        // a Kamikaze mover gone with its victim exchanged nothing
        if (position.at(arrival) == feerie.piece.Piece.EMPTY) return false;
        int home = origin[arrival];
        if (home < 0 || home == arrival || origin[home] != arrival) return false;
        int unit = position.at(home);
        return unit != feerie.piece.Piece.EMPTY && feerie.piece.Piece.side(unit) == other(position.sideToMove());
    }

    /**
     * The goals circuit and exchange by rebirth ({@code ctr}, {@code <>r}; Popeye's manual: "only
     * reachable in some fairy conditions"): the unit the last move brought back (a Circe rebirth,
     * AntiCirce's capturer moved to its square) stands on its own diagram square; or, exchanging,
     * on the diagram square of a unit of the side now to move which stands on the reborn unit's
     * diagram square.
     */
    private boolean rebornHome(boolean exchange) {
        var e = position.effects();
        int reborn = -1;
        for (int k = e.top() - 1; k >= position.lastEffectsStart() && reborn < 0; k--) {
            if (e.kind(k) == feerie.position.Effects.Kind.ADD) reborn = e.square(k);
            else if (e.kind(k) == feerie.position.Effects.Kind.MOVE) reborn = e.to(k);
        }
        if (reborn < 0 || position.at(reborn) == feerie.piece.Piece.EMPTY) return false;
        int[] origin = origins();
        int home = origin[reborn];
        if (!exchange) return home == reborn;
        if (home < 0 || home == reborn || origin[home] != reborn) return false;
        int unit = position.at(home);
        return unit != feerie.piece.Piece.EMPTY && feerie.piece.Piece.side(unit) == position.sideToMove();
    }

    /**
     * A key for which unit stands where: the position's hash mixed with the diagram square of
     * every unit that left its own (for tables of positions under goals that follow units).
     */
    public long unitsKey() {
        int[] origin = origins();
        long key = position.hash();
        for (int sq = 0; sq < origin.length; sq++) {
            if (origin[sq] < 0 || origin[sq] == sq) continue;
            long z = (sq * 1024L + origin[sq]) * 0x9E3779B97F4A7C15L;
            key ^= z ^ (z >>> 29);
        }
        return key;
    }

    /** By square: the diagram square of the unit standing there (followed through the moves played), or -1. */
    private int[] origins() {
        var g = position.geometry;
        int[] origin = new int[g.size];
        for (int sq = 0; sq < origin.length; sq++) origin[sq] = sq;
        // the unit taken last: one added by a move that captured nothing is it (Parrain's rebirth)
        int pending = -1;
        for (int i = 0; i < position.ply(); i++) {
            int m = position.moveAt(i);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            int o = origin[from];
            int capturedSquare = Move.kind(m) == Move.EN_PASSANT ? g.square(g.file(to), g.rank(from)) : to;
            int captured = Move.kind(m) == Move.CASTLING ? -1 : origin[capturedSquare];
            origin[from] = -1;
            if (Move.kind(m) == Move.EN_PASSANT) origin[capturedSquare] = -1;
            if (Move.kind(m) == Move.CASTLING) {
                int rook = Move.castlingRook(m), rookTo = to + (to > from ? -1 : 1);
                int r = origin[rook];
                origin[rook] = -1;
                origin[rookTo] = r;
            }
            origin[to] = o;
            if (position.capturedAt(i) != feerie.piece.Piece.EMPTY) pending = captured;
            else captured = pending;
            followEffects(origin, i, captured);
        }
        return origin;
    }

    /**
     * The units through the effects of the move made at {@code ply} (REGRESSIONS-4_55_to_4_57-34,
     * PWC: pawns reborn elsewhere are still themselves): a unit added is the captured one reborn,
     * a unit moved aside takes its origin along, a unit removed is gone.
     */
    private void followEffects(int[] origin, int ply, int captured) {
        var e = position.effects();
        for (int k = position.effectsStart(ply), end = position.effectsStart(ply + 1); k < end; k++) {
            int sq = e.square(k);
            switch (e.kind(k)) {
                case feerie.position.Effects.Kind.ADD -> origin[sq] = captured;
                case feerie.position.Effects.Kind.REMOVE, feerie.position.Effects.Kind.REMOVE_QUIETLY,
                        feerie.position.Effects.Kind.HIDE_FROM_BOARD, feerie.position.Effects.Kind.UNHIDE -> origin[sq] = -1;
                case feerie.position.Effects.Kind.EXCHANGE -> {
                    int o = origin[sq];
                    origin[sq] = origin[e.to(k)];
                    origin[e.to(k)] = o;
                }
                case feerie.position.Effects.Kind.MOVE -> {
                    int o = origin[sq];
                    origin[sq] = -1;
                    origin[e.to(k)] = o;
                }
                default -> { }
            }
        }
    }

    /**
     * Did the last move's effects bring a captured unit back (a rebirth: a unit added, or put
     * below a square)? AntiCirce's capturer going home is no rebirth of the captured unit (py 4.104:
     * {@code Rd1*d4[wRd4->a1] %}).
     */
    private boolean rebirthInLastMove() {
        if (position.conditions() == null) return false;
        var e = position.effects();
        for (int i = position.lastEffectsStart(); i < e.top(); i++) {
            int k = e.kind(i);
            if (e.style(i) == feerie.position.Effects.Style.SILENT) continue;
            if (k == feerie.position.Effects.Kind.ADD || k == feerie.position.Effects.Kind.HIDE) return true;
        }
        return false;
    }

    /** The suffix Popeye writes after a move: the goal's symbol when reached, else " +" for check. */
    public String suffix(Goal goal, int move, int top, boolean goalReached) {
        if (goalReached) {
            switch (goal.type()) {
                case MATE: return " #";
                case STALEMATE: return " =";
                case DOUBLE_STALEMATE: return " ==";
                case MATE_OR_STALEMATE: return " #=";
                // a check is written before these goals' symbols (Popeye: "1.Kh1-g2 + z")
                case TARGET: return checkMark(top) + " z";
                case CAPTURE: return checkMark(top) + " x";
                case WIN_PIECE: return checkMark(top) + " %";
                case CHECK: return " +";
                case RACE: return " race";
                case DOUBLE_MATE: return " ##";
                case COUNTER_MATE: return " ##!";
                case AUTO_MATE: return " !#";
                case CHESS81: return checkMark(top) + " c81";
                case WIN: return inCheck() ? " #" : hasLegalMove(top) ? " race" : " =";
                default: break;
            }
        }
        return checkMark(top);
    }

    /**
     * " +" for the side to move in check, else "". Popeye writes " #" only as a goal's symbol: a
     * capture that mates in a ser-x2 is "Qc3*g3 + x" (py 4.104), a mate off the goal a plain check.
     */
    private String checkMark(int top) {
        return inCheck() ? " +" : "";
    }

    public void checkTime() {
        if (deadline != 0 && System.nanoTime() > deadline) throw new TimeoutException();
    }

    /** Thrown when maxtime or the caller's limit runs out. */
    public static final class TimeoutException extends RuntimeException {
        TimeoutException() { super("time limit reached", null, false, false); }
    }

    public static int other(int side) { return Side.opponent(side); }
}
