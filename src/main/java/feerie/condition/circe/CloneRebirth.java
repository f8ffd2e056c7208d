package feerie.condition.circe;

import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.List;

/**
 * AntiCirce Clone: the capturer is reborn with the walk of the unit it captured, keeping its side
 * and attributes (a king becomes a royal unit of that walk: {@code [bKe3->kBf8]},
 * BEISPIEL-anticir-58). The cloned types must exist before solving, hence {@link #addTypes}.
 */
final class CloneRebirth {
    private CloneRebirth() {}

    /** Each walk with the attributes of each unit that may capture it (a royal bishop). */
    static void addTypes(List<PieceType> types) {
        for (PieceType unit : List.copyOf(types)) {
            int mask = Attributes.of(unit) | (unit.royal() ? Attributes.ROYAL : 0);
            if (mask == 0) continue;
            for (PieceType walk : List.copyOf(types)) {
                if (walk.royal() || Attributes.of(walk) != 0) continue;
                PieceType clone = Attributes.derive(walk, mask);
                if (types.stream().noneMatch(x -> x.id().equals(clone.id()))) types.add(clone);
            }
        }
    }

    /**
     * {@code capturer} with the walk of {@code victim}; a royal victim (or a neutral capturer)
     * leaves the walk as it is, as in Popeye.
     */
    static int cloned(Position p, int capturer, int victim) {
        if (victim == Piece.EMPTY || capturer == Piece.EMPTY || p.table.isRoyal(victim) || p.table.isNeutral(capturer))
            return capturer;
        int type = p.table.indexOf(cloneId(p.table.type(Piece.type(capturer)), p.table.type(Piece.type(victim))));
        return type == 0 ? capturer : Piece.of(type, Piece.side(capturer));
    }

    /** The id of the type with {@code walk}'s walk and {@code unit}'s attributes (royalty included). */
    private static String cloneId(PieceType unit, PieceType walk) {
        int mask = Attributes.of(unit) | (unit.royal() ? Attributes.ROYAL : 0);
        String base = Attributes.baseId(walk);
        return mask == 0 ? base : base + "@" + mask;
    }
}
