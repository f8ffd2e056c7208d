package feerie.crosscheck;

/** The judgement of one claimed line, or a solution the claim lacks. */
public record Verdict(Kind kind, String line, String why) {
    public enum Kind { CONFIRMED, REFUTED, MISSING }

    public static Verdict confirmed(String line) { return new Verdict(Kind.CONFIRMED, line, ""); }

    public static Verdict refuted(String line, String why) { return new Verdict(Kind.REFUTED, line, why); }

    public static Verdict missing(String line) { return new Verdict(Kind.MISSING, line, ""); }

    @Override
    public String toString() { return kind + " " + line + (why.isEmpty() ? "" : ": " + why); }
}
