package feerie.input;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import feerie.problem.Colour;
import feerie.problem.PieceSpec;

/**
 * Reads a piece list ({@code pieces} command, twin {@code add}): colour word, attribute words
 * right after it, then piece tokens; the list ends at the first token that fits none of these.
 */
final class PieceListReader {
    private final Input in;
    final List<PieceSpec> pieces = new ArrayList<>();
    /** The line of each piece of {@link #pieces}. */
    final List<Integer> lines = new ArrayList<>();
    int totalInvisible;

    PieceListReader(Input in) {
        this.in = in;
    }

    /**
     * Reads the list after the command token; returns the token that ended it (null at the end).
     *
     * @param isKeyword tokens that legitimately end the list
     */
    Token read(Token command, Predicate<Token> isKeyword) throws InputException {
        Colour colour = null;
        List<String> attributes = new ArrayList<>();
        boolean attributesAllowed = false;
        Token t = in.tokens.next();
        while (t != null) {
            KeywordTable.Match c = in.lookup(Keywords.COLOURS, t);
            if (c.found()) {
                if (c.english().equals("TotalInvisible")) {
                    totalInvisible = in.requireInt(t, "number of total invisibles");
                    colour = null;
                    attributesAllowed = false;
                } else {
                    colour = Colour.valueOf(c.english().toUpperCase());
                    attributes = new ArrayList<>();
                    attributesAllowed = true;
                }
                t = in.tokens.next();
                continue;
            }
            if (attributesAllowed) {
                KeywordTable.Match a = in.lookup(Keywords.ATTRIBUTES, t);
                if (a.found()) {
                    attributes.add(a.english());
                    t = in.tokens.next();
                    continue;
                }
            }
            if (colour != null) {
                PieceTokens.Parsed p = PieceTokens.parse(t.text(), in.language, in.definedCodes);
                if (p.ok()) {
                    for (String sq : p.squares()) {
                        pieces.add(new PieceSpec(colour, p.kind(), sq, attributes));
                        lines.add(t.line());
                    }
                    attributesAllowed = false;
                    // "royal" goes with the next piece indication alone (Popeye's reader: a side
                    // has one royal unit): "black royal Ba8 Pa7" makes the bishop royal, not the pawn
                    if (attributes.contains("Royal")) {
                        attributes = new ArrayList<>(attributes);
                        attributes.remove("Royal");
                    }
                    t = in.tokens.next();
                    continue;
                }
                if (!isKeyword.test(t)) {
                    throw new InputException(t.line(), p.error());
                }
            } else if (!isKeyword.test(t)) {
                throw new InputException(t.line(), "colour expected before '" + t.text() + "' in piece list");
            }
            return t;
        }
        return null;
    }
}
