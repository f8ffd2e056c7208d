package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * NorskSjakk: after its move a queen becomes a knight and a knight a queen, a rook a bishop and a
 * bishop a rook (the rook of a castling too): {@code Le4-a8=T}, {@code 0-0-0=L}. A pawn that
 * promotes keeps the piece it chose, as in Popeye. Kings, pawns and fairy pieces keep their walk.
 * As in Popeye, a unit captures only a unit of its own walk, and a king never captures; this
 * binds the moves played, not observation (a bishop still checks a king it could not take) nor
 * the further captures of a SeriesCapture move.
 */
final class NorskSjakk implements Condition {
    @Override
    public String name() { return "NorskSjakk"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) == Move.PROMOTION) return;
        int from = Move.from(move), to = Move.to(move);
        if (Move.kind(move) == Move.CASTLING) {
            change(p, to);
            change(p, to + (Move.castlingRook(move) > from ? -1 : 1));
            return;
        }
        change(p, p.lastArrival());
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        // the rule binds the captures of the moves generated, not a SeriesCapture unit's further
        // steps, which are tried inside the move (py 4.104: Sc5*d7=Q*h3=S-f2=Q, TESTS-series_capture-10)
        if (p.trialDepth() > 0) return true;
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY) return true;
        int unit = p.lastMover();
        if (p.table.isRoyal(unit)) return false;
        return Attributes.baseId(p.table.type(Piece.type(unit))).equals(Attributes.baseId(p.table.type(Piece.type(captured))));
    }

    /** The unit on {@code sq} takes its Norwegian walk. */
    private static void change(Position p, int sq) {
        if (sq < 0) return;
        int unit = p.at(sq);
        if (unit == Piece.EMPTY) return;
        String other = switch (p.table.walk(unit)) {
            case PieceTable.QUEEN -> "knight";
            case PieceTable.KNIGHT -> "queen";
            case PieceTable.ROOK -> "bishop";
            case PieceTable.BISHOP -> "rook";
            default -> null;
        };
        if (other == null) return;
        int mask = p.table.attributes(unit);
        int type = p.table.indexOf(mask == 0 ? other : other + "@" + mask);
        if (type == 0) return;
        int side = Piece.side(unit);
        p.effectChange(sq, Piece.of(type, side), Effects.Style.WALK_INLINE);
        // as in Popeye, a unit that becomes a rook in its side's corner may castle with its king
        var g = p.geometry;
        boolean corner = (g.file(sq) == 0 || g.file(sq) == g.files - 1)
                && g.rank(sq) == (side == feerie.piece.Side.WHITE ? 0 : g.ranks - 1);
        if (other.equals("rook") && corner && mask == 0 && !p.unmoved(sq)) p.effectUnmoved(sq, true);
    }

    /** The Norwegian walk of every unit with attributes: the table must hold them. */
    @Override
    public void addTypes(java.util.List<feerie.piece.PieceType> types) {
        var catalogue = feerie.piece.Catalogue.standard();
        for (var t : java.util.List.copyOf(types)) {
            int mask = Attributes.of(t);
            String base = Attributes.baseId(t);
            if (mask == 0 || !java.util.List.of("queen", "knight", "rook", "bishop").contains(base)) continue;
            for (String id : new String[] {"queen", "knight", "rook", "bishop"}) {
                var d = Attributes.derive(catalogue.byId(id), mask);
                if (!types.contains(d)) types.add(d);
            }
        }
    }
}
