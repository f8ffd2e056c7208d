package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.List;

/**
 * LastCapture: the move that led to the diagram captured this unit on this square (its capturer
 * stands there). Circe Parrain brings it back after the first move, by that move's vector
 * ({@code 1.Qf2-e2[+wBf4]}, EXAMPLES-lastcap-01). The condition only tells the position
 * ({@link Position#setRetroCapture}); the Circe record reads it.
 */
final class LastCapture implements Condition {
    private final int side;
    private final PieceType type;
    private final String square;

    /** {@code words}: the colour and attributes in English, the English piece code, the square (as the reader writes them). */
    LastCapture(List<String> words) {
        if (words.size() < 3) throw new UnknownConditionException("LastCapture " + String.join(" ", words));
        String colour = words.get(0);
        if (!colour.equals("White") && !colour.equals("Black"))
            throw new UnknownConditionException("LastCapture " + String.join(" ", words));
        side = colour.equals("White") ? Side.WHITE : Side.BLACK;
        int mask = 0;
        for (String a : words.subList(1, words.size() - 2)) {
            int bit = Attributes.bit(a);
            if (bit == 0) throw new UnknownConditionException("LastCapture " + String.join(" ", words));
            mask |= bit;
        }
        PieceType walk = Catalogue.standard().byCode("en", words.get(words.size() - 2));
        if (walk == null || walk.royal()) throw new UnknownConditionException("LastCapture " + String.join(" ", words));
        type = Attributes.derive(walk, mask);
        square = words.get(words.size() - 1);
    }

    @Override
    public String name() { return "LastCapture"; }

    /** The captured unit's type, even when no unit of it stands in the diagram. */
    @Override
    public void addTypes(List<PieceType> types) {
        if (types.stream().noneMatch(t -> t.id().equals(type.id()))) types.add(type);
    }

    @Override
    public void prepare(Position p) {
        int sq = p.geometry.parse(square);
        int index = p.table.indexOf(type.id());
        if (sq < 0 || index == 0) return;
        p.setRetroCapture(Piece.of(index, side), sq);
    }

    @Override
    public String toString() { return name(); }
}
