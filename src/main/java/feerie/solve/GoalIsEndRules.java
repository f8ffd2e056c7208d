package feerie.solve;

import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Orthodox chess with Popeye's option GoalIsEnd for the goals no immobility marks: chess81
 * ({@code c81}), capture ({@code x}) and target square ({@code z}). Reaching the goal ends the
 * game, so the side that is not to reach it may not reach it for itself either (in chess81, move
 * a unit to its own last rank: White's eighth, Black's first; a capture; a move to the square). Popeye tests this
 * after each move of that side ({@code options/goal_is_end}); here such a move is illegal in help
 * play and selfplay, which comes to the same, and ends the game in direct play, where the attacker
 * then has no move and fails. Being a subclass, it turns off the orthodox
 * shortcuts ({@link Orthodox#applies}).
 */
public final class GoalIsEndRules extends Rules {
    private final int otherSide;
    private final feerie.stipulation.Goal goal;
    /**
     * False in direct play: there the other side's move that reaches the goal is legal but ends
     * the game, so the attacker has no move after it and the move refutes.
     */
    private final boolean forbid;

    /**
     * {@code otherSide}: the side that is not to reach the goal; {@code forbid}: its moves that
     * reach the goal are illegal (help play, selfplay), else they end the game (direct play).
     */
    public GoalIsEndRules(feerie.stipulation.Goal goal, int otherSide, boolean forbid) {
        this.goal = goal;
        this.otherSide = otherSide;
        this.forbid = forbid;
    }

    @Override
    public String name() { return "orthodox (GoalIsEnd)"; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!super.legalAfter(p, mover)) return false;
        if (forbid) return mover != otherSide || !reaches(p, p.ply() - 1, mover, p.lastMove());
        // no move after the end of the game
        return p.ply() < 2 || !ended(p, p.ply() - 2);
    }

    @Override
    public int legalMoves(Position p, int[] out, int n) {
        return !forbid && p.ply() >= 1 && ended(p, p.ply() - 1) ? n : super.legalMoves(p, out, n);
    }

    /** Did the move at {@code ply} end the game: the other side's move reaching the goal? */
    private boolean ended(Position p, int ply) {
        int m = p.moveAt(ply);
        if (m == Move.NULL) return false;
        // the side that played it: the side to move now, or its opponent, by the plies since
        int mover = (p.ply() - ply) % 2 == 1 ? Side.opponent(p.sideToMove()) : p.sideToMove();
        return mover == otherSide && reaches(p, ply, mover, m);
    }

    /** Did {@code mover}'s {@code move}, made at {@code ply}, reach the goal? */
    private boolean reaches(Position p, int ply, int mover, int move) {
        return switch (goal.type()) {
            case CHESS81 -> chess81(p, mover, move);
            case CAPTURE -> p.capturedAt(ply) != feerie.piece.Piece.EMPTY;
            case TARGET -> p.geometry.name(Move.to(move)).equals(goal.square());
            default -> throw new IllegalStateException("goal " + goal);
        };
    }

    /** Has {@code mover}'s {@code move} (just played) reached the goal chess81: its unit on its own last rank? */
    public static boolean chess81(Position p, int mover, int move) {
        int rank = p.geometry.rank(Move.to(move));
        return mover == Side.WHITE ? rank == p.geometry.ranks - 1 : rank == 0;
    }
}
