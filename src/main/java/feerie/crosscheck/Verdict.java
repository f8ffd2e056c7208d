package feerie.crosscheck;

/**
 * The judgement of one claimed line, or a solution the claim lacks. {@code read}: how many of
 * the line's moves were read as legal moves (the notation that reads most is the claim's).
 */
public record Verdict(Kind kind, String line, String why, int read) {
    public enum Kind { CONFIRMED, REFUTED, MISSING }

    public Verdict(Kind kind, String line, String why) { this(kind, line, why, 0); }

    public Verdict withRead(int n) { return new Verdict(kind, line, why, n); }

    public static Verdict confirmed(String line) { return new Verdict(Kind.CONFIRMED, line, ""); }

    public static Verdict refuted(String line, String why) { return new Verdict(Kind.REFUTED, line, why); }

    public static Verdict missing(String line) { return new Verdict(Kind.MISSING, line, ""); }

    @Override
    public String toString() { return kind + " " + line + (why.isEmpty() ? "" : ": " + why); }
}
