package feerie.input;

import java.util.Locale;
import java.util.function.Predicate;

import feerie.stipulation.Stipulation;
import feerie.stipulation.StipulationSyntaxException;

/** Reads the argument of {@code stipulation} and {@code sstipulation}. */
final class StipulationReader {
    /** A stipulation with its text as written. */
    record Read(Stipulation stipulation, String text) {
    }

    private final Input in;

    StipulationReader(Input in) {
        this.in = in;
    }

    /** One token such as "h#2.5"; "dia" and "a=>b" may have their number as the next token. */
    Read readPlain(Token keyword) throws InputException {
        Token s = in.require(keyword, "stipulation");
        String text = s.text();
        String lower = text.toLowerCase(Locale.ROOT);
        if ((lower.endsWith("dia") || lower.endsWith("a=>b")) && in.tokens.nextIsOnLine(s.line())
                && in.tokens.peek().text().matches("\\d+(\\.\\d)?")) {
            text = text + " " + in.tokens.next().text();
        }
        try {
            return new Read(Stipulation.parse(text), text);
        } catch (StipulationSyntaxException e) {
            throw new InputException(s.line(), e.getMessage());
        }
    }

    /**
     * Structured stipulation: the tokens on the keyword's line up to the next keyword, kept as text
     * joined by blanks (e.g. "black - 5h[/1d[x]a{!+}]h").
     */
    Read readStructured(Token keyword, Predicate<Token> isKeyword) throws InputException {
        StringBuilder sb = new StringBuilder();
        Token t = in.require(keyword, "structured stipulation");
        sb.append(t.text());
        int line = t.line();
        while (in.tokens.nextIsOnLine(line) && !isKeyword.test(in.tokens.peek())) {
            sb.append(' ').append(in.tokens.next().text());
        }
        String text = sb.toString();
        return new Read(Stipulation.structured(text), text);
    }
}
