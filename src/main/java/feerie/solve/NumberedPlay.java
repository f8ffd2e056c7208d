package feerie.solve;

import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Help or series play written with move numbers below the first move (StartMoveNumber or
 * UpToMoveNumber "n:m:..."), as Popeye 4.104 writes it: every move of the play is a level of its
 * numbering (in series play the other side's passes are not), the moves of a level numbered in
 * the order Popeye tries them, illegal ones included; a move outside the bounds is neither played
 * nor written (see {@link MoveNumberRange}); the solutions come after the numbered moves that lead
 * to them (EXAMPLES/pad-06: "27  (Bc6*f3 )", "27:11  (f7*g6 )", then its two solutions).
 *
 * <p>The levels the options name are played here one by one; the play below them is left to the
 * solver. Where the options name the final move too, only the moves that can reach the goal are
 * numbered there, as Popeye generates no others for a target, capture, en passant or castling
 * goal (TESTS/pad-01: "ser-zc42" with "start 3:1" numbers "3:1  (b3*c4[-wPc4] )" and not b3-b4).
 */
final class NumberedPlay {
    /** The solutions of the play's remaining levels from the current position, as move paths. */
    interface Rest {
        List<int[]> paths(int levels);
    }

    private final Search search;
    private final MoveNumberRange range;
    private final int total;
    private final boolean series;
    private final Goal goal;
    private final Rest rest;
    private final List<Object> found = new ArrayList<>();
    /** The positions (by level) already played from, and whether a solution was found from them. */
    private final java.util.Map<String, Boolean> visited = new java.util.HashMap<>();

    private NumberedPlay(Search search, MoveNumberRange range, int total, boolean series, Goal goal, Rest rest) {
        this.search = search;
        this.range = range;
        this.total = total;
        this.series = series;
        this.goal = goal;
        this.rest = rest;
    }

    /**
     * The numbered moves and solutions of play of {@code total} levels (half-moves of help play,
     * moves of a series), the first side to move; {@code line} describes a solution's path from
     * here (null: not a solution after all).
     */
    static List<TraceEntry> walk(Search search, MoveNumberRange range, int total, boolean series, Goal goal,
                                 Rest rest, Function<int[], Line> line) {
        if (range.depth() > total)
            throw new UnsupportedException("move numbers below the last move (" + range.depth() + " levels)");
        NumberedPlay play = new NumberedPlay(search, range, total, series, goal, rest);
        play.walk(0, new int[range.depth()], new int[total]);
        List<TraceEntry> trace = new ArrayList<>();
        for (Object o : play.found) {
            if (o instanceof TraceEntry e) trace.add(e);
            else {
                Line l = line.apply((int[]) o);
                if (l != null) trace.add(TraceEntry.solution(l));
            }
        }
        return trace;
    }

    private void walk(int level, int[] numbers, int[] made) {
        if (level == range.depth()) {
            for (int[] path : rest.paths(total - level)) {
                int[] full = Arrays.copyOf(made, level + path.length);
                System.arraycopy(path, 0, full, level, path.length);
                found.add(full);
            }
            return;
        }
        Position p = search.position;
        // Popeye's hash table remembers a position played from without a solution (the moves the
        // bounds left out count as failing) and does not try its moves again, so writes no numbers
        // (py 4.104, hx2 and ser-zc43 with "start 2:1:1"): a position with a solution is played again
        String key = level + ":" + p.sideToMove() + ":" + p.hash();
        Boolean solved = visited.get(key);
        if (solved != null && !solved) return;
        int before = found.size();
        visitLevel(level, numbers, made);
        boolean any = false;
        for (int i = before; i < found.size() && !any; i++) any = found.get(i) instanceof int[];
        visited.merge(key, any, Boolean::logicalOr);
    }

    private void visitLevel(int level, int[] numbers, int[] made) {
        Position p = search.position;
        boolean last = level + 1 == total;
        int us = p.sideToMove();
        int count = 0;
        for (MoveNumbering.Numbered m : last ? finalMoves() : MoveNumbering.of(search)) {
            // the final moves that cannot reach the goal are not generated, so not counted
            if (last && !mayReach(m)) continue;
            numbers[level] = ++count;
            if (range.skips(numbers, level)) continue;
            if (range.shows(level)) found.add(TraceEntry.numbered(Arrays.copyOf(numbers, level + 1), m.move(), m.check()));
            p.make(m.code());
            made[level] = m.code();
            if (search.rules.legalAfter(p, us)) {
                if (last) {
                    if (search.reached(goal, m.code(), 0)) found.add(Arrays.copyOf(made, total));
                } else if (!series) {
                    walk(level + 1, numbers, made);
                } else if (!search.inCheck()) {
                    // the series side may not check before its last move: the other side passes
                    p.make(Move.NULL);
                    walk(level + 1, numbers, made);
                    p.unmake(Move.NULL);
                }
            }
            p.unmake(m.code());
        }
    }

    /**
     * The candidates for the final move in the order Popeye tries them: to mate or check, its
     * generator of checking moves runs through the board from a1 up to h8 (see {@link PopeyeOrder}),
     * so they are tried from h8 down where it applies.
     */
    private List<MoveNumbering.Numbered> finalMoves() {
        List<MoveNumbering.Numbered> moves = MoveNumbering.of(search);
        if (!checking()) return moves;
        // which conditions leave Popeye its generator of checking moves is not known here (py
        // 4.104 keeps it under Circe, not under Madrasi)
        if (!PopeyeOrder.matingGenerator(search.position))
            throw new UnsupportedException("move numbers of the final move to " + goal.type() + " under conditions");
        List<MoveNumbering.Numbered> sorted = new ArrayList<>(moves);
        sorted.sort(java.util.Comparator.comparingLong(m -> PopeyeOrder.key(search.position, m.code(), true)));
        return sorted;
    }

    /**
     * A king's move "checks" only by standing next to the other king: Popeye's generator of
     * checking moves does not make it (py 4.104, ser-#3 "start 1:1:1": Kc1-b2 not numbered).
     */
    private boolean kingContact(MoveNumbering.Numbered n) {
        Position p = search.position;
        int from = Move.from(n.code()), to = Move.to(n.code());
        if (!p.table.isRoyal(p.at(from))) return false;
        int other = p.king(feerie.piece.Side.opponent(p.sideToMove()));
        var g = p.geometry;
        return other >= 0 && Math.abs(g.file(other) - g.file(to)) <= 1 && Math.abs(g.rank(other) - g.rank(to)) <= 1;
    }

    /** Does only a checking final move reach the goal (mate, check, double mate)? */
    private boolean checking() {
        GoalType type = goal == null ? null : goal.type();
        return type == GoalType.MATE || type == GoalType.CHECK || type == GoalType.DOUBLE_MATE;
    }

    /**
     * Can this final move reach the goal at all (Popeye generates no other final moves)? To mate
     * or check, only a checking move (py 4.104, ser-#3 with Circe and "start 8:2:1 upto 8:3:3":
     * "8:3:1  (Rb2-b1 + )", "8:3:2  (Rb2*a2[+bPa7] + )" and not Rb2-b8).
     */
    private boolean mayReach(MoveNumbering.Numbered n) {
        GoalType type = goal == null ? null : goal.type();
        if (type == null) return true;
        // the generator of checking moves makes every castling, checking or not (py 4.104, h#1
        // "start 1:2" on ke1 ra1 rh1: "1:1 (0-0-0)", "1:2 (0-0)")
        if (checking()) return Move.kind(n.code()) == Move.CASTLING || n.check() && !kingContact(n);
        PlayedMove m = n.move();
        return switch (type) {
            case TARGET -> goal.square() != null && goal.square().equalsIgnoreCase(m.to());
            case CAPTURE -> m.capture();
            case EN_PASSANT -> m.enPassant();
            case CASTLING -> m.castling() != 0;
            default -> true;
        };
    }
}
