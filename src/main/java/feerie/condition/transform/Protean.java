package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.List;

/**
 * ProteanChess: a unit that captures takes the walk of the unit it captured, a pawn's as a
 * reverse (protean) pawn's and a reverse pawn's as a pawn's: {@code Rd3*d2=PP}. A king that
 * captures becomes a royal unit of that walk ({@code Kb2*a3=rP}), unless RexExclusive.
 */
final class Protean implements Condition {
    private final boolean rexInclusive;

    Protean(boolean rexInclusive) { this.rexInclusive = rexInclusive; }

    @Override
    public String name() { return rexInclusive ? "ProteanChess" : "ProteanChess RexExclusive"; }

    @Override
    public int walkChangingFamily() { return MOVING_UNIT_WALK; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return p.table.isPawn(p.at(from)) ? Walks.noPromotionOnCapture(p, from, out, start, end, "proteanpawn") : end;
    }

    @Override
    public void afterMove(Position p, int move) {
        // a pawn's walk becomes the protean pawn's, a protean pawn's the pawn's
        Walks.captureTakesWalk(p, move, rexInclusive,
                walk -> walk.equals("pawn") ? "proteanpawn" : walk.equals("proteanpawn") ? "pawn" : walk);
    }

    /** The pawns of both kinds, and the royal units a king may become: the table must hold them. */
    @Override
    public void addTypes(List<PieceType> types) {
        for (String id : new String[] {"pawn", "proteanpawn"}) {
            if (types.stream().anyMatch(t -> t.id().equals(id))) continue;
            PieceType t = Catalogue.standard().byId(id);
            if (t != null) types.add(t);
        }
        if (!rexInclusive) return;
        for (PieceType t : List.copyOf(types)) {
            if (t.royal() || Attributes.of(t) != 0) continue;
            PieceType royal = Attributes.derive(t, Attributes.ROYAL);
            if (types.stream().noneMatch(x -> x.id().equals(royal.id()))) types.add(royal);
        }
    }
}
