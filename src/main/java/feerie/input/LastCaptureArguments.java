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

    Token read(Token name, Token t) throws InputException {
        Input in = arguments.in();
        KeywordTable.Match colour = t == null ? KeywordTable.Match.UNKNOWN : in.lookup(Keywords.COLOURS, t);
        if (!colour.found() || colour.english().equals("TotalInvisible")) {
            throw arguments.error(t, name, "the colour of the captured unit");
        }
        t = arguments.take(t);
        while (t != null && in.lookup(Keywords.ATTRIBUTES, t).found()) {
            t = arguments.take(t);
        }
        if (arguments.isWalk(t)) {
            t = arguments.take(t);
            if (t == null || Squares.parseOne(t.text()) == null) {
                throw arguments.error(t, name, "the square of the captured unit");
            }
            return arguments.take(t);
        }
        PieceTokens.Parsed unit = t == null ? null : PieceTokens.parse(t.text(), in.language, in.definedCodes);
        if (unit == null || !unit.ok() || unit.squares().size() != 1) {
            throw arguments.error(t, name, "the piece and square of the captured unit");
        }
        return arguments.take(t);
    }
}
