package feerie.solve;

import feerie.problem.Options;

import java.util.Arrays;
import java.util.List;

/**
 * The bounds of Popeye's options StartMoveNumber and UpToMoveNumber ("start 1:1 upto 2:40"):
 * one number per level, level 0 the first move, level 1 the move played after it, and so on.
 * A level not given is unbounded (start 0, up to no limit).
 *
 * <p>Popeye's rule, seen in its outputs (REGRESSIONS/4_93_to_4_95-01: "start 1:1 upto 2:40"
 * numbers the first moves 1 and 2 and, under each, the second moves 1 to 8): a move whose number
 * lies outside its level's bounds is neither played nor written, unless one of the moves before
 * it lies strictly inside its own level's bounds, so that "start 1:3" goes on with all second
 * moves once the first move is past 1. A level's numbers are written only for the first move and
 * for the levels given in either option.
 */
public final class MoveNumberRange {
    /** No bounds at all: plain MoveNumbers. */
    public static final MoveNumberRange NONE = new MoveNumberRange(new int[0], new int[0]);

    private final int[] start;
    private final int[] upTo;

    private MoveNumberRange(int[] start, int[] upTo) {
        this.start = start;
        this.upTo = upTo;
    }

    /** The bounds from "n:m:..." texts, null for an option not given. */
    public static MoveNumberRange of(String start, String upTo) {
        return new MoveNumberRange(levels(start), levels(upTo));
    }

    /** The bounds of a problem's options StartMoveNumber and UpToMoveNumber. */
    public static MoveNumberRange of(Options options) {
        return of(first(options, "StartMoveNumber"), first(options, "UpToMoveNumber"));
    }

    private static String first(Options options, String name) {
        List<String> args = options.args(name);
        return args.isEmpty() ? null : args.get(args.size() - 1);
    }

    private static int[] levels(String text) {
        if (text == null) return new int[0];
        return Arrays.stream(text.split(":")).mapToInt(MoveNumberRange::number).toArray();
    }

    /** Popeye reads the numbers as unsigned: beyond them the bound is as good as none. */
    private static int number(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException tooLarge) {
            return Integer.MAX_VALUE;
        }
    }

    private int startAt(int level) { return level < start.length ? start[level] : 0; }

    private int upToAt(int level) { return level < upTo.length ? upTo[level] : Integer.MAX_VALUE; }

    /** The number of levels given in either option (1 for "start 5", 2 for "start 1:1"). */
    public int depth() { return Math.max(start.length, upTo.length); }

    /**
     * How many levels from the first on the bounds pin to one move each ("start 2:8:14 upto
     * 2:8:14": 3): no level is strictly inside its bounds, so only that move is played there.
     */
    public int pinnedLevels() {
        int n = 0;
        while (n < Math.min(start.length, upTo.length) && start[n] == upTo[n]) n++;
        return n;
    }

    /** Does either option go below the first move ("1:1")? */
    public boolean deep() { return depth() > 1; }

    /** Are the moves of this level written with their numbers? */
    public boolean shows(int level) {
        return level == 0 || startAt(level) > 0 || upToAt(level) < Integer.MAX_VALUE;
    }

    /**
     * Is the move numbered {@code numbers[level]}, played after the moves numbered
     * {@code numbers[0..level-1]}, left out (neither played nor written)?
     */
    public boolean skips(int[] numbers, int level) {
        int n = numbers[level];
        if (n >= startAt(level) && n <= upToAt(level)) return false;
        for (int l = 0; l < level; l++)
            if (numbers[l] > startAt(l) && numbers[l] < upToAt(l)) return false;
        return true;
    }

    /** Is the first move numbered {@code n} left out? */
    public boolean skipsFirst(int n) { return skips(new int[] {n}, 0); }
}
