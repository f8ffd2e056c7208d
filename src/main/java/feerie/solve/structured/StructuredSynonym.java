package feerie.solve.structured;

import feerie.stipulation.Goal;
import feerie.stipulation.PlayType;
import feerie.stipulation.Stipulation;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Forced;
import feerie.stipulation.StructuredStipulation.Not;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Reached;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.List;

/**
 * The synonyms of Popeye's manual ("sstipulation", py-engl.txt) and of its examples that
 * {@link StructuredEquivalent} does not read itself: the nested branches that make a battle
 * self, semi-reflex or reflex play, the series with such ends or with introductory series, and
 * the parry series ("?+?" before the d or the second h).
 *
 * <ul>
 *   <li>"Na[1d[g]a]d" s g, "Na[>1a[g]d]d" semi-r g, with the constraint "{!1a[g]d}" r g
 *       ("?+?d" makes them pser-); N > 1 and the {@code >} written, as Popeye prints them so;</li>
 *   <li>"Ns[g]" ser-g, "Ns[1d[g]a]" ser-s, "Ns[>1a[g]d]" ser-semi-r, with "{!1a[g]d}" ser-r;</li>
 *   <li>"Ms[Ns[...]]" M->ser-... (M introductory moves of the other side);</li>
 *   <li>"Nh[1d[g]a]?+?h" phser-s ("Nh[g]?+?h", phser-g, is left out: see helpParry), "Nh[1a[g]d]?+?h" and "Nh[1h[g]h]?+?h"
 *       pser-h (Black first), all with n = (N+1)/2;</li>
 *   <li>"1h[- Nhh[g]]h": one move of Black's, then his help play h g N/2;</li>
 *   <li>"Nh[>1a[g]d]h{!1a[g]d}" (White first) hr g (N+1)/2.</li>
 * </ul>
 * Each only with the side that starts the ordinary stipulation; null for anything else.
 */
final class StructuredSynonym {
    private StructuredSynonym() {}

    /** The ordinary stipulation {@code play} means when {@code blackFirst} says who starts; null if none. */
    static StructuredEquivalent of(Play play, boolean blackFirst) {
        if (play.min() >= 0) return null;
        List<Step> steps = play.steps();
        if (steps.size() == 1 && steps.get(0).kind() == 's') return series(play.max(), steps.get(0), blackFirst);
        if (steps.size() != 2) return null;
        Step first = steps.get(0), second = steps.get(1);
        if (first.kind() == 'a' && (second.kind() == 'd' || second.kind() == 'D') && !blackFirst && play.max() % 2 == 1)
            return battle(play.max(), first, second);
        if (first.kind() == 'h' && second.kind() == 'H' && play.max() % 2 == 1) return helpParry(play.max(), first, second, blackFirst);
        StructuredEquivalent intro = first.kind() == 'h' && second.kind() == 'h' && play.max() == 1 ? moveThenHelp(first, second, blackFirst) : null;
        if (intro != null) return intro;
        if (first.kind() == 'h' && second.kind() == 'h' && play.max() % 2 == 1 && !blackFirst) return helpReflex(play.max(), first, second);
        return null;
    }

    /**
     * "1h[- Nhh[g]]h": a move of Black's, then Black again in a help play of N/2 moves (the side
     * change of "-" undone): help play after an introductory move of the same side
     * (BEISPIEL-sford-36, "h#8 1.0;1.1;..."). Stipulation.introMoves() counts it; the help play
     * is h g N/2 with its shorter solutions, as Popeye's help play without "m:".
     */
    private static StructuredEquivalent moveThenHelp(Step move, Step other, boolean blackFirst) {
        if (!blackFirst || move.constraint() != null || other.constraint() != null || other.end() != null) return null;
        if (!(move.end() instanceof feerie.stipulation.StructuredStipulation.SideChanged c) || !(c.operand() instanceof Play help)) return null;
        List<Step> h = help.steps();
        // after one move Popeye numbers the lines on ("1.Bf8-b4   2.Bb4-e1 Rb2-b8 #", py 4.104): not written so here
        if (help.min() >= 0 || help.max() % 2 != 0 || help.max() < 4 || h.size() != 2 || h.get(0).kind() != 'h' || h.get(1).kind() != 'h'
                || h.get(0).end() != null || h.get(0).constraint() != null || h.get(1).constraint() != null
                || !(h.get(1).end() instanceof Reached r)) return null;
        return new StructuredEquivalent(new Stipulation(1, false, PlayType.HELP, null, r.goal(), help.max() / 2, false), false);
    }

    /**
     * "Nh[>1a[g]d]h{!1a[g]d}", White first, N odd: help play after which Black must reach g at
     * once, White having to reach it whenever he can: hr g (N+1)/2 (BEISPIEL-sford-25, "hrx2";
     * py 4.104 writes the same solution for both).
     */
    private static StructuredEquivalent helpReflex(int halfMoves, Step white, Step black) {
        if (white.constraint() != null || black.end() != null || !(white.end() instanceof Forced f)
                || !(black.constraint() instanceof Not n)) return null;
        Goal goal = oneMover(f.operand(), 'a', 'd');
        if (goal == null || !goal.equals(oneMover(n.operand(), 'a', 'd'))) return null;
        return new StructuredEquivalent(new Stipulation(0, false, PlayType.HELP_REFLEX, null, goal, (halfMoves + 1) / 2, false), false);
    }

    /** "Na[E]d" and "Na[E]?+?d", White attacking; N odd. */
    private static StructuredEquivalent battle(int halfMoves, Step attack, Step defence) {
        if (defence.end() != null) return null;
        boolean parry = defence.kind() == 'D';
        Expr constraint = onlyConstraint(attack, defence);
        if (constraint == NONE) return null;
        Ending end = ending(attack.end(), constraint);
        if (end == null || end.type == PlayType.DIRECT && !parry) return null;
        boolean reflex = end.type == PlayType.SEMI_REFLEX || end.type == PlayType.REFLEX;
        // Popeye echoes "3a[1a[#]d]d" as "3a[>1a[#]d]d", and "1a[>1a[#]d]d" as a play of its own
        // ("-0[>1a[#]d]da", no solution): only the forms it prints as written
        if (reflex && (!(attack.end() instanceof Forced) || halfMoves == 1)) return null;
        PlayType type = parry ? PlayType.of("pser-", end.type.prefix()) : end.type;
        return new StructuredEquivalent(new Stipulation(0, false, type, null, end.goal, (halfMoves + 1) / 2, false), false);
    }

    /** "Nh[E]?+?h": help parry series (or parry series help play), N odd. */
    private static StructuredEquivalent helpParry(int halfMoves, Step help, Step parried, boolean blackFirst) {
        if (parried.end() != null || help.constraint() != null || parried.constraint() != null) return null;
        int moves = (halfMoves + 1) / 2;
        Expr end = help.end();
        // "Nh[g]?+?h" is phser-g, but Féerie's phser-# misses Popeye's shorter lines and checks
        // (py 4.104: 2996 lines on a phser-#3 where Féerie writes 95): left unsupported
        if (end instanceof Reached) return null;
        Goal self = oneMover(end, 'd', 'a');
        if (self != null && !blackFirst)
            return new StructuredEquivalent(new Stipulation(0, false, PlayType.HELP_PARRY_SERIES_SELF, null, self, moves, false), false);
        Goal helped = oneMover(end, 'a', 'd');
        if (helped == null) helped = oneMover(end, 'h', 'h');
        if (helped != null && blackFirst)
            return new StructuredEquivalent(new Stipulation(0, false, PlayType.PARRY_SERIES_HELP, null, helped, moves, false), false);
        return null;
    }

    /** "Ns[E]{C}": the series side moves N times, then E. */
    private static StructuredEquivalent series(int moves, Step series, boolean blackFirst) {
        Expr end = series.end();
        if (end instanceof Play intro && intro.min() < 0 && intro.steps().size() == 1 && intro.steps().get(0).kind() == 's'
                && series.constraint() == null) {
            // introductory series of this side, then the series of the other
            StructuredEquivalent inner = StructuredEquivalent.matchPlay(intro, !blackFirst);
            if (inner == null || !inner.stipulation().playType().isSeries() || inner.stipulation().introMoves() > 0) return null;
            // a series of one move after them: Popeye numbers on ("1.Rf2-f1 d7-d5   2.Rf1-f8 #", py 4.104)
            if (inner.stipulation().moves() < 2) return null;
            Stipulation s = inner.stipulation();
            return new StructuredEquivalent(new Stipulation(moves, s.isExact(), s.playType(), s.reciprocalGoal(), s.goal(), s.moves(),
                    s.plusHalf()), inner.postKeyPlay(), inner.shorterToo());
        }
        if (blackFirst) return null;
        Ending e = ending(end, series.constraint());
        if (e == null) return null;
        // the series side is White's, the last move (or the goal) Black's: not ser-h, read by StructuredEquivalent
        PlayType type = PlayType.of("ser-", e.type.prefix());
        return new StructuredEquivalent(new Stipulation(0, false, type, null, e.goal, moves, false), false);
    }

    private record Ending(PlayType type, Goal goal) {
    }

    /**
     * What follows the attacker's (or the series side's) last move: a goal (direct), the other
     * side's move to the goal (self), the other side's forced move to it (semi-reflex; reflex
     * with the constraint that it cannot be played before). Null if nothing of this kind.
     */
    private static Ending ending(Expr end, Expr constraint) {
        if (end instanceof Reached r) return constraint == null ? new Ending(PlayType.DIRECT, r.goal()) : null;
        Goal self = oneMover(end, 'd', 'a');
        if (self != null) return constraint == null ? new Ending(PlayType.SELF, self) : null;
        Expr forced = end instanceof Forced f ? f.operand() : end;
        Goal reflex = oneMover(forced, 'a', 'd');
        if (reflex == null) return null;
        if (constraint == null) return new Ending(PlayType.SEMI_REFLEX, reflex);
        if (constraint instanceof Not n && reflex.equals(oneMover(n.operand(), 'a', 'd'))) return new Ending(PlayType.REFLEX, reflex);
        return null;
    }

    /** The goal of "1xy[g]" with move letters x and y, null if {@code e} is not that. */
    private static Goal oneMover(Expr e, char first, char second) {
        if (!(e instanceof Play p) || p.min() >= 0 || p.max() != 1 || p.steps().size() != 2) return null;
        Step x = p.steps().get(0), y = p.steps().get(1);
        if (x.kind() != first || y.kind() != second || x.constraint() != null || y.constraint() != null || y.end() != null) return null;
        return x.end() instanceof Reached r ? r.goal() : null;
    }

    private static final Expr NONE = new Reached(new Goal(feerie.stipulation.GoalType.ANY));

    /** The constraint of one of the two steps (Popeye enforces it before each attack either way); NONE if both have one. */
    private static Expr onlyConstraint(Step a, Step b) {
        if (a.constraint() != null && b.constraint() != null) return NONE;
        return a.constraint() != null ? a.constraint() : b.constraint();
    }
}
