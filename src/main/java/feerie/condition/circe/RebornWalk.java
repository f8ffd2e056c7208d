package feerie.condition.circe;

import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How the captured unit's walk changes when it is reborn (Popeye's manual, "Adaptation of the
 * reborn piece's walk"): Chameleon, the next walk of a cycle, knight, bishop, rook, queen, knight
 * by default or the problem's own list ({@code Circe Chameleon S Q R B S}: a knight comes back as a
 * queen, TESTS-circe-22); Einstein, one step down the scale queen, rook, bishop, knight, pawn;
 * ReversalEinstein, one step up (TESTS-circe-26: a rook as a bishop, as a queen). The rebirth square
 * is the new walk's. Kings, neutral units and walks outside the cycle keep theirs.
 */
final class RebornWalk {
    private static final List<String> DEFAULT_CYCLE = List.of("knight", "bishop", "rook", "queen", "knight");
    private static final List<String> SCALE = List.of("pawn", "knight", "bishop", "rook", "queen");
    private static final List<String> SCALE_DOWN = List.of("queen", "rook", "bishop", "knight", "pawn");

    /** By catalogue id: the id of the walk the unit is reborn with. */
    private final Map<String, String> next = new HashMap<>();

    private RebornWalk(List<String> sequence) {
        for (int i = 0; i + 1 < sequence.size(); i++) next.putIfAbsent(sequence.get(i), sequence.get(i + 1));
    }

    /** Chameleon with a sequence of catalogue ids, each walk becoming the next (empty: the default cycle). */
    static RebornWalk chameleon(List<String> sequence) {
        return new RebornWalk(sequence.isEmpty() ? DEFAULT_CYCLE : sequence);
    }

    /** Einstein: one step down the scale ({@code up}: ReversalEinstein, one step up). */
    static RebornWalk einstein(boolean up) {
        return new RebornWalk(up ? SCALE : SCALE_DOWN);
    }

    /** The unit {@code piece} as it is reborn. */
    int of(Position p, int piece) {
        if (p.table.isNeutral(piece) || p.table.isRoyal(piece)) return piece;
        String walk = next.get(Attributes.baseId(p.table.type(Piece.type(piece))));
        if (walk == null) return piece;
        int type = p.table.indexOf(walk);
        return type == 0 ? piece : Piece.of(type, Piece.side(piece));
    }

    /** Puts into the problem's types the walks units may be reborn with. */
    void addTypes(List<PieceType> types) {
        for (String id : next.values()) {
            PieceType t = Catalogue.standard().byId(id);
            if (t != null && !types.contains(t)) types.add(t);
        }
    }
}
