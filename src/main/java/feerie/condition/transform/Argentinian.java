package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.List;

/**
 * ArgentinianChess: the orthodox pieces' places are taken by the Argentinian ones (Popeye's
 * standard walks: Senora for the queen, Saltador for the knight, Faro for the rook, Loco for the
 * bishop), so a pawn promotes to them instead (and to the diagram's other pieces, an orthodox one
 * among them too), the Faro castles and Circe's rebirth squares follow them; the diagram's pieces
 * keep the walks they are given.
 */
final class Argentinian implements Condition {
    private static final String[] ORTHODOX = {"queen", "knight", "rook", "bishop"};
    private static final String[] ARGENTINIAN = {"senora", "saltador", "faro", "loco"};

    @Override
    public String name() { return "ArgentinianChess"; }

    @Override
    public void addTypes(List<PieceType> types) {
        for (String id : ARGENTINIAN) {
            PieceType t = Catalogue.standard().byId(id);
            if (t != null && !types.contains(t)) types.add(t);
        }
    }

    /**
     * The Argentinian pieces are the standard walks wherever the rules speak of "a rook" ...: the
     * Faro castles, not the rook (0-0-0 with a Faro on a1, none with the rook on h1); Circe brings
     * a Loco back on c8 and a bishop, a fairy piece now, on its promotion square (py 4.104); the game
     * array of a proof game holds them in the orthodox ones' places (TESTS-pieces-28).
     */
    @Override
    public java.util.Map<String, String> standardWalks() {
        java.util.Map<String, String> walks = new java.util.HashMap<>();
        for (int i = 0; i < ORTHODOX.length; i++) walks.put(ORTHODOX[i], ARGENTINIAN[i]);
        return walks;
    }

    /** A pawn promotes to the Argentinian pieces and to the diagram's other pieces, an orthodox one among them too. */
    @Override
    public void prepare(Position p) {
        boolean[] onBoard = new boolean[p.typeCount() + 1];
        for (int side = 0; side < 2; side++)
            for (int i = 0; i < p.pieceCount(side); i++) onBoard[Piece.type(p.at(p.pieceSquare(side, i)))] = true;
        for (int side = 0; side < 2; side++) {
            int[] types = p.promotionTypes(side);
            int[] kept = new int[types.length + ARGENTINIAN.length];
            int n = 0;
            for (String id : ARGENTINIAN) if (p.table.indexOf(id) > 0) kept[n++] = p.table.indexOf(id);
            for (int t : types) {
                boolean orthodox = false;
                for (String id : ORTHODOX) orthodox |= t == p.table.indexOf(id);
                boolean seen = false;
                for (int j = 0; j < n; j++) seen |= kept[j] == t;
                if (!seen && (!orthodox || onBoard[t])) kept[n++] = t;
            }
            p.setPromotionTypes(side, java.util.Arrays.copyOf(kept, n));
        }
    }
}
