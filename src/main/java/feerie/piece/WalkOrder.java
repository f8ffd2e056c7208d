package feerie.piece;

import java.util.HashMap;
import java.util.Map;

/**
 * Popeye's order of walks: the order in which it lists what a pawn may promote to (the
 * queen, knight, rook, bishop, then the diagram's fairy pieces: "=PA" before "=VA", "=G" before
 * "=N" whatever the diagram's order, py 4.104), writes PromOnly's and Football's pieces, and
 * starts a chain of chameleon walks. Given here by the English codes of the walks, in the order
 * of Popeye 4.104's list of walks.
 */
public final class WalkOrder {
    private WalkOrder() {}

    private static final String CODES = "k p q s r b le ma pa va ro g n z ca gi rf bu we al fe da li ne l bp am em pr "
            + "gn an sq wa dr ka ss uu ha m ea sw ar rb c nh du cr zr gr ch zh gh ds bk eq ct bs sp rl bl si tr nd o "
            + "eh mo rr br ao oa rh bh ek bt gt sk cy cg rn rp ok 37 g2 g3 16 24 35 dg kh or 15 25 gl lr lb ln wr "
            + "fr bi et na rm re rw bm be bw ra so mg 36 nl ml mm f do rt bo qe qf qq b1 b2 b3 cp rk pp ls ze bn s2 "
            + "s4 s1 s3 qn dk db no th lh ge gf kl ko kp sh gy ms po mp mh st se fa lo sa ah oh hc ee en sc";

    private static final Map<String, Integer> RANK = new HashMap<>();

    static {
        String[] codes = CODES.split(" ");
        for (int i = 0; i < codes.length; i++) RANK.put(codes[i], i);
    }

    /** The walk's place in Popeye's order; walks Popeye does not know come after all of its own. */
    public static int rank(PieceType type) {
        return rankOfCode(type.code("en"));
    }

    /** The place in Popeye's order of the walk with this English code (any case). */
    public static int rankOfCode(String code) {
        return RANK.getOrDefault(code.toLowerCase(java.util.Locale.ROOT), RANK.size());
    }

    /** The walk's place in Popeye's order, by catalogue id. */
    public static int rank(String id) {
        PieceType t = Catalogue.standard().byId(id);
        return t == null ? RANK.size() : rank(t);
    }
}
