package feerie.input;

import java.util.ArrayList;
import java.util.List;

import feerie.problem.ConditionSpec;

/**
 * Reads a list of conditions without interpreting them, as Popeye does: a condition name, then
 * the words its grammar takes ({@link ConditionArguments}: variants, squares, piece codes,
 * numbers, kept as written), then the next condition name, until a token that names no
 * condition; that token goes back to the caller (a command, a twinning command, a frame word).
 */
final class ConditionReader {
    private final Input in;
    /** Where the squares the conditions name go, with their lines, to be checked against the board. */
    private final List<ProblemBuilder.SquareAt> squaresRead;

    ConditionReader(Input in, List<ProblemBuilder.SquareAt> squaresRead) {
        this.in = in;
        this.squaresRead = squaresRead;
    }

    /** Adds the conditions to {@code out}; returns the token that ended the list (null at the end). */
    Token read(Token keyword, List<ConditionSpec> out) throws InputException {
        Token t = in.tokens.next();
        boolean first = true;
        while (t != null) {
            KeywordTable.Match m = conditionName(t);
            if (!m.found()) {
                if (first) {
                    throw new InputException(t.line(),
                            (m.ambiguous() ? "ambiguous condition '" : "unknown condition '") + t.text() + "'");
                }
                break;
            }
            List<String> words = new ArrayList<>();
            Token name = t;
            t = new ConditionArguments(in, words, squaresRead).read(name, m.entry().extra(), in.tokens.next());
            out.add(new ConditionSpec(m.english(), words));
            first = false;
        }
        if (first) {
            throw new InputException(keyword.line(), "condition expected after '" + keyword.text() + "'");
        }
        return t;
    }

    private KeywordTable.Match conditionName(Token t) {
        KeywordTable.Match m = in.lookup(Keywords.CONDITIONS, t);
        if (m.found()) {
            return m;
        }
        KeywordTable.Match extra = in.lookup(Keywords.EXTRA_CONDITIONS, t);
        return extra.found() ? extra : m;
    }
}
