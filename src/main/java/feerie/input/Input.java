package feerie.input;

import feerie.problem.Language;

/** Tokens of one input file plus its language: what the specialised readers share. */
final class Input {
    final Tokenizer tokens;
    final Language language;
    /** Codes of the pieces the current problem defines (DefinePiece), read in piece lists too. */
    final java.util.Set<String> definedCodes = new java.util.HashSet<>();

    Input(Tokenizer tokens, Language language) {
        this.tokens = tokens;
        this.language = language;
    }

    KeywordTable.Match lookup(KeywordTable table, Token t) {
        return table.lookup(t.text(), language);
    }

    /** True if the token is a frame keyword with the given English name. */
    boolean isFrame(Token t, String english) {
        KeywordTable.Match m = lookup(Keywords.FRAME, t);
        return m.found() && m.english().equals(english);
    }

    /** True if the token ends a list inside the problem body: a frame keyword or a command. */
    boolean isBodyKeyword(Token t) {
        return lookup(Keywords.FRAME, t).found() || lookup(Keywords.COMMANDS, t).found();
    }

    /** True if the token ends a list inside a twin: a twinning keyword, frame keyword or command. */
    boolean isTwinKeyword(Token t) {
        return lookup(Keywords.TWINNING, t).found() || isBodyKeyword(t);
    }

    /** The next token, which must exist. */
    Token require(Token after, String what) throws InputException {
        Token t = tokens.next();
        if (t == null) {
            throw new InputException(after.line(), what + " expected after '" + after.text() + "'");
        }
        return t;
    }

    int requireInt(Token after, String what) throws InputException {
        Token t = require(after, what);
        if (!isInt(t.text())) {
            throw new InputException(t.line(), what + " expected, found '" + t.text() + "'");
        }
        return Integer.parseInt(t.text());
    }

    String requireSquare(Token after) throws InputException {
        Token t = require(after, "square");
        String sq = Squares.parseOne(t.text());
        if (sq == null) {
            throw new InputException(t.line(), "bad square '" + t.text() + "'");
        }
        return sq;
    }

    static boolean isInt(String s) {
        return !s.isEmpty() && s.length() < 10 && s.chars().allMatch(Character::isDigit);
    }
}
