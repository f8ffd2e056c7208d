package feerie.input;

import java.util.List;
import java.util.Map;

/**
 * The words that follow a condition's name, by the grammar Popeye gives each condition (the
 * argument column of conditions.txt): variants, squares, piece codes, numbers. A reader takes
 * exactly the tokens that belong to the condition and gives back the first one that does not,
 * so that the list of conditions can go on with the next condition name; optional arguments
 * are taken only when they fit, mandatory ones missing are input errors.
 *
 * <p>Kinds (several may follow each other, separated by blanks):
 * {@code circe} Circe variants (some bring their own arguments: Chameleon a sequence of pieces,
 * April pieces); {@code rexinclusive}, {@code rexexclusive} that one optional word;
 * {@code anticirce} Calvet or Cheylan; {@code chameleon} a sequence of pieces; {@code walks}
 * piece codes, {@code walks+} at least one; {@code squares} one token of squares;
 * {@code square} one square; {@code twosquares} a token of two squares; {@code typeB},
 * {@code typeC}, {@code typeD}, {@code type2}, {@code type3} an optional type up to that
 * letter or number; {@code strictness} exact or ultra; {@code side} White or Black;
 * {@code vaulting} pieces and Transmuting; {@code sentinelles}, {@code breton}, {@code cast},
 * {@code takemake}, {@code pad}, {@code grid}, {@code koeko} their variant words;
 * {@code sat} up to two numbers; {@code bgl} up to two BGL values (a number with a decimal
 * point or comma, or '-'); {@code number} an optional number; {@code lastcapture} the colour,
 * attributes, piece and square of the unit captured last.
 */
final class ConditionArguments {
    private static final Map<String, KeywordTable> VARIANTS = KeywordTable.loadSections("condition-variants.txt");

    private final Input in;
    private final List<String> words;
    /** The squares read, with their lines: checked against the board once the problem is read. */
    private final List<ProblemBuilder.SquareAt> squaresRead;
    private String condition;

    /** Reads into {@code words}, which become the condition's words. */
    ConditionArguments(Input in, List<String> words, List<ProblemBuilder.SquareAt> squaresRead) {
        this.in = in;
        this.words = words;
        this.squaresRead = squaresRead;
    }

    /**
     * Reads the arguments of one condition.
     *
     * @param name  the condition's name as written (for messages)
     * @param kinds the argument column of its row
     * @param t     the first token after the name (null at the end of the input)
     * @return the first token that is not an argument (null at the end)
     */
    Token read(Token name, String kinds, Token t) throws InputException {
        condition = name.text();
        for (String kind : kinds.split(" ")) {
            t = readKind(name, kind, t);
        }
        return t;
    }

    private Token readKind(Token name, String kind, Token t) throws InputException {
        return switch (kind) {
            case "-", "" -> t;
            case "circe" -> circeVariants(t);
            case "rexinclusive" -> optionalWord(t, "circe", "RexInclusive");
            case "rexexclusive" -> optionalWord(t, "circe", "RexExclusive");
            case "anticirce", "strictness", "side" -> optionalVariant(t, kind);
            case "chameleon", "walks" -> walks(t);
            case "walks+" -> requiredWalks(name, t);
            case "squares" -> squares(name, t, 0);
            case "square" -> squares(name, t, 1);
            case "twosquares" -> squares(name, t, 2);
            case "typeB", "typeC", "typeD" -> type(t, "lettered", kind.charAt(4) - 'A');
            case "type2", "type3" -> type(t, "numbered", kind.charAt(4) - '1');
            case "vaulting" -> vaulting(t);
            case "breton", "cast", "takemake" -> variantWords(t, kind);
            case "pad" -> padVariants(t);
            case "sentinelles" -> sentinelles(t);
            case "grid" -> new GridArguments(this).read(t);
            case "koeko" -> koeko(name, t);
            case "sat" -> numbers(t, 2, "\\d+");
            case "bgl" -> numbers(t, 2, "[0-9.,-]+");
            case "number" -> numbers(t, 1, "\\d+");
            case "lastcapture" -> new LastCaptureArguments(this).read(name, t);
            default -> throw new IllegalStateException("condition argument kind " + kind);
        };
    }

    // ---- shared by the argument readers ----

    Input in() {
        return in;
    }

    /** The condition's words read so far (a reader may write them in another form than the tokens'). */
    List<String> words() {
        return words;
    }

    /** Takes the token as a word of the condition and returns the next one. */
    Token take(Token t) {
        words.add(t.text());
        return in.tokens.next();
    }

    InputException error(Token at, Token name, String what) {
        return at == null
                ? new InputException(name.line(), what + " expected after condition '" + condition + "' at the end of the input")
                : new InputException(at.line(), what + " expected after condition '" + condition + "', found '" + at.text() + "'");
    }

    /** The entry of the variant table {@code table} the token abbreviates, or null. */
    KeywordTable.Entry variant(Token t, String table) {
        if (t == null) {
            return null;
        }
        KeywordTable.Match m = VARIANTS.get(table).lookup(t.text(), in.language);
        return m.found() ? m.entry() : null;
    }

    boolean isWalk(Token t) {
        return t != null && (PieceCodes.kindToEnglish(t.text(), in.language) != null
                || in.definedCodes.contains(t.text().toLowerCase(java.util.Locale.ROOT)));
    }

    // ---- the kinds ----

    private Token circeVariants(Token t) throws InputException {
        for (KeywordTable.Entry v = variant(t, "circe"); v != null; v = variant(t, "circe")) {
            Token word = t;
            t = take(t);
            if (v.english().equals("Chameleon")) {
                t = walks(t);
            } else if (v.english().equals("April")) {
                t = requiredWalks(word, t);
            }
        }
        return t;
    }

    private Token optionalWord(Token t, String table, String english) {
        KeywordTable.Entry v = variant(t, table);
        return v != null && v.english().equals(english) ? take(t) : t;
    }

    private Token optionalVariant(Token t, String table) {
        return variant(t, table) != null ? take(t) : t;
    }

    private Token variantWords(Token t, String table) {
        while (variant(t, table) != null) {
            t = take(t);
        }
        return t;
    }

    private Token padVariants(Token t) {
        for (KeywordTable.Entry v = variant(t, "circe"); v != null
                && (v.english().equals("RexInclusive") || v.english().equals("Strict")); v = variant(t, "circe")) {
            t = take(t);
        }
        return t;
    }

    Token walks(Token t) {
        while (isWalk(t)) {
            t = takeWalk(t);
        }
        return t;
    }

    /** A piece code, kept as its English code (the conditions read walks in English); a code the problem defines as written. */
    private Token takeWalk(Token t) {
        String english = PieceCodes.kindToEnglish(t.text(), in.language);
        words.add(english != null ? english : t.text());
        return in.tokens.next();
    }

    private Token requiredWalks(Token name, Token t) throws InputException {
        if (!isWalk(t)) {
            throw error(t, name, "piece code");
        }
        return walks(t);
    }

    /** One token of squares: any number of them ({@code count} 0), or exactly {@code count}. */
    private Token squares(Token name, Token t, int count) throws InputException {
        List<String> squares = t == null ? null : Squares.parseList(t.text());
        if (squares == null || (count > 0 && squares.size() != count)
                || (count == 2 && squares.get(0).equals(squares.get(1)))) {
            throw error(t, name, count == 0 ? "squares" : count == 1 ? "a square" : "two different squares");
        }
        // Imitator i9 on an 8x8 board: an input error at its line once the board is known
        for (String square : squares) squaresRead.add(new ProblemBuilder.SquareAt(square, t.line()));
        if (count == 2) {
            // two squares are kept (and written, as Popeye does) apart: "a1e6" is "a1 e6"
            words.addAll(squares);
            return in.tokens.next();
        }
        return take(t);
    }

    /** An optional TypeX / TypeN, taken only up to the condition's highest type. */
    private Token type(Token t, String table, int highest) {
        KeywordTable.Entry v = variant(t, table);
        return v != null && v.index() <= highest ? take(t) : t;
    }

    private Token vaulting(Token t) {
        while (isWalk(t) || variant(t, "vaulting") != null) {
            t = isWalk(t) ? takeWalk(t) : take(t);
        }
        return t;
    }

    /** Sentinelles variants; a Maximum... word may be followed by its number (up to 64). */
    private Token sentinelles(Token t) {
        for (KeywordTable.Entry v = variant(t, "sentinelles"); v != null; v = variant(t, "sentinelles")) {
            t = take(t);
            if (v.english().startsWith("Maximum") && t != null && t.text().matches("\\d{1,2}")
                    && Integer.parseInt(t.text()) <= 64) {
                t = take(t);
            }
        }
        return t;
    }

    /** KoeKo's and AntiKoeko's "Neighbour" with the piece whose contact counts. */
    private Token koeko(Token name, Token t) throws InputException {
        if (variant(t, "koeko") == null) {
            return t;
        }
        t = take(t);
        if (!isWalk(t)) {
            throw error(t, name, "piece code");
        }
        return take(t);
    }

    /** Up to {@code max} number tokens; a number beyond the range of an int is an input error. */
    private Token numbers(Token t, int max, String pattern) throws InputException {
        for (int i = 0; i < max && t != null && t.text().matches(pattern); i++) {
            if (pattern.equals("\\d+") && !Input.isInt(t.text())) {
                throw new InputException(t.line(), "number too large after condition '" + condition + "': " + t.text());
            }
            t = take(t);
        }
        return t;
    }
}
