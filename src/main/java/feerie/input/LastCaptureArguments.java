package feerie.input;

/**
 * LastCapture's unit, the one captured by the move before the diagram: its colour (required),
 * its attributes, then its piece and square, together ("Qd5") or apart ("Q d5").
 */
final class LastCaptureArguments {
    private final ConditionArguments arguments;

    LastCaptureArguments(ConditionArguments arguments) {
        this.arguments = arguments;
    }

    /**
     * Reads the unit; the condition's words become, whatever the input's language, the colour
     * and attributes in English, the piece's English code and the square ("White", "b", "g4").
     */
    Token read(Token name, Token t) throws InputException {
        Input in = arguments.in();
        java.util.List<String> words = arguments.words();
        KeywordTable.Match colour = t == null ? KeywordTable.Match.UNKNOWN : in.lookup(Keywords.COLOURS, t);
        if (!colour.found() || colour.english().equals("TotalInvisible")) {
            throw arguments.error(t, name, "the colour of the captured unit");
        }
        words.add(colour.english());
        t = in.tokens.next();
        for (KeywordTable.Match a = attribute(in, t); a != null; a = attribute(in, t)) {
            words.add(a.english());
            t = in.tokens.next();
        }
        if (arguments.isWalk(t)) {
            String code = t.text().toLowerCase(java.util.Locale.ROOT);
            words.add(in.definedCodes.contains(code) ? code : PieceCodes.kindToEnglish(t.text(), in.language));
            t = in.tokens.next();
            if (t == null || Squares.parseOne(t.text()) == null) {
                throw arguments.error(t, name, "the square of the captured unit");
            }
            words.add(t.text().toLowerCase(java.util.Locale.ROOT));
            return in.tokens.next();
        }
        PieceTokens.Parsed unit = t == null ? null : PieceTokens.parse(t.text(), in.language, in.definedCodes);
        if (unit == null || !unit.ok() || unit.squares().size() != 1) {
            throw arguments.error(t, name, "the piece and square of the captured unit");
        }
        words.add(unit.kind());
        words.add(unit.squares().get(0));
        return in.tokens.next();
    }

    private static KeywordTable.Match attribute(Input in, Token t) {
        if (t == null) return null;
        KeywordTable.Match m = in.lookup(Keywords.ATTRIBUTES, t);
        return m.found() ? m : null;
    }
}
