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
}
