package feerie.condition.circe;

import feerie.piece.Attributes;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.piece.Piece;
import feerie.position.Position;
import feerie.piece.Side;
import java.util.List;

/**
 * Frischauf Circe (Popeye's adaptation "Frischauf", the condition FrischAufCirce): a promoted
 * unit is reborn on its own promotion rank, on the file of capture, wherever the rest of the
 * record would put it. A unit is promoted if the diagram says so (attribute Frischauf, printed
 * "f": {@code fLa8-f3}) or once it has promoted in play; the mark is the unit's type (a twin of
 * each type with {@link Attributes#FRISCHAUF}), so the position, its hash and its undo keep it.
 */
final class Frischauf {
    private Frischauf() {}

    static boolean promoted(Position p, int piece) { return (p.table.attributes(piece) & Attributes.FRISCHAUF) != 0; }

    /** The promotion rank of a unit of {@code side} (mirrored by the caller), on the file of {@code captureSquare}. */
    static int square(Position p, int captureSquare, int side) {
        var g = p.geometry;
        return g.square(g.file(captureSquare), side == Side.WHITE ? g.ranks - 1 : 0);
    }

    /** A marked twin of every type a unit may have (neutral types stay as they are). */
    static void addTypes(List<PieceType> types) {
        for (PieceType t : List.copyOf(types)) {
            int mask = Attributes.of(t);
            if ((mask & (Attributes.FRISCHAUF | Attributes.NEUTRAL)) != 0) continue;
            PieceType marked = Attributes.derive(t, mask | Attributes.FRISCHAUF);
            if (types.stream().noneMatch(x -> x.id().equals(marked.id()))) types.add(marked);
        }
    }

    /** The pawn the move {@code move} promoted becomes a promoted unit (silently: Popeye writes "=S", then "fS"). */
    static void markPromotion(Position p, int move) {
        if (move == Move.NULL || Move.kind(move) != Move.PROMOTION) return;
        int sq = Move.to(move);
        int piece = p.at(sq);
        if (piece == Piece.EMPTY || promoted(p, piece)) return;
        PieceType t = p.table.type(Piece.type(piece));
        String id = Attributes.baseId(t) + "@" + (Attributes.of(t) | Attributes.FRISCHAUF);
        int index = p.table.indexOf(id);
        if (index != 0) p.effectChange(sq, Piece.of(index, Piece.side(piece)), Effects.Style.SILENT);
    }
}
