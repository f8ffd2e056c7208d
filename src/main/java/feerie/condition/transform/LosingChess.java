package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.List;

/**
 * LosingChess: there is no check (the kings are units like the others, captured like them), a
 * side that can capture must, and a pawn may promote to a king too. A king that is not royal is
 * RoyalDynasty's type (a king's walk, marked by a bit no name prints).
 */
final class LosingChess implements Condition {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    @Override
    public String name() { return "LosingChess"; }

    /** Kings are plain units; captures are forced (which only forbids moves). */
    @Override
    public int proofFreedoms() { return FREEDOM_PLAIN_KINGS; }

    /**
     * A king's walk that is not royal, for each royal walk the table may hold: the king, and the
     * Poseidon that is UltramarineChess's king (that condition adds its types first).
     */
    @Override
    public void addTypes(List<PieceType> types) {
        PieceType king = types.stream().filter(t -> t.id().equals("king")).findFirst()
                .orElse(feerie.piece.Catalogue.standard().byId("king"));
        if (!types.contains(king)) types.add(king);
        for (PieceType t : List.copyOf(types)) {
            if (!t.royal() || t.id().contains("@")) continue;
            PieceType plain = new PieceType(t.id() + "@" + RoyalDynasty.NOT_ROYAL, t.names(), t.codes(), t.notation(),
                    t.movement(), false, t.description());
            if (types.stream().noneMatch(u -> u.id().equals(plain.id()))) types.add(plain);
        }
    }

    /** Kings are plain units: a side may have several (py 4.104, BEISPIEL-schlagschach-03). */
    @Override
    public boolean allowsSeveralKings() { return true; }

    /**
     * The diagram's kings are plain units; a pawn may promote to the standard king (the Poseidon
     * under UltramarineChess: "=PO", no "=K"; py 4.104), plain too. The order of the promotions
     * is Popeye's order of walks, set when every condition is prepared.
     */
    @Override
    public void prepare(Position p) {
        int king = p.table.indexOf("king");
        int plain = p.table.indexOf("king@" + RoyalDynasty.NOT_ROYAL);
        int standard = p.table.standardType("king");
        int promoted = standard == 0 ? plain : p.table.indexOf(p.table.type(standard).id() + "@" + RoyalDynasty.NOT_ROYAL);
        if (promoted == 0) promoted = plain;
        for (int side = 0; side < 2; side++) {
            for (int i = 0; i < p.pieceCount(side); i++) {
                int sq = p.pieceSquare(side, i);
                if (Piece.type(p.at(sq)) == king) p.put(sq, Piece.of(plain, side));
            }
            int[] types = p.promotionTypes(side);
            int[] with = new int[types.length + 1];
            with[0] = promoted;
            System.arraycopy(types, 0, with, 1, types.length);
            p.setPromotionTypes(side, with);
        }
    }

    @Override
    public boolean selects() { return true; }

    /** A side that can capture must. */
    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) if (captures(p, out[i])) out[kept++] = out[i];
        return kept == start ? end : kept;
    }

    private static boolean captures(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT || kind == Move.DISPLACED_CAPTURE) return true;
        return kind != Move.CASTLING && kind != Move.EXCHANGE && p.at(Move.to(m)) != Piece.EMPTY;
    }
}
