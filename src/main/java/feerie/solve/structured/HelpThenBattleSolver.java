package feerie.solve.structured;

import feerie.solve.FailTable;
import feerie.solve.Line;
import feerie.solve.Replay;
import feerie.solve.Search;

import feerie.stipulation.Goal;
import feerie.stipulation.StructuredStipulation;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Reached;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Help play followed by attack and defence, as in the structured stipulations
 * "black 4hh[2da[#]]" or "black 3h[3a[#]d]h": both sides cooperate for a number of half-moves,
 * after which the attacker must force the goal against every defence (direct play) or force the
 * defender to reach it (self play). Popeye prints such a solution as lines, the help moves
 * followed by one path through the attack-defence tree per line: every defence, and after it
 * every attacking move that wins soonest.
 */
public final class HelpThenBattleSolver {
    /**
     * What follows the help play.
     *
     * @param blackFirst      Black makes the first move
     * @param inverted        the side written is not the one that moves first ("black - 5h[...]h")
     * @param minHelpHalfMoves half-moves of help play at least ("m:")
     * @param helpHalfMoves   half-moves of help play at most
     * @param forced          ">": the attack-defence play must follow as soon as it can
     * @param suppressed      "/": the attack-defence play must succeed, but only the help play is written
     * @param notInCheck      "{!+}": the side that starts the attack-defence play is not in check
     * @param attackerFirst   the attack-defence play starts with the attacker's move (else the defender's)
     * @param battleHalfMoves half-moves of the attack-defence play, at most
     * @param self            the defender must reach the goal (self play), else the attacker (direct play)
     * @param goal            the goal
     */
    public record Spec(boolean blackFirst, boolean inverted, int minHelpHalfMoves, int helpHalfMoves, boolean forced, boolean suppressed,
                       boolean notInCheck, boolean attackerFirst,
                       int battleHalfMoves, boolean self, Goal goal) {
        private static boolean isNotCheck(Expr e) {
            return e instanceof StructuredStipulation.Not n && n.operand() instanceof Reached r
                    && r.goal().type() == feerie.stipulation.GoalType.CHECK;
        }

        /**
         * "Nhh[play]" (N even) or "Nh[play]h" (N odd), the play being "Ma[g]d", "Mad[g]",
         * "Mda[g]" or "Md[g]a"; null if the stipulation is not of this form.
         */
        public static Spec of(StructuredStipulation s) {
            if (!(s.body() instanceof Play help)) return null;
            List<Step> steps = help.steps();
            if (steps.size() != 2 || steps.get(0).kind() != 'h' || steps.get(1).kind() != 'h') return null;
            if (steps.get(0).constraint() != null || steps.get(1).constraint() != null) return null;
            Expr end = steps.get(0).end() != null ? steps.get(0).end() : steps.get(1).end();
            boolean afterFirst = steps.get(0).end() != null;
            boolean forced = end instanceof StructuredStipulation.Forced;
            if (end instanceof StructuredStipulation.Forced f) end = f.operand();
            boolean suppressed = end instanceof StructuredStipulation.Suppressed;
            if (end instanceof StructuredStipulation.Suppressed h) end = h.operand();
            if (afterFirst == (steps.get(1).end() != null) || !(end instanceof Play battle) || battle.min() >= 0) return null;
            // the help play hands over after the first mover's half-move when it has odd length
            if (afterFirst != (help.max() % 2 == 1)) return null;
            List<Step> b = battle.steps();
            if (b.size() != 2 || b.get(0).constraint() != null) return null;
            // "{!+}" after the attacker's letter of a play the defender starts: the defender
            // must not be in check when it begins ("capture zugzwang", EXAMPLES/capzug)
            Expr entry = b.get(1).constraint();
            boolean notInCheck = entry != null;
            if (notInCheck && !(b.get(0).kind() == 'd' && isNotCheck(entry))) return null;
            boolean attackerFirst = b.get(0).kind() == 'a' && b.get(1).kind() == 'd';
            if (!attackerFirst && !(b.get(0).kind() == 'd' && b.get(1).kind() == 'a')) return null;
            int goalAt = b.get(0).end() != null ? 0 : 1;
            if (b.get(1 - goalAt).end() != null || !(b.get(goalAt).end() instanceof Reached reached)) return null;
            boolean self = b.get(goalAt).kind() == 'd';
            // the goal falls on the attacker's half-moves (direct) or the defender's (self)
            boolean goalOnFirstKind = goalAt == 0;
            if (goalOnFirstKind != (battle.max() % 2 == 1)) return null;
            int min = help.min() >= 0 ? help.min() : afterFirst ? 1 : 2;
            if (min > help.max()) return null;
            // numbered afresh after help play that starts with "1...": not known how Popeye writes it
            if (s.inverted() && attackerFirst && battle.max() > 1 && !suppressed) return null;
            // "side -": the other side moves first, numbered "1..."
            return new Spec(s.blackFirst() != s.inverted(), s.inverted(), min, help.max(), forced, suppressed, notInCheck,
                    attackerFirst, battle.max(), self, reached.goal());
        }
    }

    private final Search search;
    private final Spec spec;
    /** The moves from the root to the node being searched. */
    private final int[] path = new int[256];
    private final List<int[]> found = new ArrayList<>();
    /** For each path found, its number of help moves. */
    private final List<Integer> helpLengths = new ArrayList<>();
    /** Positions with so many help half-moves left that gave no solution, in the search under way. */
    private FailTable failed;
    /** The least number of help moves of the search under way. */
    private int minHelp;
    /** The number of help moves of the paths being found. */
    private int helpLength;
    /** By half-moves left: the defence that last refuted an attack there. */
    private final int[] refutation = new int[256];

    /** The goal is mate or check, which only a checking move reaches. */
    private final boolean checkingGoal;

    public HelpThenBattleSolver(Search search, Spec spec) {
        this.search = search;
        this.spec = spec;
        var type = spec.goal().type();
        this.checkingGoal = type == feerie.stipulation.GoalType.MATE || type == feerie.stipulation.GoalType.CHECK;
        this.lazyLegality = search.orthodox == null && legalMovesAreGeneratedMovesLegalAfter(search.rules);
    }

    /** Legality may be asked move by move (see {@link #everyLastDefenceReachesGoal}). */
    private final boolean lazyLegality;

    /** Do the rules keep the plain definition of legal moves (generated, then legal after), not a variant's own? */
    private static boolean legalMovesAreGeneratedMovesLegalAfter(feerie.rules.Rules rules) {
        try {
            return rules.getClass().getMethod("legalMoves", feerie.position.Position.class, int[].class, int.class)
                    .getDeclaringClass() == feerie.rules.Rules.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The solution lines from the current position. */
    public List<Line> solve() {
        return solve(spec.helpHalfMoves(), spec.minHelpHalfMoves(), spec.inverted());
    }

    /**
     * Set play (option SetPlay): the other side passes its first half-move, so the help play is a
     * half-move shorter and starts with the second side ("1..."). Only where the lines are not
     * numbered afresh after the help moves; null otherwise.
     */
    public List<Line> solveSetPlay() {
        if (spec.helpHalfMoves() < 2 || restartsNumbering() || spec.inverted()) return null;
        var p = search.position;
        int mover = p.sideToMove();
        p.setSideToMove(Search.other(mover));
        try {
            return solve(spec.helpHalfMoves() - 1, Math.max(1, spec.minHelpHalfMoves() - 1), true);
        } finally {
            p.setSideToMove(mover);
        }
    }

    private boolean restartsNumbering() {
        return spec.attackerFirst() && spec.battleHalfMoves() > 1 && !spec.suppressed();
    }

    private List<Line> solve(int helpHalfMoves, int minHelpHalfMoves, boolean secondHalfFirst) {
        found.clear();
        helpLengths.clear();
        this.minHelp = minHelpHalfMoves;
        // per search: whether a node gives solutions depends on the length searched
        this.failed = new FailTable(FailTable.bitsFor(helpHalfMoves));
        help(helpHalfMoves, 0, 0);
        List<Line> lines = new ArrayList<>();
        for (int k = 0; k < found.size(); k++) {
            int[] moves = found.get(k);
            int h = helpLengths.get(k);
            // a suppressed play's lines end with a help move, which reaches no goal
            Goal last = spec.suppressed() ? new Goal(feerie.stipulation.GoalType.ANY) : spec.goal();
            Line line = Replay.line(search, moves, last, secondHalfFirst, false);
            if (restartsNumbering()) {
                // an attack-defence play that starts with the attacker's move is numbered from 1 again
                // after the help moves; a single attacking move, or a play that starts with the
                // defender's, goes on with their numbering (as Popeye's BEISPIEL-sford-20 and
                // EXAMPLES-lengthy-helpdirectmate-02 show)
                line = new Line(line.moves().subList(h, line.moves().size()), false, false).afterIntro(line.moves().subList(0, h));
            }
            lines.add(line);
        }
        return lines;
    }

    private void addFound(int length) {
        found.add(Arrays.copyOf(path, length));
        helpLengths.add(helpLength);
    }

    /** Every sequence of {@code left} help half-moves after which the attack-defence play succeeds. */
    /** Returns whether a solution was found below this node. */
    private boolean help(int left, int depth, int top) {
        search.checkTime();
        var p = search.position;
        long hash = p.hash();
        // a position reached before with as many half-moves left gave nothing then either
        if (failed.contains(hash, left)) return false;
        int before = found.size();
        // the help play may be shorter, by whole moves: the attack-defence play then follows at
        // once; the help play goes on too (BEISPIEL-sford-20 has both 1.g3-g4 and 1.g3-g4 h5*g4 2.g2-g3)
        // with ">" the attack-defence play must follow as soon as it can, which ends the help play
        boolean more = left > 0;
        if (left % 2 == 0 && depth > 0 && battleSucceeds(top)) {
            if (depth >= minHelp) {
                helpLength = depth;
                if (spec.suppressed()) addFound(depth);
                else printBattle(depth, top);
            }
            if (spec.forced()) more = false;
        }
        if (more) {
            int end = search.legal(top);
            for (int i = top; i < end; i++) {
                int m = search.stack[i];
                path[depth] = m;
                p.make(m);
                help(left - 1, depth + 1, end);
                p.unmake(m);
            }
        }
        boolean any = found.size() > before;
        if (!any) failed.add(hash, left);
        return any;
    }

    private boolean battleSucceeds(int top) {
        if (spec.notInCheck() && search.inCheck()) return false;
        int n = spec.battleHalfMoves();
        return spec.attackerFirst() ? attack(n, top) : defend(n, top);
    }

    /** Attacker to move with at most {@code left} half-moves: does some move win? */
    private boolean attack(int left, int top) {
        if (left < 1) return false;
        // only the goal at once is left: for mate or check only a checking move can reach it,
        // and its legality is asked only then
        if (left < 3 && !spec.self() && checkingGoal) return search.checkingGoalMoves(spec.goal(), top, Search.FIRST);
        var p = search.position;
        int end = search.legal(top);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean wins = attackWins(m, left, end);
            p.unmake(m);
            if (wins) return true;
        }
        return false;
    }

    /** After the attacker's move {@code m} (made): has it won within {@code left} half-moves, its own counted? */
    private boolean attackWins(int m, int left, int top) {
        if (!spec.self() && search.reached(spec.goal(), m, top)) return true;
        return left >= 2 && defend(left - 1, top);
    }

    /** Defender to move with {@code left} half-moves to go: does every defence lose (and is there one)? */
    private boolean defend(int left, int top) {
        if (left < 1) return false;
        if (left == 1 && spec.self() && lazyLegality) return everyLastDefenceReachesGoal(top);
        var p = search.position;
        int end = search.legal(top);
        if (end == top) return false;
        // the defence that refuted last time at this depth often refutes again: tried first
        int killer = refutation[left];
        for (int i = top; i < end; i++) {
            if (search.stack[i] == killer) {
                search.stack[i] = search.stack[top];
                search.stack[top] = killer;
                break;
            }
        }
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean loses = defenceLoses(m, left, end);
            p.unmake(m);
            if (!loses) {
                refutation[left] = m;
                return false;
            }
        }
        return true;
    }

    /**
     * Self play, the defender's last move: must every one reach the goal (and is there one)?
     * Outside orthodox chess the legality of a move costs much, so it is asked move by move, and
     * the first legal move that misses the goal ends the question.
     */
    private boolean everyLastDefenceReachesGoal(int top) {
        var p = search.position;
        int us = p.sideToMove();
        int end = search.rules.candidateMoves(p, search.stack, top);
        boolean any = false;
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            p.make(m);
            boolean legal = search.rules.legalAfter(p, us);
            boolean reached = legal && search.reached(spec.goal(), m, end);
            p.unmake(m);
            if (legal && !reached) return false;
            any |= legal;
        }
        return any;
    }

    /** After the defender's move {@code m} (made): is the defence lost? */
    private boolean defenceLoses(int m, int left, int top) {
        if (spec.self() && search.reached(spec.goal(), m, top)) return true;
        return attack(left - 1, top);
    }

    // ---- the solution: every path through the tree, each a line after the help moves ----

    private void printBattle(int depth, int top) {
        int n = spec.battleHalfMoves();
        if (spec.attackerFirst()) printAttack(n, depth, top, true);
        else printDefence(n, depth, top);
    }

    /**
     * The attacker's winning moves: at the root those that win within the length, deeper those
     * that win soonest (as Popeye shows a variation's continuation).
     */
    private void printAttack(int left, int depth, int top, boolean root) {
        int length = left;
        if (!root) {
            // the least length of the same parity at which some move wins
            for (int l = spec.self() ? 2 : 1; l < left; l += 2) {
                if (attack(l, top)) {
                    length = l;
                    break;
                }
            }
        }
        var p = search.position;
        int end = search.legal(top);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            path[depth] = m;
            p.make(m);
            if (attackWins(m, length, end)) {
                if (!spec.self() && search.reached(spec.goal(), m, end)) addFound(depth + 1);
                else printDefence(length - 1, depth + 1, end);
            }
            p.unmake(m);
        }
    }

    /** Every defence, each followed by the attacker's winning moves (or ending the line if it reached the goal in self play). */
    private void printDefence(int left, int depth, int top) {
        var p = search.position;
        int end = search.legal(top);
        for (int i = top; i < end; i++) {
            int m = search.stack[i];
            path[depth] = m;
            p.make(m);
            if (spec.self() && search.reached(spec.goal(), m, end)) addFound(depth + 1);
            else printAttack(left - 1, depth + 1, end, false);
            p.unmake(m);
        }
    }
}
