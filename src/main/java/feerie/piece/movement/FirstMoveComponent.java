package feerie.piece.movement;

import feerie.geometry.Geometry;

/**
 * A component usable only while its piece is unmoved ({@link BoardView#unmoved}): the Courier
 * king's and bishop's first-move leaps. Written {@code i} before a term ({@code iN}, {@code iA*2}),
 * after any {@code m}/{@code c} prefix, as Betza's "initial" modifier.
 *
 * <p>Its attacks depend on the unmoved flag, which reversed lines cannot see, so it offers no
 * reverse chains: attack tests ask {@link Bound#attacks} of each such piece instead.
 */
public final class FirstMoveComponent extends Component {
    private final Component inner;
    private final String notation;

    public FirstMoveComponent(Component inner, String notation) {
        super(inner.mode);
        this.inner = inner;
        this.notation = notation;
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry geometry, int side) { return new BoundFirstMove(inner.bind(geometry, side)); }

    /** Reads {@code i}TERM; the rest of the term is any other term of the notation. */
    public static final class Reader implements MovementNotation.TermReader {
        @Override
        public Component read(Mode mode, String term) {
            if (term.length() < 2 || term.charAt(0) != 'i') return null;
            String rest = term.substring(1);
            String prefix = mode == Mode.MOVE_ONLY ? "m" : mode == Mode.CAPTURE_ONLY ? "c" : "";
            Movement inner = MovementNotation.parse(prefix + rest);
            return new FirstMoveComponent(inner.components().get(0), prefix + term);
        }
    }

    private static final class BoundFirstMove extends Bound {
        private final Bound inner;

        BoundFirstMove(Bound inner) { this.inner = inner; }

        @Override
        public int generate(BoardView board, int from, int us, int[] moves, int n) {
            return board.unmoved(from) ? inner.generate(board, from, us, moves, n) : n;
        }

        @Override
        public boolean attacks(BoardView board, int from, int target, int us) {
            return board.unmoved(from) && inner.attacks(board, from, target, us);
        }
    }
}
