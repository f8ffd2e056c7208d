package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.piece.Catalogue;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * PromOnly: pawns promote only to the piece types listed (whether in the diagram or not), offered
 * in Popeye's order of walks ({@link feerie.piece.WalkOrder}: queen, knight, rook, bishop, then
 * the fairy pieces, "=VA" before "=G" before "=N") rather than the order written.
 */
public final class PromOnly implements Condition {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final List<PieceType> types;

    private PromOnly(List<PieceType> types) { this.types = types; }

    /** The condition with its piece codes (English, as the reader keeps them). */
    static PromOnly of(String name, List<String> words) {
        List<PieceType> types = new ArrayList<>();
        for (String w : words) {
            PieceType t = w.contains("/") ? null : Catalogue.standard().byCode("en", w);
            if (t == null || t.royal()) throw new UnknownConditionException(name + " " + String.join(" ", words));
            if (!types.contains(t)) types.add(t);
        }
        if (types.isEmpty()) throw new UnknownConditionException(name);
        types.sort(Comparator.comparingInt(feerie.piece.WalkOrder::rank));
        return new PromOnly(List.copyOf(types));
    }

    @Override
    public String name() { return "PromOnly"; }

    /** The pieces pawns may promote to, in Popeye's order of walks. */
    public List<PieceType> types() { return types; }

    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : this.types) if (!types.contains(t)) types.add(t);
    }

    @Override
    public void prepare(Position p) {
        int[] choices = types.stream().mapToInt(p.table::indexOf).toArray();
        p.setPromotionTypes(Side.WHITE, choices);
        p.setPromotionTypes(Side.BLACK, choices);
    }

    @Override
    public String toString() { return "PromOnly " + types; }
}
