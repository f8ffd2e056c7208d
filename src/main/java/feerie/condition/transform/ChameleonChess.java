package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ChameleonChess: every unit that moves changes its walk to the next of the sequence knight,
 * bishop, rook, queen, knight (or the sequence the condition lists: each walk to the one after
 * it), written {@code Sb1-c3=B}; other walks (kings, pawns) stay. LineChameleonChess: a queen,
 * rook, bishop or knight takes the walk of the file it arrives on: rook on a and h, knight on b
 * and g, bishop on c and f, queen on d (on e it stays). A promotion under ChameleonChess is not
 * changed, under LineChameleonChess it is.
 */
final class ChameleonChess implements Condition {
    private static final String[] LINE_WALKS = {"rook", "knight", "bishop", "queen", null, "bishop", "knight", "rook"};
    private static final List<String> LINE_CHANGING = List.of("queen", "rook", "bishop", "knight");

    /** By catalogue id: the walk a unit of that walk becomes; null for LineChameleonChess. */
    private final Map<String, String> next;
    private final String name;

    private ChameleonChess(String name, Map<String, String> next) {
        this.name = name;
        this.next = next;
    }

    static ChameleonChess line() { return new ChameleonChess("LineChameleonChess", null); }

    /** ChameleonChess with its words: a sequence of piece codes, or none for the usual one. */
    static ChameleonChess of(String name, List<String> words) {
        return new ChameleonChess(name, sequence(name, words.isEmpty() ? List.of("s", "b", "r", "q", "s") : words));
    }

    /**
     * A sequence of walks written as piece codes ({@code q r b s q}: each walk becomes the next),
     * by catalogue id; as in Popeye, the last walk goes back to the first when the list leaves it
     * without a successor ({@code q r b s}).
     */
    static Map<String, String> sequence(String name, List<String> codes) {
        Map<String, String> next = new LinkedHashMap<>();
        List<String> ids = new java.util.ArrayList<>();
        for (String code : codes) {
            PieceType t = Catalogue.standard().byCode("en", code);
            if (t == null) throw new UnknownConditionException(name + " " + String.join(" ", codes));
            ids.add(t.id());
        }
        if (ids.size() < 2) throw new UnknownConditionException(name + " " + String.join(" ", codes));
        for (int i = 0; i + 1 < ids.size(); i++) next.putIfAbsent(ids.get(i), ids.get(i + 1));
        next.putIfAbsent(ids.get(ids.size() - 1), ids.get(0));
        return java.util.Collections.unmodifiableMap(next);
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void addTypes(List<PieceType> types) {
        if (next == null) return;
        for (String id : next.values()) {
            PieceType t = Catalogue.standard().byId(id);
            if (!types.contains(t)) types.add(t);
        }
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        // ChameleonChess changes the walk a unit arrives with, which for a promotion is the
        // pawn's: the promoted unit keeps its walk (py 4.104: f7-f8=Q, not f7-f8=Q=S);
        // LineChameleonChess changes the promoted unit (f7-f8=Q=B)
        if (next != null && Move.kind(move) == Move.PROMOTION) return;
        int pos = p.lastArrival();
        int unit = p.at(pos);
        // a chameleon unit changes by its own sequence
        if (unit == Piece.EMPTY || (p.table.attributes(unit) & Attributes.CHAMELEON) != 0) return;
        String walk = Attributes.baseId(p.table.type(Piece.type(unit)));
        String changed;
        if (next != null) {
            changed = next.get(walk);
        } else {
            int file = p.geometry.file(pos);
            changed = LINE_CHANGING.contains(walk) && file < LINE_WALKS.length ? LINE_WALKS[file] : null;
        }
        if (changed == null || changed.equals(walk)) return;
        int mask = p.table.attributes(unit);
        int type = p.table.indexOf(mask == 0 ? changed : changed + "@" + mask);
        if (type != 0) p.effectChange(pos, Piece.of(type, Piece.side(unit)), Effects.Style.WALK_INLINE);
    }
}
