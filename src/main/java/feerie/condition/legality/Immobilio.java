package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.circe.RebirthSquare;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Immobilio (Popeye): a unit whose Circe rebirth square (where it would be reborn if captured now)
 * is occupied, by itself too, is paralysed: it neither moves nor observes. Followed by piece
 * codes, it holds for those walks alone (Popeye writes the name only).
 */
final class Immobilio implements Condition {
    /** The walks concerned, by catalogue id; null for all. */
    private final List<String> walks;
    /** By type index of the problem's table, once prepared: is the walk concerned? */
    private boolean[] concerned;

    private Immobilio(List<String> walks) { this.walks = walks; }

    static Immobilio of(String name, List<String> words) {
        if (words.isEmpty()) return new Immobilio(null);
        List<String> ids = new ArrayList<>();
        for (String w : words) {
            PieceType t = w.contains("/") ? null : Catalogue.standard().byCode("en", w);
            if (t == null) throw new UnknownConditionException(name + " " + String.join(" ", words));
            ids.add(t.id());
        }
        return new Immobilio(List.copyOf(ids));
    }

    @Override
    public String name() { return "Immobilio"; }

    @Override
    public void prepare(Position p) {
        if (walks == null) return;
        boolean[] c = new boolean[p.table.typeCount() + 1];
        for (int t = 1; t <= p.table.typeCount(); t++) c[t] = walks.contains(p.table.type(t).id());
        concerned = c;
    }

    /** Generation, observation included: a paralysed unit has no move. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (concerned != null && !concerned[Piece.type(unit)]) return end;
        int rebirth = RebirthSquare.regular(p.geometry, p.table.walk(unit), from, side);
        return rebirth >= 0 && p.at(rebirth) != Piece.EMPTY ? start : end;
    }

    /** After the other conditions' moves, as a paralysis. */
    @Override
    public int generationStage() { return 1; }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
