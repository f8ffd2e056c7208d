package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.piece.Attributes;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Football: a unit (not a king) that ends its move on the a- or h-file may be substituted by a
 * unit of another walk from the bench, or stay as it is (written {@code Rb7-h7=B}). The bench is
 * the walks the condition lists, or else the pawn, the officers and the problem's fairy walks
 * (kings and pawns of other kinds aside). The substitution comes before the other conditions'
 * effects (AntiCirce's capturer is reborn with its new walk).
 */
final class Football implements Condition {
    private static final String[] DEFAULT_BENCH = {"pawn", "queen", "knight", "bishop", "rook"};

    /** The listed walks (catalogue ids), or null for the default bench. */
    private final List<String> listed;
    private final String name;
    /** The bench as type indices of the last table asked about (a cache: tables differ by twin). */
    private volatile Bench bench;

    private record Bench(PieceTable table, int[] types) {}

    Football(List<String> words) {
        StringBuilder shown = new StringBuilder("Football");
        if (words.isEmpty()) {
            listed = null;
        } else {
            listed = new ArrayList<>();
            for (String w : words) {
                PieceType t = Catalogue.standard().byCode("en", w);
                if (t == null || t.royal()) throw new UnknownConditionException("Football " + String.join(" ", words));
                if (!listed.contains(t.id())) listed.add(t.id());
                shown.append(' ').append(w.toUpperCase(java.util.Locale.ROOT));
            }
        }
        name = shown.toString();
    }

    @Override
    public String name() { return name; }

    @Override
    public int walkChangingFamily() { return MOVING_UNIT_WALK; }

    @Override
    public boolean hasEffects() { return true; }

    /**
     * The substitution is part of the move, like a promotion: before every other condition's
     * effect (AntiCirce reborns the substitute, "Bf6*a1=S[bSa1->b8]", REGRESSIONS-4_57_to_4_59-02),
     * so below the lowest stage the others use (Imitator's -50).
     */
    @Override
    public int effectStage() { return -60; }

    @Override
    public void addTypes(List<PieceType> types) {
        if (listed == null) return;
        for (String id : listed) {
            PieceType t = Catalogue.standard().byId(id);
            if (!types.contains(t)) types.add(t);
        }
    }

    private int[] bench(PieceTable table) {
        Bench b = bench;
        if (b != null && b.table == table) return b.types;
        List<Integer> list = new ArrayList<>();
        if (listed != null) {
            for (String id : listed) list.add(table.indexOf(id));
        } else {
            for (String id : DEFAULT_BENCH) list.add(table.indexOf(id));
            for (int i = 1; i <= table.typeCount(); i++) {
                PieceType t = table.type(i);
                if (Attributes.of(t) != 0 || t.royal() || t.isPawn() || t.movement().isPromotingPawn() || list.contains(i))
                    continue;
                list.add(i);
            }
        }
        list.removeIf(i -> i == 0);
        int[] types = list.stream().limit(Move.CHOICES - 1).mapToInt(Integer::intValue).toArray();
        bench = new Bench(table, types);
        return types;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.table.isRoyal(unit)) return end;
        int[] types = bench(p.table);
        var g = p.geometry;
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) == Move.CASTLING || Move.choice(m) != 0) continue;
            int file = g.file(Move.to(m));
            if (file != 0 && file != g.files - 1) continue;
            int walkAfter = Move.kind(m) == Move.PROMOTION ? Move.promotion(m) : Piece.type(unit);
            String base = Attributes.baseId(p.table.type(walkAfter));
            for (int k = 0; k < types.length && n < out.length; k++)
                if (!Attributes.baseId(p.table.type(types[k])).equals(base)) out[n++] = Move.withChoice(m, k + 1);
        }
        return n;
    }

    @Override
    public void afterMove(Position p, int move) {
        int k = Move.choice(move);
        if (move == Move.NULL || k == 0) return;
        int pos = p.lastArrival();
        int unit = p.at(pos);
        if (unit == Piece.EMPTY) return;
        int[] bench = bench(p.table);
        // a choice a rebirth's promotion put on the move (Circe PWC), not one of the bench's
        if (k > bench.length) return;
        int type = bench[k - 1];
        int mask = p.table.attributes(unit);
        if (mask != 0) {
            // the unit keeps its attributes (its colour neutral among them)
            type = p.table.indexOf(p.table.type(type).id() + "@" + mask);
            if (type == 0) return;
        }
        p.effectChange(pos, Piece.of(type, Piece.side(unit)), Effects.Style.WALK_INLINE);
    }
}
