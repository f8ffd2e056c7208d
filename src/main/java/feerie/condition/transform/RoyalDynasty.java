package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * RoyalDynasty: a side's king is royal only while it is the side's one king; with two or more
 * (a pawn may promote to a king) none of them is, and when one is left it is royal again. A king
 * that is not royal is a type of its own (a king's walk, marked by an unnamed bit), changed
 * silently after each move.
 */
final class RoyalDynasty implements Condition {
    /** The mark of a king that is not royal (not an attribute Popeye names). */
    static final int NOT_ROYAL = 1 << 21;

    @Override
    public String name() { return "RoyalDynasty"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void addTypes(List<PieceType> types) {
        PieceType king = types.stream().filter(t -> t.id().equals("king")).findFirst()
                .orElse(feerie.piece.Catalogue.standard().byId("king"));
        if (!types.contains(king)) types.add(king);
        PieceType plain = new PieceType("king@" + NOT_ROYAL, king.names(), king.codes(), king.notation(), king.movement(),
                false, king.description());
        if (types.stream().noneMatch(t -> t.id().equals(plain.id()))) types.add(plain);
    }

    @Override
    public boolean allowsSeveralKings() { return true; }

    /** Pawns may promote to kings; the diagram's kings are royal as the rule says. */
    @Override
    public void prepare(Position p) {
        int king = p.table.indexOf("king");
        for (int side = 0; side < 2; side++) {
            int[] types = p.promotionTypes(side);
            boolean has = false;
            for (int t : types) has |= t == king;
            if (!has && types.length > 0) {
                int[] with = new int[types.length + 1];
                with[0] = king;
                System.arraycopy(types, 0, with, 1, types.length);
                p.setPromotionTypes(side, with);
            }
            int count = kings(p, side, null);
            int[] squares = new int[count];
            kings(p, side, squares);
            for (int sq : squares) p.put(sq, Piece.of(count == 1 ? king : p.table.indexOf("king@" + NOT_ROYAL), side));
        }
    }

    /**
     * The kings are counted once every other condition's effects are made: an Influencer's change
     * of a king into a pawn leaves one king, royal at once (TESTS-influencer-11: in check then).
     */
    @Override
    public int effectStage() { return 50; }

    @Override
    public void afterMove(Position p, int move) {
        for (int side = 0; side < 2; side++) {
            int count = kings(p, side, null);
            if (count == 1 ? p.king(side) >= 0 : p.king(side) < 0) continue;
            int[] found = new int[count];
            kings(p, side, found);
            int type = p.table.indexOf(count == 1 ? "king" : "king@" + NOT_ROYAL);
            for (int sq : found)
                if (Piece.type(p.at(sq)) != type) p.effectChange(sq, Piece.of(type, side), Effects.Style.SILENT);
        }
    }

    /** The number of units of {@code side} with a king's walk (royal or not); their squares into {@code out} if given. */
    private static int kings(Position p, int side, int[] out) {
        int n = 0;
        for (int i = 0, c = p.pieceCount(side); i < c; i++) {
            int sq = p.pieceSquare(side, i);
            PieceType t = p.table.type(Piece.type(p.at(sq)));
            if (!Attributes.baseId(t).equals("king") || (Attributes.of(t) & ~NOT_ROYAL) != 0) continue;
            if (out != null) out[n] = sq;
            n++;
        }
        return n;
    }
}
