package feerie.position;

import java.util.Arrays;

/**
 * The promotion lists of {@link BoardState}: the standard one, and a list cut down to one choice
 * per resulting unit for a pawn whose promotion keeps an attribute. Kept apart because these
 * depend on the piece table only, not on the board.
 */
final class PromotionChoices {
    private PromotionChoices() {}

    /** Queen, knight, rook, bishop: those of them the table holds. */
    static int[] standard(PieceTable table) {
        return Arrays.stream(new String[] {"queen", "knight", "rook", "bishop"})
                .mapToInt(table::indexOf).filter(i -> i > 0).toArray();
    }

    /**
     * {@code types} with each unit once, the first choice kept, when {@code carried} (the types
     * the choices become, null: themselves) turns two choices into one unit.
     */
    static int[] onePerUnit(int[] types, int[] carried) {
        if (carried == null || distinct(types, carried)) return types;
        int[] kept = new int[types.length];
        int n = 0;
        for (int t : types) {
            boolean seen = false;
            for (int i = 0; i < n && !seen; i++) seen = carried[kept[i]] == carried[t];
            if (!seen) kept[n++] = t;
        }
        return Arrays.copyOf(kept, n);
    }

    private static boolean distinct(int[] types, int[] carried) {
        for (int i = 0; i < types.length; i++)
            for (int j = 0; j < i; j++) if (carried[types[i]] == carried[types[j]]) return false;
        return true;
    }
}
