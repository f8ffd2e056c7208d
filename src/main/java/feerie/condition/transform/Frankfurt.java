package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
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
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || move == Move.NULL) return;
        int to = p.lastArrival();
        int unit = p.at(to);
        if (unit == Piece.EMPTY || p.isNeutral(to) || p.table.isNeutral(captured)) return;
        PieceType mover = p.table.type(Piece.type(unit));
        String walk = Attributes.baseId(p.table.type(Piece.type(captured)));
        if (walk.equals(Attributes.baseId(mover))) return;
        int mask = Attributes.of(mover) | (mover.royal() ? Attributes.ROYAL : 0);
        int type = p.table.indexOf(mask == 0 ? walk : walk + "@" + mask);
        if (type == 0) return;
        p.effectChange(to, Piece.of(type, Piece.side(unit)), Effects.Style.WALK_INLINE);
    }

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
