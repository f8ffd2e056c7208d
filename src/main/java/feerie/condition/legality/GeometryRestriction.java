package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * A condition that forbids moves by their squares alone ({@link #allowsGeometry}: a hole on the
 * way, a grid line not crossed, a square off the edge): it keeps the pieces' moves it allows and,
 * since the same test holds for observation, takes captures and observations away but never adds
 * or moves one.
 */
interface GeometryRestriction extends Condition {
    @Override
    boolean allowsGeometry(Position p, int from, int to, int side);

    @Override
    default int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (allowsGeometry(p, Move.from(m), Move.to(m), side)) out[kept++] = m;
        }
        return kept;
    }

    @Override
    default boolean changesObservation() { return true; }

    @Override
    default boolean observesWithinMovement() { return true; }

    @Override
    default boolean restrictsGeometry() { return true; }
}
