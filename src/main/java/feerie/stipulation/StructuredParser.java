package feerie.stipulation;

import feerie.stipulation.StructuredStipulation.And;
import feerie.stipulation.StructuredStipulation.Expr;
import feerie.stipulation.StructuredStipulation.Not;
import feerie.stipulation.StructuredStipulation.Or;
import feerie.stipulation.StructuredStipulation.Play;
import feerie.stipulation.StructuredStipulation.Reached;
import feerie.stipulation.StructuredStipulation.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the text of a structured stipulation into a {@link StructuredStipulation}. Constructs
 * whose meaning Féerie does not know ("?", ...) are a syntax error naming them, so the
 * problem is reported as unsupported instead of being solved as something else.
 */
final class StructuredParser {
    private static final String[] BLACK_WORDS = {"black", "schwarz", "noir"};
    private static final String[] WHITE_WORDS = {"white", "weiss", "blanc"};

    private final String original;
    private final String s;
    private int pos;

    private StructuredParser(String original, String body) {
        this.original = original;
        this.s = body;
    }

    static StructuredStipulation parse(String text) {
        String t = text.strip();
        int blank = t.indexOf(' ');
        String side = (blank < 0 ? t : t.substring(0, blank)).toLowerCase(Locale.ROOT);
        String rest = blank < 0 ? "" : t.substring(blank + 1).replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
        boolean black = isPrefixOfAny(side, BLACK_WORDS);
        if (!black && !isPrefixOfAny(side, WHITE_WORDS)) {
            throw new StipulationSyntaxException("bad structured stipulation '" + text + "': side '" + side + "'");
        }
        StructuredParser p = new StructuredParser(text, rest);
        boolean inverted = p.eat('-');
        Expr body = p.expression();
        if (p.pos != p.s.length()) {
            throw p.error("construct '" + p.s.substring(p.pos) + "'");
        }
        return new StructuredStipulation(black, inverted, body);
    }

    private static boolean isPrefixOfAny(String word, String[] words) {
        if (word.isEmpty()) {
            return false;
        }
        for (String w : words) {
            if (w.startsWith(word)) {
                return true;
            }
        }
        return false;
    }

    /** operand (('&' | '|') operand)*, left to right. */
    private Expr expression() {
        Expr e = operand();
        while (true) {
            if (eat('&')) {
                e = new And(e, operand());
            } else if (eat('|')) {
                e = new Or(e, operand());
            } else {
                return e;
            }
        }
    }

    private Expr operand() {
        if (eat('(')) {
            Expr e = expression();
            expect(')');
            return e;
        }
        if (eat('!')) {
            return new Not(operand());
        }
        if (eat('>')) {
            return new StructuredStipulation.Forced(operand());
        }
        if (eat('/')) {
            return new StructuredStipulation.Suppressed(operand());
        }
        if (eat('-')) {
            return new StructuredStipulation.SideChanged(operand());
        }
        // "00" is the castling goal, not a length
        if (pos < s.length() && Character.isDigit(s.charAt(pos)) && !s.startsWith("00", pos)) {
            return play();
        }
        return new Reached(goal());
    }

    private Expr play() {
        int first = number();
        int min = -1;
        int max = first;
        if (eat(':')) {
            min = first;
            max = number();
        }
        List<Step> steps = new ArrayList<>();
        while (pos < s.length() && ("adhs".indexOf(s.charAt(pos)) >= 0 || s.charAt(pos) == '?')) {
            // "?+?h", "?+?d": the move is granted only to a side in check (parry series)
            boolean conditional = false;
            if (eat('?')) {
                if (!s.startsWith("+?", pos)) throw error("requirement '?" + s.substring(pos) + "' (only ?+? is known)");
                pos += 2;
                conditional = true;
                if (pos >= s.length() || "dh".indexOf(s.charAt(pos)) < 0) throw error("?+? before a letter other than d or h");
            }
            char kind = s.charAt(pos++);
            if (conditional) kind = Character.toUpperCase(kind);
            Expr end = null;
            Expr constraint = null;
            // Popeye accepts the ends and the constraint in any order ("3h[#]{!x}h", "2s[..]{!..}");
            // two ends after one letter ("3a[#][1a[#]d]d") are either one (quodlibet)
            while (true) {
                if (eat('[')) {
                    Expr e = expression();
                    expect(']');
                    end = end == null ? e : new Or(end, e);
                } else if (constraint == null && eat('{')) {
                    constraint = expression();
                    expect('}');
                } else {
                    break;
                }
            }
            steps.add(new Step(kind, end, constraint));
        }
        if (steps.isEmpty()) {
            throw error("play without a move letter");
        }
        return new Play(min, max, List.copyOf(steps));
    }

    private Goal goal() {
        for (GoalType g : GoalType.values()) {
            // "!#" and "!=" are negations here ("[!#]" is "not mate"), handled in operand()
            if (g == GoalType.AUTO_MATE || g == GoalType.AUTO_STALEMATE) {
                continue;
            }
            if (s.startsWith(g.symbol(), pos)) {
                pos += g.symbol().length();
                if (!g.takesSquare()) {
                    return new Goal(g);
                }
                if (pos + 1 < s.length() && s.charAt(pos) >= 'a' && s.charAt(pos) <= 'p' && Character.isDigit(s.charAt(pos + 1))) {
                    pos += 2;
                    return new Goal(g, s.substring(pos - 2, pos));
                }
                throw error("missing square after '" + g.symbol() + "'");
            }
        }
        throw error(pos < s.length() ? "construct '" + s.substring(pos) + "'" : "missing goal");
    }

    private int number() {
        int start = pos;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw error("missing number");
        }
        return Integer.parseInt(s.substring(start, pos));
    }

    private boolean eat(char c) {
        if (pos < s.length() && s.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!eat(c)) {
            throw error(pos < s.length() ? "construct '" + s.substring(pos) + "'" : "missing '" + c + "'");
        }
    }

    private StipulationSyntaxException error(String what) {
        return new StipulationSyntaxException("bad structured stipulation '" + original + "': " + what);
    }
}
