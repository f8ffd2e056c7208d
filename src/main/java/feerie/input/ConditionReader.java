package feerie.input;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import feerie.problem.ConditionSpec;

/**
 * Reads conditions without interpreting them: each condition name starts a new condition and the
 * following words (variants, squares, piece codes, numbers) are kept raw. A word spelled exactly
 * like a condition variant belongs to the current condition even if it could also name a condition.
 */
final class ConditionReader {
    private final Input in;

    ConditionReader(Input in) {
        this.in = in;
    }

    /** Adds the conditions to {@code out}; returns the token that ended the list (null at the end). */
    Token read(List<ConditionSpec> out, Predicate<Token> isKeyword) throws InputException {
        String name = null;
        List<String> words = new ArrayList<>();
        Token t = in.tokens.next();
        for (; t != null; t = in.tokens.next()) {
            if (in.lookup(Keywords.FRAME, t).found()) {
                break;
            }
            boolean variant = name != null
                    && Keywords.CONDITION_VARIANTS.exact(t.text(), in.language) != null;
            KeywordTable.Match m = variant ? KeywordTable.Match.UNKNOWN : conditionName(t);
            if (m.found()) {
                if (name != null) {
                    out.add(new ConditionSpec(name, words));
                }
                name = m.english();
                words = new ArrayList<>();
                continue;
            }
            if (!variant && isKeyword.test(t)) {
                break;
            }
            if (name == null) {
                throw new InputException(t.line(),
                        (m.ambiguous() ? "ambiguous condition '" : "unknown condition '") + t.text() + "'");
            }
            words.add(t.text());
        }
        if (name != null) {
            out.add(new ConditionSpec(name, words));
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
