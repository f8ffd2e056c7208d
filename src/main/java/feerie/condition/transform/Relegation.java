package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * RelegationChess (Degradierung): a unit other than a pawn or a king that moves onto its side's
 * pawns' starting rank (the second for White, the seventh for Black) becomes a pawn there,
 * written {@code La3-b2=B}.
 */
final class Relegation implements Condition {
    @Override
    public String name() { return "RelegationChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        int mover = p.lastMover();
        if (p.table.isPawn(mover) || p.table.isRoyal(mover) || p.table.isNeutral(mover)) return;
        int side = Piece.side(mover);
        int to = Move.to(move);
        var g = p.geometry;
        if (g.rank(to) != (side == Side.WHITE ? 1 : g.ranks - 2) || p.at(to) == Piece.EMPTY) return;
        int pawn = p.table.indexOf("pawn");
        if (pawn == 0) return;
        p.effectChange(to, Piece.of(pawn, Piece.side(p.at(to))), Effects.Style.WALK_INLINE);
    }

    /** The table must hold the pawn a unit may become. */
    @Override
    public void addTypes(java.util.List<feerie.piece.PieceType> types) {
        if (types.stream().noneMatch(t -> t.id().equals("pawn"))) types.add(feerie.piece.Catalogue.standard().byId("pawn"));
    }
}
