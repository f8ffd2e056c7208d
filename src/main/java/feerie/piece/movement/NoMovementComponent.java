package feerie.piece.movement;

import feerie.geometry.Geometry;

/** {@code -}: no moves and no captures at all (Popeye's Dummy). */
final class NoMovementComponent extends Component {
    NoMovementComponent() { super(Mode.MOVE_AND_CAPTURE); }

    static Component read(Mode mode, String term) {
        return term.equals("-") ? new NoMovementComponent() : null;
    }

    @Override
    public String notation() { return "-"; }

    @Override
    public Bound bind(Geometry geometry, int side) {
        return new Bound() {
            @Override
            public int generate(BoardView board, int from, int us, int[] moves, int n) { return n; }

            @Override
            public boolean attacks(BoardView board, int from, int target, int us) { return false; }

            @Override
            public int[][][] reverseChains() { return new int[geometry.size][0][]; }

            @Override
            public String reverseKey() { return "none"; }
        };
    }
}
