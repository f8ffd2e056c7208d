package feerie.stipulation;

/**
 * A goal of a stipulation.
 *
 * @param type   the goal
 * @param square lower-case square for TARGET and KISS ("f5"), null otherwise
 */
public record Goal(GoalType type, String square) {
    public Goal {
        if (type.takesSquare() != (square != null)) {
            throw new IllegalArgumentException("goal " + type + " with square " + square);
        }
    }

    public Goal(GoalType type) {
        this(type, null);
    }

    @Override
    public String toString() {
        return square == null ? type.symbol() : type.symbol() + square;
    }
}
