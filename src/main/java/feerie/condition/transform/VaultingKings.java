package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.UnknownConditionException;
import feerie.condition.VariantWords;
import feerie.piece.Catalogue;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * VaultingKings (WhiteVaultingKing, BlackVaultingKing: one side's): a king in check moves,
 * captures and checks as an equihopper, or as the walks listed after the condition, besides as a
 * king ({@code Transmuting}: instead of as a king, as the manual says; Popeye 4.104 itself
 * fails on that word). Whether the king is in check is asked with the
 * other side's units moving plainly, as Popeye does (its king does not vault while checking).
 */
final class VaultingKings implements Condition {
    private final String name;
    private final boolean[] vaults;
    private final List<PieceType> vaulters;
    private final boolean transmuting;

    private VaultingKings(String name, boolean white, boolean black, List<PieceType> vaulters, boolean transmuting) {
        this.name = name;
        this.vaults = new boolean[] {white, black};
        this.vaulters = vaulters;
        this.transmuting = transmuting;
    }

    /** The condition with its words: piece codes (English) and {@code Transmuting}. */
    static VaultingKings of(String name, List<String> words) {
        List<PieceType> walks = new ArrayList<>();
        boolean transmuting = false;
        for (String w : words) {
            PieceType t = w.contains("/") ? null : Catalogue.standard().byCode("en", w);
            if (t != null) walks.add(t);
            else if ("Transmuting".equals(VariantWords.english(w, List.of("Transmuting")))) transmuting = true;
            else throw new UnknownConditionException(name + " " + String.join(" ", words));
        }
        if (walks.isEmpty()) walks.add(Catalogue.standard().byId("equihopper"));
        boolean white = !name.startsWith("Black"), black = !name.startsWith("White");
        return new VaultingKings(name, white, black, List.copyOf(walks), transmuting);
    }

    @Override
    public String name() { return name; }

    /** Changes the moving unit's walk (only the form for both sides counts, as in Popeye). */
    @Override
    public int walkChangingFamily() { return name.equals("VaultingKings") ? MOVING_UNIT_WALK : 0; }

    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : vaulters) if (!types.contains(t)) types.add(t);
    }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!vaults[side] || p.king(side) != from || p.isNeutral(from)) return end;
        if (!p.isAttackedPlainly(from, Side.opponent(side))) return end;
        int n = transmuting ? start : end;
        for (PieceType t : vaulters) n = Walks.generateAs(p, from, side, Piece.of(p.table.indexOf(t), side), out, n);
        return n;
    }

    @Override
    public String toString() { return name; }
}
