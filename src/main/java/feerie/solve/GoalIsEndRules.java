package feerie.solve;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Orthodox chess with Popeye's option GoalIsEnd for the goal chess81 ({@code c81}): reaching the
 * goal ends the game, so the side that is not to reach it may not reach it for itself either (in
 * chess81, move a unit to its own last rank: White's eighth, Black's first). Popeye tests this
 * after each move of that side ({@code options/goal_is_end}); here such a move is illegal, which
 * in help play and selfplay comes to the same. Being a subclass, it turns off the orthodox
 * shortcuts ({@link Orthodox#applies}).
 */
public final class GoalIsEndRules extends Rules {
    private final int otherSide;

    /** {@code otherSide}: the side that is not to reach the goal. */
    public GoalIsEndRules(int otherSide) { this.otherSide = otherSide; }

    @Override
    public String name() { return "orthodox (GoalIsEnd)"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!super.legalAfter(p, mover)) return false;
        return mover != otherSide || !chess81(p, mover, p.lastMove());
    }

    /** Has {@code mover}'s {@code move} (just played) reached the goal chess81: its unit on its own last rank? */
    public static boolean chess81(Position p, int mover, int move) {
        int rank = p.geometry.rank(Move.to(move));
        return mover == Side.WHITE ? rank == p.geometry.ranks - 1 : rank == 0;
    }
}
