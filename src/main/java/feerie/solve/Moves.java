package feerie.solve;

import feerie.position.Position;

/** Describing moves for solution trees, for solvers outside this package. */
public final class Moves {
    private Moves() {}

    /** The move {@code m} of the current position (not yet made), without suffix. */
    public static PlayedMove describe(Position p, int m) { return Describe.before(p, m, ""); }
}
