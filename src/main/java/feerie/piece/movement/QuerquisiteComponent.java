package feerie.piece.movement;

import feerie.geometry.Geometry;

/**
 * {@code Qq}: Popeye's Querquisite, which moves as the orthodox piece whose game array file it
 * stands on: a rook on the a and h files, a knight on b and g, a bishop on c and f, a queen on d, a
 * (non-royal) king on e. Files beyond the eighth repeat the pattern.
 */
final class QuerquisiteComponent extends Component {
    private static final String[] BY_FILE = {"W*", "N", "F*", "W* F*", "W F", "F*", "N", "W*"};
    private final String notation;

    private QuerquisiteComponent(Mode mode, String notation) {
        super(mode);
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        return term.equals("Qq") ? new QuerquisiteComponent(mode, Atoms.written(mode, term)) : null;
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        Bound[][] byFile = new Bound[BY_FILE.length][];
        for (int f = 0; f < BY_FILE.length; f++) {
            String prefix = mode == Mode.MOVE_ONLY ? "m" : mode == Mode.CAPTURE_ONLY ? "c" : "";
            String[] terms = BY_FILE[f].split(" ");
            byFile[f] = new Bound[terms.length];
            for (int i = 0; i < terms.length; i++)
                byFile[f][i] = MovementNotation.parse(prefix + terms[i]).components().get(0).bind(g, side);
        }
        Bound[][] bySquare = new Bound[g.size][];
        for (int sq = 0; sq < g.size; sq++) bySquare[sq] = byFile[g.file(sq) % BY_FILE.length];
        return new Bound() {
            @Override
            public int generate(BoardView board, int from, int us, int[] moves, int n) {
                for (Bound b : bySquare[from]) n = b.generate(board, from, us, moves, n);
                return n;
            }

            @Override
            public boolean attacks(BoardView board, int from, int target, int us) {
                for (Bound b : bySquare[from]) if (b.attacks(board, from, target, us)) return true;
                return false;
            }
        };
    }
}
