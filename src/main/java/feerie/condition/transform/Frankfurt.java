package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.List;

/**
 * FrankfurtChess: a unit that captures takes the walk of the unit it captured (keeping its
 * colour and its attributes), written {@code Rd4*d5=P}; a capturing king becomes a royal unit of
 * that walk ({@code Kd4*e5=rP}).
 */
final class Frankfurt implements Condition {
    @Override
    public String name() { return "FrankfurtChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return p.table.isPawn(p.at(from)) ? Walks.noPromotionOnCapture(p, from, out, start, end, "pawn") : end;
    }

    @Override
    public void afterMove(Position p, int move) { Walks.captureTakesWalk(p, move, true, walk -> walk); }

    /** A king that captures becomes a royal unit of the captured walk: the table must hold them. */
    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : List.copyOf(types)) {
            if (t.royal() || Attributes.of(t) != 0) continue;
            PieceType royal = Attributes.derive(t, Attributes.ROYAL);
            if (types.stream().noneMatch(x -> x.id().equals(royal.id()))) types.add(royal);
        }
    }
}
