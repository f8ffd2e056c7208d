package feerie.piece.movement;

import feerie.geometry.Geometry;

/**
 * One movement primitive of a piece (a leaper, a rider, a Coureur's paths, a pawn ...).
 * A piece's movement is a list of components; each is bound once per board size and side into
 * tables, so the hot path only walks precomputed squares.
 */
public abstract class Component {
    public final Mode mode;

    protected Component(Mode mode) { this.mode = mode; }

    /** Precomputes this component for a board and the side owning the piece (pawns look forward). */
    public abstract Bound bind(Geometry geometry, int side);

    /**
     * This component with the rule for a pawn on its own first rank ({@link PawnComponent.FirstRank});
     * components that are not pawns ignore it.
     */
    public Component withFirstRank(PawnComponent.FirstRank rule) { return this; }

    /** The notation this component was read from. */
    public abstract String notation();

    /** A component bound to a board and a side. */
    public abstract static class Bound {
        /**
         * Appends the moves of the piece of side {@code us} on {@code from} to {@code moves}
         * starting at index {@code n}; returns the new count.
         */
        public abstract int generate(BoardView board, int from, int us, int[] moves, int n);

        /** True when the piece of side {@code us} on {@code from} could capture on {@code target}. */
        public abstract boolean attacks(BoardView board, int from, int target, int us);

        /**
         * By how many ways does the unit capture on {@code target} (a reflecting bishop may reach a
         * square along two paths, which Popeye generates as two moves and MultiCaptures counts)?
         */
        public int captureRoutes(BoardView board, int from, int target, int us) { return attacks(board, from, target, us) ? 1 : 0; }

        /**
         * For components whose captures run along straight lines, the reversed chains by square:
         * walking them from a target, the first piece met is the only one of this component that
         * can capture there. Null when the component cannot be probed in reverse.
         */
        public int[][][] reverseChains() { return null; }

        /** A key equal for components with identical reverse chains, so attack probes merge. */
        public String reverseKey() { return null; }

        /**
         * For hoppers: the square of the (last) hurdle the piece on {@code from} hops over to reach
         * {@code to}, on the board before the move; -1 if this component does not hop there.
         */
        public int hurdle(BoardView board, int from, int to) { return -1; }

        /**
         * True when the piece of side {@code us} on {@code from} could capture en passant on the empty
         * square {@code target} (pawns and their kin); false for every other component.
         */
        public boolean attacksEnPassant(BoardView board, int from, int target, int us) { return false; }
    }
}
