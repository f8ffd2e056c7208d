package feerie.piece;

import feerie.piece.movement.Movement;
import java.util.Locale;
import java.util.Map;

/** Pieces a problem defines for itself (a code and a movement notation), made into catalogue entries. */
public final class DefinedPiece {
    private DefinedPiece() {}

    /** The id a defined piece gets: never the id of a standard piece. */
    public static String id(String code) { return "defined-" + code.toLowerCase(Locale.ROOT); }

    /** A piece type with the same code in every language, named after its code. */
    public static PieceType of(String code, String notation) {
        String c = code.toLowerCase(Locale.ROOT);
        Map<String, String> codes = Map.of("en", c, "fr", c, "de", c);
        String name = "defined piece " + c;
        Map<String, String> names = Map.of("en", name, "fr", name, "de", name);
        return new PieceType(id(c), names, codes, notation, Movement.parse(notation), false, "defined by the problem: " + notation);
    }

    /** True when the code is taken by a piece of the catalogue in some language. */
    public static boolean clashes(Catalogue catalogue, String code) {
        for (String language : Catalogue.LANGUAGES) if (catalogue.byCode(language, code) != null) return true;
        return false;
    }
}
