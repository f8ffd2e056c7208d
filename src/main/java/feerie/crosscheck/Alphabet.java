package feerie.crosscheck;

import feerie.piece.PieceType;
import feerie.problem.Language;
import java.util.Locale;

/**
 * The piece letters of a notation. Popeye's codes serve for every piece in the language's column
 * of the catalogue (French R D T F C P, German K D T L S B, Popeye's English K Q R B S P); English
 * short algebraic differs from Popeye's English only in N for the knight (a nightrider then
 * needs its full name, NR). Which alphabet a claim uses is found by trying them all.
 */
public enum Alphabet {
    SAN("en"), FRENCH("fr"), GERMAN("de"), ENGLISH("en");

    private final String language;

    Alphabet(String language) { this.language = language; }

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
        };
    }

    /** The letters that name a piece type in this alphabet (upper case). */
    public String letters(PieceType t) {
        if (this == SAN && t.id().equals("knight")) return "N";
        if (this == SAN && t.id().equals("nightrider")) return "NR";
        return t.code(language).toUpperCase(Locale.ROOT);
    }

    /** Do the claimed letters name the type? */
    public boolean names(String letters, PieceType t) {
        return letters.equalsIgnoreCase(letters(t));
    }
}
