package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * KobulKings: when a unit is captured, its side's king takes the captured unit's walk and stays
 * royal (a royal rook, written {@code [d4=rR]}); a captured pawn gives the king back its own walk
 * ({@code [g3=K]}).
 */
final class KobulKings implements Condition {
    @Override
    public String name() { return "KobulKings"; }

    @Override
    public int walkChangingFamily() { return OTHER_UNIT_WALK; }

    @Override
    public boolean hasEffects() { return true; }

    /** The king takes the captured walk before AntiCirce sends the capturer home, as in Popeye. */
    @Override
    public int effectStage() { return -30; }

    /** A royal type of each walk a king may take. */
    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : List.copyOf(types)) {
            if (t.royal() || t.isPawn() || Attributes.of(t) != 0) continue;
            PieceType royal = Attributes.derive(t, Attributes.ROYAL);
            if (types.stream().noneMatch(x -> x.id().equals(royal.id()))) types.add(royal);
        }
        // a royal unit of another walk becomes a king when a pawn of its side is captured
        if (types.stream().noneMatch(x -> x.id().equals("king"))) types.add(Catalogue.standard().byId("king"));
    }

    @Override
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY) return;
        // a neutral unit is captured as the side's whose units the mover captures
        int side = Side.opponent(p.sideToMove());
        int king = p.king(side);
        if (king < 0 || p.isNeutral(king)) return;
        int walk = p.table.isPawn(captured) ? p.table.indexOf("king") : royalOf(p, captured);
        if (walk == 0) return;
        int now = Piece.of(walk, side);
        if (now != p.at(king)) p.effectChange(king, now, Effects.Style.WALK_BRACKETED);
    }

    /** The index of the royal type with the captured unit's walk, or 0 if the table has none. */
    private static int royalOf(Position p, int captured) {
        PieceType t = p.table.type(Piece.type(captured));
        if (t.royal()) return Piece.type(captured);
        return p.table.indexOf(Attributes.baseId(t) + "@" + (Attributes.of(t) | Attributes.ROYAL));
    }
}
