package feerie.solve.battle;

import java.util.List;

/**
 * The solution of a battle-play problem: set play (defences of the diagram with their answers),
 * post-key play (the diagram seen as the position after a key; null if not asked), and the keys
 * and tries in the order the move generator gives them.
 */
public record BattleSolution(List<BattleMove> setPlay, BattleMove postKey, List<BattleMove> keysAndTries) {
    public BattleSolution {
        setPlay = List.copyOf(setPlay);
        keysAndTries = List.copyOf(keysAndTries);
    }
}
