package feerie.solve.structured;

import feerie.solve.UnsupportedException;

import feerie.stipulation.Goal;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import feerie.stipulation.StipulationSyntaxException;
import feerie.stipulation.StructuredStipulation;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Reached;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.List;

/**
 * The ordinary stipulation that a structured one means, for the structured stipulations that
 * have one; Popeye prints the same solution for both. Anything else is unsupported, never
 * approximated.
 *
 * <ul>
 *   <li>attack/defence play: "white 3a[#]d" is #2, "white 4ad[#]" s#2 (the goal after the
 *       attacker's letter is direct play, after the defender's self play); play that starts
 *       with the defender ("white - 6da[#]", "black 1d[#]a") is the play after the key, i.e.
 *       option PostKeyPlay, numbered from the defender's move when the side written starts;
 *       Black attacking ("black 3a[#]d") is the play with the roles swapped (HalfDuplex);</li>
 *   <li>help play of an exact length that White ends: "black 4:4hh[#]" is h#2,
 *       "black - 3:3h[#]h" is h#1.5, and "black 2hh[#]" h#1 (without "m:" help play is at most
 *       so long, see {@link CombinedGoalHelpSolver});</li>
 *   <li>"black 2hh[#]&1h[#]h" is reci-h#1, "black 2hh[2hh[#]&1h[#]h]" reci-h#2;</li>
 *   <li>"black 2s[1a[x]d]" is ser-hx2 with the shorter series too;</li>
 *   <li>"m:n" with m = n is exact play.</li>
 * </ul>
 *
 * @param stipulation  the ordinary stipulation
 * @param postKeyPlay  the play starts after the key (option PostKeyPlay)
 * @param shorterToo   the solutions of every shorter length belong to it as well ("2s[1a[x]d]")
 */
public record StructuredEquivalent(Stipulation stipulation, boolean postKeyPlay, boolean shorterToo, boolean blackAttacks,
                                   boolean fromDefence) {
    public StructuredEquivalent(Stipulation stipulation, boolean postKeyPlay) {
        this(stipulation, postKeyPlay, false);
    }

    public StructuredEquivalent(Stipulation stipulation, boolean postKeyPlay, boolean shorterToo) {
        this(stipulation, postKeyPlay, shorterToo, false, false);
    }

    /** The structured stipulation's text as data; a construct Féerie does not know is unsupported. */
    public static StructuredStipulation parse(String text) {
        try {
            return StructuredStipulation.parse(text);
        } catch (StipulationSyntaxException e) {
            throw new UnsupportedException("structured stipulation " + text.strip() + " (" + e.getMessage() + ")");
        }
    }

    /** Every goal named in {@code s}, so that the rules can be asked whether they know them. */
    public static List<Goal> goals(StructuredStipulation s) {
        List<Goal> out = new java.util.ArrayList<>();
        collectGoals(s.body(), out);
        return out;
    }

    private static void collectGoals(Expr e, List<Goal> out) {
        if (e instanceof Reached r) out.add(r.goal());
        else if (e instanceof StructuredStipulation.Not n) collectGoals(n.operand(), out);
        else if (e instanceof StructuredStipulation.Forced f) collectGoals(f.operand(), out);
        else if (e instanceof StructuredStipulation.Suppressed h) collectGoals(h.operand(), out);
        else if (e instanceof StructuredStipulation.SideChanged c) collectGoals(c.operand(), out);
        else if (e instanceof StructuredStipulation.And a) {
            collectGoals(a.left(), out);
            collectGoals(a.right(), out);
        } else if (e instanceof StructuredStipulation.Or o) {
            collectGoals(o.left(), out);
            collectGoals(o.right(), out);
        } else if (e instanceof Play p) {
            for (Step step : p.steps()) {
                if (step.end() != null) collectGoals(step.end(), out);
                if (step.constraint() != null) collectGoals(step.constraint(), out);
            }
        }
    }

    /** The ordinary stipulation {@code s} means, null if there is none. */
    public static StructuredEquivalent match(StructuredStipulation s) {
        boolean blackFirst = s.blackFirst() != s.inverted();
        if (s.body() instanceof Play play) {
            StructuredEquivalent e = matchPlay(play, blackFirst);
            // battle play that starts with the defender, the side written moving first: Popeye
            // numbers its moves from the defender's ("1." where PostKeyPlay writes "1...")
            if (e != null && e.postKeyPlay() && !s.inverted())
                e = new StructuredEquivalent(e.stipulation(), true, e.shorterToo(), e.blackAttacks(), true);
            if (e != null) return e;
        }
        if (blackFirst && !s.inverted()) {
            StructuredEquivalent reci = reciprocal(s.body(), 0);
            if (reci != null) return reci;
            // "2hh[reciprocal]": one more move before it (longer help play could be shorter too: not the same)
            if (s.body() instanceof Play outer && outer.max() == 2 && outer.min() <= 2 && outer.steps().size() == 2) {
                Step first = outer.steps().get(0), second = outer.steps().get(1);
                if (first.kind() == 'h' && second.kind() == 'h' && first.end() == null && first.constraint() == null
                        && second.constraint() == null && second.end() != null) {
                    return reciprocal(second.end(), 1);
                }
            }
        }
        return null;
    }

    /** The ordinary stipulation a play branch means, {@code blackFirst} saying who starts it; null if none. */
    static StructuredEquivalent matchPlay(Play play, boolean blackFirst) {
        if (play.min() > play.max()) return null;
        boolean exact = play.min() == play.max();
        if (play.min() >= 0 && !exact) return null;
        StructuredEquivalent e = battle(play, blackFirst, exact);
        if (e == null) e = help(play, blackFirst, exact);
        if (e == null) e = seriesHelp(play, blackFirst, exact);
        if (e == null) e = StructuredSynonym.of(play, blackFirst);
        return e;
    }

    /**
     * "Nhh[g]&(N-1)h[g']h" (either order), Black first, with N = 2: Black can both help White
     * to g and reach g' himself: reci-h(g')g, {@code before} moves longer.
     */
    private static StructuredEquivalent reciprocal(Expr e, int before) {
        if (!(e instanceof StructuredStipulation.And and)) return null;
        if (and.left() instanceof Play l && and.right() instanceof Play r) {
            if (l.min() < 0 && r.min() < 0 && l.max() == 2 && r.max() == 1) return reciprocal(l, r, before);
            if (l.min() < 0 && r.min() < 0 && r.max() == 2 && l.max() == 1) return reciprocal(r, l, before);
        }
        return null;
    }

    private static StructuredEquivalent reciprocal(Play help, Play direct, int before) {
        StructuredEquivalent h = help(help, true, false);
        if (h == null || h.stipulation().plusHalf()) return null;
        List<Step> d = direct.steps();
        if (d.size() != 2 || d.get(0).kind() != 'h' || d.get(1).kind() != 'h' || d.get(0).constraint() != null
                || d.get(1).constraint() != null || d.get(1).end() != null || !(d.get(0).end() instanceof Reached own)) return null;
        Stipulation st = new Stipulation(0, false, PlayType.RECIPROCAL_HELP, own.goal(), h.stipulation().goal(), help.max() / 2 + before, false);
        return new StructuredEquivalent(st, false);
    }

    /**
     * "Ns[1a[g]d]" or "Ns[1h[g]h]", Black's series then White's move to the goal: ser-h g N, with the shorter
     * series too unless "N:N" is written (Popeye's BEISPIEL-sford-26 and -27).
     */
    private static StructuredEquivalent seriesHelp(Play play, boolean blackFirst, boolean exact) {
        if (!blackFirst || play.steps().size() != 1) return null;
        Step series = play.steps().get(0);
        if (series.kind() != 's' || series.constraint() != null || !(series.end() instanceof Play last)) return null;
        if (last.min() >= 0 || last.max() != 1 || last.steps().size() != 2) return null;
        Step a = last.steps().get(0), d = last.steps().get(1);
        // the last move as an attack ("1a[g]d") or as a help move ("1h[g]h"): one move either way
        boolean attack = a.kind() == 'a' && d.kind() == 'd', help = a.kind() == 'h' && d.kind() == 'h';
        if (!attack && !help || a.constraint() != null || d.constraint() != null || d.end() != null
                || !(a.end() instanceof Reached r)) return null;
        // "N:N": exact, only the full length (the series gives its shorter solutions otherwise)
        Stipulation st = new Stipulation(0, exact, PlayType.SERIES_HELP, null, r.goal(), play.max(), false);
        return new StructuredEquivalent(st, false, !exact && play.max() > 1);
    }

    /** "Na[g]d", "Nad[g]", "Nda[g]", "Nd[g]a" with White attacking; null if not of this form. */
    private static StructuredEquivalent battle(Play play, boolean blackFirst, boolean exact) {
        List<Step> steps = play.steps();
        if (steps.size() != 2 || steps.get(0).constraint() != null || steps.get(1).constraint() != null) return null;
        char first = steps.get(0).kind(), second = steps.get(1).kind();
        boolean attackFirst = first == 'a' && second == 'd';
        if (!attackFirst && !(first == 'd' && second == 'a')) return null;
        int goalAt = goalStep(steps);
        if (goalAt < 0) return null;
        // Black attacking: the play with the colours' roles swapped, as HalfDuplex solves it
        boolean attackerBlack = attackFirst == blackFirst;
        boolean direct = steps.get(goalAt).kind() == 'a';
        // half-moves counted from the attacker's first move, the key played already if the defender starts
        int total = play.max() + (attackFirst ? 0 : 1);
        if (direct != (total % 2 == 1)) return null;
        int moves = (total + 1) / 2;
        PlayType type = direct ? PlayType.DIRECT : PlayType.SELF;
        Goal goal = goalOf(steps.get(goalAt).end());
        // "not mate" known in direct play from the attacker's move only (BEISPIEL-sford-13)
        if ((goal.type() == feerie.stipulation.GoalType.NOT_MATE || goal.type() == feerie.stipulation.GoalType.CHECK_ZUGZWANG) && (!direct || !attackFirst || attackerBlack)) return null;
        return new StructuredEquivalent(new Stipulation(0, exact && moves > 1, type, null, goal, moves, false), !attackFirst,
                false, attackerBlack, false);
    }

    /** "Nhh[g]", "Nh[g]h" ending with White's move; null if not of this form. */
    private static StructuredEquivalent help(Play play, boolean blackFirst, boolean exact) {
        List<Step> steps = play.steps();
        if (steps.size() != 2 || steps.get(0).kind() != 'h' || steps.get(1).kind() != 'h') return null;
        if (steps.get(0).constraint() != null || steps.get(1).constraint() != null) return null;
        int halfMoves = play.max();
        int goalAt = goalStep(steps);
        if (goalAt < 0) return null;
        Goal goal = goalOf(steps.get(goalAt).end());
        if (goal.type() == feerie.stipulation.GoalType.NOT_MATE || goal.type() == feerie.stipulation.GoalType.CHECK_ZUGZWANG) return null;
        // the goal is reached by the first mover after an odd number of half-moves, by the other after an even one
        boolean oddLength = goalAt == 0;
        if (oddLength != (halfMoves % 2 == 1)) return null;
        boolean whiteEnds = oddLength ? !blackFirst : blackFirst;
        if (!whiteEnds) return null;
        // without "m:" Popeye's help play may be shorter by whole moves, which h#n is not: only
        // the shortest help play is the same
        if (!exact && halfMoves > 2) return null;
        Stipulation st = new Stipulation(0, exact && halfMoves > 2, PlayType.HELP, null, goal, halfMoves / 2, oddLength);
        return new StructuredEquivalent(st, false);
    }

    /** The goal of an end, "!#" (not mate, only in exact direct play) read as Féerie's NOT_MATE. */
    private static Goal goalOf(Expr end) {
        if (end instanceof Reached r) return r.goal();
        if (isCheckZugzwang(end)) return new Goal(feerie.stipulation.GoalType.CHECK_ZUGZWANG);
        return new Goal(feerie.stipulation.GoalType.NOT_MATE);
    }

    /** "/1d[+]a{!+}": the defender, not in check, must check with every move, which is not written. */
    private static boolean isCheckZugzwang(Expr end) {
        if (!(end instanceof StructuredStipulation.Suppressed s) || !(s.operand() instanceof Play p) || p.min() >= 0 || p.max() != 1
                || p.steps().size() != 2) return false;
        Step d = p.steps().get(0), a = p.steps().get(1);
        return d.kind() == 'd' && a.kind() == 'a' && d.constraint() == null && a.end() == null
                && d.end() instanceof Reached r && r.goal().type() == feerie.stipulation.GoalType.CHECK
                && a.constraint() instanceof StructuredStipulation.Not n && n.operand() instanceof Reached c
                && c.goal().type() == feerie.stipulation.GoalType.CHECK;
    }

    /** "!#": not mate. */
    private static boolean isNotMate(Expr end) {
        return end instanceof StructuredStipulation.Not n && n.operand() instanceof Reached r
                && r.goal().type() == feerie.stipulation.GoalType.MATE;
    }

    /** The one step whose end is a goal, the other having no end; -1 otherwise. */
    private static int goalStep(List<Step> steps) {
        int at = -1;
        for (int i = 0; i < steps.size(); i++) {
            Expr end = steps.get(i).end();
            if (end == null) continue;
            if (!(end instanceof Reached) && !isNotMate(end) && !isCheckZugzwang(end) || at >= 0) return -1;
            at = i;
        }
        return at;
    }
}
