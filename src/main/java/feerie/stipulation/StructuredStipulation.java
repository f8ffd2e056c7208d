package feerie.stipulation;

import java.util.List;

/**
 * A Popeye structured stipulation ({@code sstipulation}) as data, e.g. "black 4hh[2da[#]]".
 *
 * <p>The first word names the side that makes the first move; a "-" after it gives that move to
 * the other side (the play starts with "1..."). The rest is an {@link Expr}: play segments made of
 * a length and move letters ({@code a} attacker, {@code d} defender, {@code h} help, {@code s}
 * series), each letter possibly followed by {@code [what ends the play]} and
 * {@code {a constraint}}; {@code !} negates, {@code &} and {@code |} combine.
 *
 * @param blackFirst the side word is Black
 * @param inverted   "-" follows the side word: the other side moves first
 * @param body       the play
 */
public record StructuredStipulation(boolean blackFirst, boolean inverted, Expr body) {

    /** Parses the text of an sstipulation (side word included); see {@link StructuredParser}. */
    public static StructuredStipulation parse(String text) {
        return StructuredParser.parse(text);
    }

    /** A part of a structured stipulation. */
    public sealed interface Expr permits Not, And, Or, Reached, Play, Forced, Suppressed, SideChanged {
    }

    /** "/e" as what ends a play: e must succeed, but its moves are not written (Popeye's play suppressor). */
    public record Suppressed(Expr operand) implements Expr {
    }

    /**
     * ">e" as what ends a help play: whenever e can be played, it must be, ending the play
     * (semi-reflex; BEISPIEL-sford-23: "3h[>1a[x]d]h").
     */
    public record Forced(Expr operand) implements Expr {
    }

    /** "-e" at the start of a nested branch: the side that moved last moves again (Popeye's "-"). */
    public record SideChanged(Expr operand) implements Expr {
    }

    /** "!e": the negation of e. */
    public record Not(Expr operand) implements Expr {
    }

    /** "l&r". */
    public record And(Expr left, Expr right) implements Expr {
    }

    /** "l|r". */
    public record Or(Expr left, Expr right) implements Expr {
    }

    /** A goal as the end of play ("#" in "[#]"). */
    public record Reached(Goal goal) implements Expr {
    }

    /**
     * A play segment: "[min:]max" half-moves of the letters' kinds, e.g. "4hh[...]" or "3a[#]d".
     *
     * @param min   least number of half-moves, -1 when not written
     * @param max   the number written (last)
     * @param steps the letters in order with what follows each
     */
    public record Play(int min, int max, List<Step> steps) implements Expr {
    }

    /**
     * One move letter of a {@link Play}.
     *
     * @param kind       'a', 'd', 'h' or 's'; 'D' or 'H' when written "?+?d", "?+?h" (the move is
     *                   granted only to a side in check, as in parry series)
     * @param end        what ends the play after a move of this kind ("[...]"), null if nothing
     * @param constraint what must not/must hold after a move of this kind ("{...}"), null if none
     */
    public record Step(char kind, Expr end, Expr constraint) {
    }
}
