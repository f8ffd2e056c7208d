package feerie.crosscheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds battle-play trees from a claim's tokens, by the move numbers: "n." is the attacker's
 * n-th move, "n..." the defender's, an unnumbered move the next half-move. A move hangs under
 * the latest move one half-move before it, or under the latest attacker's move two half-moves
 * before when that one is more recent (a threat: "1.Rg8! (2.Qd8#)"). Defences before any key
 * are set play. This reads Popeye's indented trees as well as one-line magazine solutions.
 */
public final class BattleClaims {
    /** The keys and tries, and the set play (defences in the diagram), in the order written. */
    public record Trees(List<BattleNode> keys, List<BattleNode> setPlay) {}

    private BattleClaims() {}

    public static Trees of(List<ClaimToken> tokens, String firstTwin) {
        List<BattleNode> keys = new ArrayList<>(), setPlay = new ArrayList<>();
        BattleNode[] last = new BattleNode[256];
        long[] when = new long[256];
        long clock = 0;
        String twin = firstTwin;
        int pending = -1;
        int previous = -1;
        boolean afterBut = false;
        int lastDefence = -1;
        BattleNode latest = null;
        // moves before the first move number are no solution ("White: Kc6 Qh1" above it)
        boolean numbered = false;
        for (ClaimToken t : tokens) {
            if (t instanceof ClaimToken.Number) numbered = true;
            if (t instanceof ClaimToken.MoveToken && !numbered) continue;
            if (t instanceof ClaimToken.TwinLabel l) {
                twin = l.label();
                java.util.Arrays.fill(last, null);
                previous = -1;
                latest = null;
            } else if (t instanceof ClaimToken.Number n) {
                pending = 2 * (n.n() - 1) + (n.ellipsis() ? 1 : 0);
            } else if (t instanceof ClaimToken.Keyword k) {
                if (k.kind() == ClaimToken.Keyword.Kind.BUT) afterBut = true;
                // after "(2.Qd8#)" an unnumbered move is a defence of the move threatening
                if (k.kind() == ClaimToken.Keyword.Kind.CLOSE && latest != null && latest.threat) previous = 2 * (latest.number - 2);
                // "1...Rxf4 2.Rd1#; gxf3 2.Nb7#": after a semicolon an unnumbered move is the next defence
                if (k.kind() == ClaimToken.Keyword.Kind.SEMICOLON && lastDefence >= 1) previous = lastDefence - 1;
            } else if (t instanceof ClaimToken.Mark m) {
                if (latest != null) latest.mark += m.mark();
            } else if (t instanceof ClaimToken.MoveToken mt) {
                int ply = pending >= 0 ? pending : previous + 1;
                pending = -1;
                if (ply >= last.length) continue;
                boolean attacker = ply % 2 == 0;
                BattleNode parent = null;
                boolean threat = false;
                if (ply >= 1 && last[ply - 1] != null) parent = last[ply - 1];
                if (ply >= 2 && last[ply - 2] != null && (parent == null || when[ply - 2] > when[ply - 1])) {
                    parent = last[ply - 2];
                    threat = true;
                }
                BattleNode node = new BattleNode(mt.move(), ply / 2 + 1, attacker, threat, afterBut && !attacker, twin);
                if (!attacker) afterBut = false;
                if (ply == 0) keys.add(node);
                else if (parent != null) parent.children.add(node);
                else if (ply == 1) setPlay.add(node);
                last[ply] = node;
                when[ply] = ++clock;
                java.util.Arrays.fill(last, ply + 1, last.length, null);
                previous = ply;
                latest = node;
                if (!attacker) lastDefence = ply;
                if (ply == 0) lastDefence = -1;
            }
        }
        return new Trees(keys, setPlay);
    }
}
