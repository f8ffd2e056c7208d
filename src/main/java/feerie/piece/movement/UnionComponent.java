package feerie.piece.movement;

import feerie.geometry.Geometry;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code u:TERM,TERM,...}: the union of the terms' moves, each (from, to) once, for combined pieces
 * whose parts may reach a square the same way (Popeye's Marguerite).
 */
final class UnionComponent extends Component {
    private final List<Component> parts;
    private final String notation;

    private UnionComponent(Mode mode, List<Component> parts, String notation) {
        super(mode);
        this.parts = parts;
        this.notation = notation;
    }

    static Component read(Mode mode, String term) {
        if (!term.startsWith("u:")) return null;
        if (mode != Mode.MOVE_AND_CAPTURE) throw new IllegalArgumentException("'" + term + "' takes no m or c prefix");
        List<Component> parts = new ArrayList<>();
        for (String t : term.substring(2).split(",")) parts.addAll(MovementNotation.parse(t).components());
        return new UnionComponent(mode, parts, term);
    }

    @Override
    public String notation() { return notation; }

    @Override
    public Bound bind(Geometry g, int side) {
        Bound[] bounds = parts.stream().map(c -> c.bind(g, side)).toArray(Bound[]::new);
        return new Bound() {
            @Override
            public int generate(BoardView board, int from, int us, int[] out, int n) {
                int start = n;
                for (Bound b : bounds) {
                    int end = b.generate(board, from, us, out, n);
                    for (int i = n; i < end; i++) {
                        boolean seen = false;
                        for (int j = start; j < n && !seen; j++) seen = out[j] == out[i];
                        if (!seen) out[n++] = out[i];
                    }
                }
                return n;
            }

            @Override
            public boolean attacks(BoardView board, int from, int target, int us) {
                for (Bound b : bounds) if (b.attacks(board, from, target, us)) return true;
                return false;
            }

            @Override
            public int hurdle(BoardView board, int from, int to) {
                for (Bound b : bounds) {
                    int h = b.hurdle(board, from, to);
                    if (h >= 0) return h;
                }
                return -1;
            }
        };
    }
}
