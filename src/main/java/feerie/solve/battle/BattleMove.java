package feerie.solve.battle;

import feerie.solve.PlayedMove;
import java.util.List;

/**
 * One move of a battle-play solution tree, with what follows it.
 *
 * <p>An attacker's move carries its {@link Follow} (threat, zugzwang or nothing), the threat
 * lines, the defences printed as variations, and for a try the refutations. A defender's move
 * carries the attacker's continuations. The root of post-key play has no move.
 *
 * @param move       the move, or null for the root of post-key play
 * @param number     the move number Popeye prints
 * @param attacker   true for the attacker's move ("1.X"), false for the defender's ("1...X")
 * @param mark       "" or the mark printed after the move: "!" key or refutation, "?" try
 */
public record BattleMove(PlayedMove move, int number, boolean attacker, String mark, Follow follow,
                         List<BattleMove> threats, List<BattleMove> replies, List<BattleMove> refutations) {
    /** What Popeye writes after an attacker's move that does not end the play. */
    public enum Follow { NONE, THREAT, ZUGZWANG }

    public BattleMove {
        threats = List.copyOf(threats);
        replies = List.copyOf(replies);
        refutations = List.copyOf(refutations);
    }

    public BattleMove withMark(String newMark) {
        return new BattleMove(move, number, attacker, newMark, follow, threats, replies, refutations);
    }

    public BattleMove withoutPlay() {
        return new BattleMove(move, number, attacker, mark, Follow.NONE, List.of(), List.of(), refutations);
    }
}
