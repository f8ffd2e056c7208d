package feerie.input;

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

    /**
     * One token such as "h#2.5". As in Popeye, when the goal ends the token the number of moves
     * is the next token ("dia 8.5", "hze8 1.5", "h00 1.5", "# 2").
     */
    Read readPlain(Token keyword) throws InputException {
        Token s = in.require(keyword, "stipulation");
        String text = s.text();
        try {
            return new Read(Stipulation.parse(text), text);
        } catch (StipulationSyntaxException e) {
            Token next = in.tokens.peek();
            if (next != null && Character.isDigit(next.text().charAt(0))) {
                String joined = text + " " + next.text();
                try {
                    Stipulation stipulation = Stipulation.parse(joined);
                    in.tokens.next();
                    return new Read(stipulation, joined);
                } catch (StipulationSyntaxException e2) {
                    throw new InputException(s.line(), e2.getMessage());
                }
            }
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
