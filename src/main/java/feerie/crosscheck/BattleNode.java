package feerie.crosscheck;

import java.util.ArrayList;
import java.util.List;

/**
 * One move of a claimed battle-play tree: a key or try (number 1, the attacker), a threat (an
 * attacker's move that follows an attacker's move), a defence ("1...") with the attacker's
 * answers, a refutation (after "but"). Set play hangs from a root without a move.
 */
public final class BattleNode {
    public final ClaimedMove move;
    public final int number;
    public final boolean attacker;
    public final boolean threat;
    public final boolean refutation;
    public String mark = "";
    public final List<BattleNode> children = new ArrayList<>();
    /** The twin the node belongs to ("" without twins). */
    public final String twin;

    BattleNode(ClaimedMove move, int number, boolean attacker, boolean threat, boolean refutation, String twin) {
        this.move = move;
        this.number = number;
        this.attacker = attacker;
        this.threat = threat;
        this.refutation = refutation;
        this.twin = twin;
    }

    /** The move as numbered in the claim: "1.Rg8!", "1...Kd4". */
    public String text() {
        return number + (attacker ? "." : "...") + move.text() + mark;
    }

    /** The move as numbered, without marks: "1.Rg8", "1...Kd4". */
    public String plain() {
        return number + (attacker ? "." : "...") + move.text();
    }

    /** Is it a try ("?")? */
    public boolean isTry() { return mark.contains("?"); }
}
