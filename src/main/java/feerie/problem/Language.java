package feerie.problem;

/** Input language of a Popeye problem file; the order is the one Popeye uses to detect it. */
public enum Language {
    FRENCH, GERMAN, ENGLISH;

    /** Column of this language in the keyword tables (English, German, French). */
    public int column() {
        return switch (this) {
            case ENGLISH -> 0;
            case GERMAN -> 1;
            case FRENCH -> 2;
        };
    }

    /** The language's tag in the piece catalogue's codes ("en", "de", "fr"). */
    public String tag() {
        return switch (this) {
            case ENGLISH -> "en";
            case GERMAN -> "de";
            case FRENCH -> "fr";
        };
    }
}
