package feerie.crosscheck;

import feerie.piece.PieceType;
import feerie.problem.Language;
import java.util.Locale;

/**
 * The piece letters of a notation. Popeye's codes serve for every piece in the language's column
 * of the catalogue (French R D T F C P, German K D T L S B, Popeye's English K Q R B S P); English
 * short algebraic differs from Popeye's English only in N for the knight (a nightrider then
 * needs its full name, NR). Spanish and Italian (R D T A C) and Dutch (K D T L P) name the
 * orthodox pieces in their own letters and the fairy pieces by Popeye's English codes, as
 * magazines in those languages do. Figurine notation writes glyphs ({@link Figurines}), and any
 * alphabet reads a glyph as its piece. Which alphabet a claim uses is found by trying them all.
 */
public enum Alphabet {
    SAN("en", null), FRENCH("fr", null), GERMAN("de", null), ENGLISH("en", null),
    FIGURINE("en", null), SPANISH("en", "RDTAC"), DUTCH("en", "KDTLP");

    private final String language;
    /** The letters of king, queen, rook, bishop and knight where they are not Popeye's. */
    private final String orthodox;

    Alphabet(String language, String orthodox) {
        this.language = language;
        this.orthodox = orthodox;
    }

    /** The alphabet of Popeye's output in a problem's language. */
    public static Alphabet of(Language language) {
        return switch (language) {
            case FRENCH -> FRENCH;
            case GERMAN -> GERMAN;
            case ENGLISH -> ENGLISH;
        };
    }

    /** How the summary line names the notation. */
    public String description() {
        return switch (this) {
            case FRENCH -> "French";
            case GERMAN -> "German";
            case ENGLISH -> "Popeye's English";
            case SAN -> "English short algebraic";
            case FIGURINE -> "figurine algebraic";
            case SPANISH -> "Spanish or Italian";
            case DUTCH -> "Dutch";
        };
    }

    /** The letters that name a piece type in this alphabet (upper case). */
    public String letters(PieceType t) {
        if (this == SAN && t.id().equals("knight")) return "N";
        if (this == SAN && t.id().equals("nightrider")) return "NR";
        String code = t.code(language);
        if (this == FIGURINE && Figurines.glyph(code) != null) return Figurines.glyph(code);
        int orthodoxIndex = "kqrbs".indexOf(code);
        if (orthodox != null && code.length() == 1 && orthodoxIndex >= 0) return orthodox.substring(orthodoxIndex, orthodoxIndex + 1);
        return code.toUpperCase(Locale.ROOT);
    }

    /** Do the claimed letters (or glyph) name the type? */
    public boolean names(String letters, PieceType t) {
        String glyphCode = Figurines.code(letters);
        if (glyphCode != null) return glyphCode.equals(t.code("en"));
        return letters.equalsIgnoreCase(letters(t));
    }
}
