package feerie.input;

import java.util.List;
import java.util.Locale;

import feerie.problem.Language;

/**
 * Reads a piece token of a piece list: a code of 1 or 2 characters followed by one or more squares
 * ("Ke1", "Pa7b7", German "bb2" = pawn b2, "b1c1" = bouncer c1), or a hunter "x/y" followed by
 * squares ("s/lb8"). The split between code and squares is the one that leaves a valid square list;
 * a square always starts with a letter, so at most one split fits.
 */
final class PieceTokens {
    /** Either kind + squares, or an error message. */
    record Parsed(String kind, List<String> squares, String error) {
        boolean ok() {
            return error == null;
        }
    }

    private PieceTokens() {
    }

    static Parsed parse(String token, Language language) {
        return parse(token, language, java.util.Set.of());
    }

    /** As {@link #parse(String, Language)}, also accepting the codes of pieces the problem defines. */
    static Parsed parse(String token, Language language, java.util.Set<String> defined) {
        String t = token.toLowerCase(Locale.ROOT);
        int slash = t.indexOf('/');
        if (slash >= 0) {
            String first = PieceCodes.toEnglish(t.substring(0, slash), language);
            if (first == null) {
                return fail("unknown piece code '" + token.substring(0, slash) + "' in '" + token + "'");
            }
            Parsed rest = parsePlain(t.substring(slash + 1), token, language, defined);
            return rest.ok() ? new Parsed(first + "/" + rest.kind(), rest.squares(), null) : rest;
        }
        return parsePlain(t, token, language, defined);
    }

    private static Parsed parsePlain(String t, String token, Language language, java.util.Set<String> defined) {
        boolean someCode = false;
        for (int len = 1; len <= 2 && len < t.length(); len++) {
            String written = t.substring(0, len);
            String code = defined.contains(written) ? written : englishCode(written, language);
            if (code != null) {
                someCode = true;
                List<String> squares = Squares.parseList(t.substring(len));
                if (squares != null) {
                    return new Parsed(code, squares, null);
                }
            }
        }
        if (!someCode) {
            return fail("unknown piece code in '" + token + "'");
        }
        return fail("bad square in '" + token + "'");
    }

    /** Popeye's code, or else the code of one of Féerie's own catalogue pieces (Taureau, Soucie ...). */
    private static String englishCode(String code, Language language) {
        String english = PieceCodes.toEnglish(code, language);
        if (english != null) {
            return english;
        }
        feerie.piece.PieceType own = feerie.piece.Catalogue.standard().byCode(language.tag(), code);
        return own == null ? null : own.code("en");
    }

        private static Parsed fail(String message) {
        return new Parsed(null, null, message);
    }
}
