package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Chinese pieces' conditions, as Popeye's manual and its rules define them. ChineseChess: a
 * pawn may promote to the leo, mao, pao and vao too, after the orthodox pieces. Leofamily: the leo,
 * mao, pao and vao are the queen, knight, rook and bishop (Popeye's standard walks: what a pawn
 * promotes to, where Circe brings a unit back, which unit castles); a diagram holding an orthodox
 * queen, rook, bishop or knight is refused (Popeye: "leofamily with orthodox pieces ?", problem
 * ignored, nothing solved).
 */
final class ChineseFamily implements Condition {
    private static final String[] ORTHODOX = {"queen", "knight", "rook", "bishop"};
    /** In Popeye's order of walks, which is the order of promotion. */
    private static final String[] CHINESE = {"leo", "mao", "pao", "vao"};

    private final boolean leofamily;

    ChineseFamily(boolean leofamily) { this.leofamily = leofamily; }

    @Override
    public String name() { return leofamily ? "Leofamily" : "ChineseChess"; }

    @Override
    public Map<String, String> standardWalks() {
        return leofamily ? Map.of("queen", "leo", "knight", "mao", "rook", "pao", "bishop", "vao") : Map.of();
    }

    @Override
    public void addTypes(List<PieceType> types) {
        for (String id : CHINESE) {
            PieceType t = Catalogue.standard().byId(id);
            if (t != null && !types.contains(t)) types.add(t);
        }
    }

    /** Leofamily: an orthodox queen, knight, rook or bishop on the board. */
    @Override
    public boolean refusesPosition(Position p) {
        if (!leofamily) return false;
        for (int side = 0; side < 2; side++)
            for (int i = 0; i < p.pieceCount(side); i++) {
                String id = p.table.type(Piece.type(p.at(p.pieceSquare(side, i)))).id();
                for (String o : ORTHODOX) if (o.equals(id)) return true;
            }
        return false;
    }

    /**
     * The promotion pieces: the orthodox four (ChineseChess only), the Chinese four, then the
     * diagram's other pieces as before.
     */
    @Override
    public void prepare(Position p) {
        List<Integer> first = new ArrayList<>();
        if (!leofamily) for (String id : ORTHODOX) first.add(p.table.indexOf(id));
        for (String id : CHINESE) first.add(p.table.indexOf(id));
        for (int side = 0; side < 2; side++) {
            List<Integer> types = new ArrayList<>(first);
            for (int t : p.promotionTypes(side)) {
                String id = p.table.type(t).id();
                boolean orthodox = false;
                for (String o : ORTHODOX) orthodox |= o.equals(id);
                if (!types.contains(t) && !(leofamily && orthodox)) types.add(t);
            }
            p.setPromotionTypes(side, types.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
