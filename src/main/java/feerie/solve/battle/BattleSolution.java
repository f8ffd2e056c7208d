package feerie.solve.battle;

import java.util.List;

/**
 * The solution of a battle-play problem: set play (defences of the diagram with their answers),
 * post-key play (the diagram seen as the position after a key; null if not asked), and the keys
 * and tries in the order Popeye tries them ({@link feerie.solve.PopeyeOrder}).
 */
public record BattleSolution(List<BattleMove> setPlay, BattleMove postKey, List<BattleMove> keysAndTries, boolean setPlayAsked,
                             BattleSolution duplexHalf, PostKeyShape postKeyShape) {
    /**
     * How post-key play is written.
     *
     * @param inCheck      the defender to play stands in check: Popeye writes " +" before the play
     * @param fromDefence  a structured stipulation that starts with the defender ("black 1d[#]a"):
     *                     its first move is numbered "1." as a key would be, the attacker's answer "1..."
     */
    public record PostKeyShape(boolean inCheck, boolean fromDefence) {
        public static final PostKeyShape PLAIN = new PostKeyShape(false, false);
    }

    public BattleSolution {
        setPlay = List.copyOf(setPlay);
        keysAndTries = List.copyOf(keysAndTries);
        if (postKeyShape == null) postKeyShape = PostKeyShape.PLAIN;
    }

    public BattleSolution(List<BattleMove> setPlay, BattleMove postKey, List<BattleMove> keysAndTries, boolean setPlayAsked,
                          BattleSolution duplexHalf) {
        this(setPlay, postKey, keysAndTries, setPlayAsked, duplexHalf, PostKeyShape.PLAIN);
    }

    /** The same written as {@code shape} says. */
    public BattleSolution withPostKeyShape(PostKeyShape shape) {
        return new BattleSolution(setPlay, postKey, keysAndTries, setPlayAsked, duplexHalf, shape);
    }

    /**
     * The post-key play without its moves: a structured stipulation that starts with the defender
     * shows them only with option Variations (py 4.104: "black 1d[#]a" without it writes the
     * check mark alone).
     */
    public BattleSolution withoutPostKeyMoves() {
        if (postKey == null) return this;
        BattleMove bare = new BattleMove(null, postKey.number(), true, "", BattleMove.Follow.NONE, List.of(), List.of(), List.of());
        return new BattleSolution(setPlay, bare, keysAndTries, setPlayAsked, duplexHalf, postKeyShape);
    }

    public BattleSolution(List<BattleMove> setPlay, BattleMove postKey, List<BattleMove> keysAndTries, boolean setPlayAsked) {
        this(setPlay, postKey, keysAndTries, setPlayAsked, null);
    }

    /**
     * Option Duplex in battle play: the same play with the colours' roles swapped (Black
     * attacking), written after this one.
     */
    public BattleSolution withDuplexHalf(BattleSolution half) {
        return new BattleSolution(setPlay, postKey, keysAndTries, setPlayAsked, half, postKeyShape);
    }

    /** Set play asked where there is some ({@code setPlayAsked}: Popeye writes an empty set play's block as a blank line). */
    public BattleSolution(List<BattleMove> setPlay, BattleMove postKey, List<BattleMove> keysAndTries) {
        this(setPlay, postKey, keysAndTries, !setPlay.isEmpty());
    }

    /**
     * Popeye's option TrivialTriesAvoid: the manual counts a refuted first move that checks as a
     * trivial try, and it is not written.
     */
    public BattleSolution withoutCheckingTries() {
        java.util.List<BattleMove> kept = new java.util.ArrayList<>();
        for (BattleMove m : keysAndTries)
            if (!(m.mark().equals("?") && m.move().suffix().startsWith(" +"))) kept.add(m);
        return new BattleSolution(setPlay, postKey, kept, setPlayAsked, duplexHalf, postKeyShape);
    }

    /** The same with only the first {@code max} keys (and the tries before the last of them). */
    public BattleSolution firstSolutions(int max) {
        java.util.List<BattleMove> kept = new java.util.ArrayList<>();
        int keys = 0;
        for (BattleMove m : keysAndTries) {
            if (keys == max) break;
            kept.add(m);
            if (m.mark().equals("!")) keys++;
        }
        return new BattleSolution(setPlay, postKey, kept, setPlayAsked, duplexHalf, postKeyShape);
    }
}
