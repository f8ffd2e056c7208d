package feerie.solve.intelligent;

/**
 * What a final position fixes of a unit: a square (0..63) and a kind, or one of these.
 * The plan itself is two arrays indexed by unit (see {@link FinalPositions}).
 */
final class Plan {
    private Plan() {}

    /** The unit may end anywhere, or be captured: the plan asks nothing of it. */
    static final int FREE = -1;
    /** The unit must be captured. */
    static final int CAPTURED = -2;
}
