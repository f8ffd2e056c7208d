package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Conditions that change the standard walks, as Popeye defines them: other pieces take the place
 * of the orthodox ones where the rules speak of "a queen", "a rook" ... (what a pawn promotes to,
 * where Circe brings a unit back, which rook castles). CavalierMajeur: the nightrider is the
 * knight. MarineChess: the siren, triton, nereid and marine knight are the queen, rook, bishop
 * and knight. UltramarineChess: besides, the Poseidon is the king and the marine pawn the pawn.
 * The pieces of the diagram keep their walks; an orthodox piece there is a fairy piece.
 */
final class StandardWalks implements Condition {
    private final String name;
    private final Map<String, String> replaced;

    private StandardWalks(String name, Map<String, String> replaced) {
        this.name = name;
        this.replaced = replaced;
    }

    static StandardWalks cavalierMajeur() {
        return new StandardWalks("CavalierMajeur", Map.of("knight", "nightrider"));
    }

    static StandardWalks marine() { return new StandardWalks("MarineChess", marineMap(false)); }

    static StandardWalks ultramarine() { return new StandardWalks("UltramarineChess", marineMap(true)); }

    private static Map<String, String> marineMap(boolean ultra) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("queen", "sirene");
        m.put("knight", "marineknight");
        m.put("rook", "triton");
        m.put("bishop", "nereide");
        if (ultra) {
            m.put("king", "poseidon");
            m.put("pawn", "marinepawn");
        }
        return m;
    }

    @Override
    public String name() { return name; }

    @Override
    public Map<String, String> standardWalks() { return replaced; }

    /** The pieces that take the orthodox ones' place: the table must hold them. */
    @Override
    public void addTypes(List<PieceType> types) {
        for (String id : replaced.values()) {
            PieceType t = Catalogue.standard().byId(id);
            if (t != null && !types.contains(t)) types.add(t);
        }
    }

    /**
     * A pawn promotes to the standard queen, knight, rook and bishop (an orthodox one only when
     * such a piece stands in the diagram, as a fairy piece does), then the diagram's fairy pieces.
     */
    @Override
    public void prepare(Position p) {
        List<Integer> onBoard = new ArrayList<>();
        for (int sq = 0; sq < p.geometry.size; sq++) if (p.at(sq) != Piece.EMPTY) onBoard.add(Piece.type(p.at(sq)));
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            List<Integer> types = new ArrayList<>();
            for (String id : new String[] {"queen", "knight", "rook", "bishop"})
                types.add(p.table.indexOf(replaced.getOrDefault(id, id)));
            for (int t : p.promotionTypes(side)) {
                String id = p.table.type(t).id();
                if (replaced.containsKey(id) && !onBoard.contains(t)) continue;
                if (!types.contains(t)) types.add(t);
            }
            p.setPromotionTypes(side, types.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
