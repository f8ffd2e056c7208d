package feerie.stipulation;

import java.util.Locale;

/** Reads Popeye's stipulation text; see {@link Stipulation}. */
final class StipulationParser {
    /** Basic play prefixes, longest candidates first so "semi-r" wins over "s" and "hs" over "h". */
    private static final String[] BASIC_PREFIXES = {"semi-r", "reci-h", "hs", "hr", "h", "s", "r"};
    private static final String[] SERIES_PREFIXES = {"phser-", "pser-", "ser-"};
    private static final int MAX_MOVES = Stipulation.MAX_MOVES;

    private final String original;
    private final String s;
    private int pos;

    private StipulationParser(String text) {
        this.original = text;
        this.s = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
    }

    static Stipulation parse(String text) {
        return new StipulationParser(text).stipulation();
    }

    private Stipulation stipulation() {
        if (s.isEmpty()) {
            throw error("empty stipulation");
        }
        int intro = 0;
        // Popeye reads "exact-" before the introductory moves too ("exact-2->#2"): it binds the play after them
        boolean exactFirst = s.startsWith("exact-") && s.indexOf("->") > 6
                && s.substring(6, s.indexOf("->")).chars().allMatch(Character::isDigit);
        if (exactFirst) pos = 6;
        int arrow = s.indexOf("->");
        if (arrow > pos && s.substring(pos, arrow).chars().allMatch(Character::isDigit)) {
            intro = count(s.substring(pos, arrow), "introductory moves");
            if (intro < 1) {
                throw error("at least 1 introductory move");
            }
            pos = arrow + 2;
        }
        boolean exact = eat("exact-") || exactFirst;
        String series = "";
        for (String p : SERIES_PREFIXES) {
            if (eat(p)) {
                series = p;
                break;
            }
        }
        String basic = "";
        for (String p : BASIC_PREFIXES) {
            // A prefix counts only if a goal follows it: "race2" is the goal race, not reflex "ace2".
            if (s.startsWith(p, pos) && startsWithGoal(pos + p.length())) {
                pos += p.length();
                basic = p;
                break;
            }
        }
        PlayType playType = PlayType.of(series, basic);
        Goal reciGoal = null;
        if (basic.equals("reci-h") && eat("(")) {
            reciGoal = goal();
            if (!eat(")")) {
                throw error("missing ')'");
            }
        }
        Goal goal = goal();
        int start = pos;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw error("missing number of moves");
        }
        int moves = count(s.substring(start, pos), "moves");
        if (intro + moves > MAX_MOVES) {
            throw error("too many moves (at most " + MAX_MOVES + ")");
        }
        boolean halfMoves = takesHalfMoves(playType, goal);
        // Popeye counts whole moves in battle and series play: none of them can be 0 long
        if (moves == 0 && !halfMoves) {
            throw error("the number of moves must be at least 1");
        }
        boolean half = false;
        if (halfMoves && eat(".5")) {
            half = true;
        } else if (halfMoves) {
            eat(".0");
        }
        // help play of no move at all is a problem without solution (py 4.104: h#0, h=0); Popeye
        // crashes on the other kinds counted in half-moves (hs#0, hr#0, reci-h#0, pser-h#0, phser-s#0)
        if (moves == 0 && !half && playType != PlayType.HELP && goal.type() != GoalType.PROOF_GAME
                && goal.type() != GoalType.A_TO_B) {
            throw error("the number of moves must be at least " + (playType.basic() == PlayType.RECIPROCAL_HELP ? "1" : "0.5"));
        }
        if (pos != s.length()) {
            throw error(s.startsWith(".", pos) && !halfMoves
                    ? "half moves ('" + s.substring(pos) + "') only in help play"
                    : "unexpected '" + s.substring(pos) + "'");
        }
        return new Stipulation(intro, exact, playType, reciGoal, goal, moves, half);
    }

    /** A count of moves, at most {@link #MAX_MOVES} (a longer run of digits is no int at all). */
    private int count(String digits, String what) {
        String significant = digits.replaceFirst("^0+(?=\\d)", "");
        if (significant.length() > 4 || Integer.parseInt(significant) > MAX_MOVES) {
            throw error("too many " + what + ": " + digits + " (at most " + MAX_MOVES + ")");
        }
        return Integer.parseInt(significant);
    }

    /**
     * Play types whose length Popeye reads in half-moves, where "n.5" is allowed: help play,
     * help-self, help-reflex and reciprocal help play, the help-parry series (phser-, pser-h),
     * and proof games (dia, a=>b) whatever the prefix.
     */
    private static boolean takesHalfMoves(PlayType playType, Goal goal) {
        if (goal.type() == GoalType.PROOF_GAME || goal.type() == GoalType.A_TO_B) {
            return true;
        }
        String basic = playType.basic().prefix();
        return switch (playType.seriesPrefix()) {
            case "" -> playType.isHelp();
            case "phser-" -> true;
            case "pser-" -> basic.equals("h");
            default -> false;
        };
    }

    private Goal goal() {
        for (GoalType g : GoalType.values()) {
            if (eat(g.symbol())) {
                if (!g.takesSquare()) {
                    return new Goal(g);
                }
                // One-digit rank: in "za12" the target is a1 and 2 the number of moves, as in Popeye.
                if (pos + 1 < s.length() && s.charAt(pos) >= 'a' && s.charAt(pos) <= 'p'
                        && s.charAt(pos + 1) >= '1' && s.charAt(pos + 1) <= '9') {
                    pos += 2;
                    return new Goal(g, s.substring(pos - 2, pos));
                }
                throw error("missing square after '" + g.symbol() + "'");
            }
        }
        throw error("unknown goal");
    }

    private boolean startsWithGoal(int at) {
        if (s.startsWith("(", at)) {
            return true;
        }
        for (GoalType g : GoalType.values()) {
            if (s.startsWith(g.symbol(), at)) {
                return true;
            }
        }
        return false;
    }

    private boolean eat(String prefix) {
        if (s.startsWith(prefix, pos)) {
            pos += prefix.length();
            return true;
        }
        return false;
    }

    private StipulationSyntaxException error(String what) {
        return new StipulationSyntaxException("bad stipulation '" + original + "': " + what);
    }
}
