package feerie.solve;

import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Option GoalIsEnd with the goal mate: the play ends if the wrong side reaches the goal. In
 * direct play a defence that mates the attacker ends the game there and refutes, even where the
 * attacker would still have a move that is no escape from mate (RoleExchange's exchange:
 * BEISPIEL-rollentausch-11, "1...f3-f2 + Widerlegt."); in help play and selfplay a move of the
 * other side that mates is illegal, which comes to the same. The game's own rules ({@code inner})
 * judge every move. Being a subclass of {@link Rules}, it turns off the orthodox shortcuts
 * ({@link Orthodox#applies}).
 */
final class GoalIsEndMateRules extends Rules {
    private final Rules inner;
    /** The side that is to mate: its opponent's mate of it ends the game. */
    private final int attacker;
    /** Help play, selfplay: the other side's mating moves are illegal (else they end the game). */
    private final boolean forbid;
    private final int[] scratch = new int[1 << 16];

    GoalIsEndMateRules(Rules inner, int attacker, boolean forbid) {
        this.inner = inner;
        this.attacker = attacker;
        this.forbid = forbid;
    }

    /** Has the defender's last move mated the attacker, who is to move? */
    private boolean ended(Position p) {
        if (forbid || p.sideToMove() != attacker || p.ply() < 1 || p.lastMove() == Move.NULL) return false;
        return mated(p);
    }

    /** Is the side to move mated? */
    private boolean mated(Position p) {
        if (!inner.inCheck(p)) return false;
        // the ways out of mate as the mate test counts them (no RoleExchange among them)
        return !(inner.redefinesMate() ? inner.escapesMate(p, scratch, 0) : inner.mateTestRules().hasLegalMove(p, scratch, 0));
    }

    @Override
    public String name() { return inner.name() + " (GoalIsEnd)"; }

    @Override
    public void prepare(Position p) { inner.prepare(p); }

    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!inner.legalAfter(p, mover)) return false;
        return !forbid || mover == attacker || !mated(p);
    }

    @Override
    public int legalMoves(Position p, int[] out, int n) { return ended(p) ? n : inner.legalMoves(p, out, n); }

    @Override
    public int candidateMoves(Position p, int[] out, int n) { return ended(p) ? n : inner.candidateMoves(p, out, n); }

    @Override
    public boolean hasLegalMove(Position p, int[] out, int n) { return !ended(p) && inner.hasLegalMove(p, out, n); }

    @Override
    public boolean selectionMayLeaveNone(Position p) { return inner.selectionMayLeaveNone(p); }

    @Override
    public boolean candidatesAreLegal() { return inner.candidatesAreLegal(); }

    @Override
    public Rules mateTestRules() { return inner.mateTestRules(); }

    @Override
    public Rules stalemateTestRules() { return inner.stalemateTestRules(); }

    @Override
    public boolean redefinesMate() { return inner.redefinesMate(); }

    @Override
    public boolean escapesMate(Position p, int[] out, int n) { return inner.escapesMate(p, out, n); }

    @Override
    public boolean redefinesStalemate() { return inner.redefinesStalemate(); }

    @Override
    public boolean stalematedOtherwise(Position p) { return inner.stalematedOtherwise(p); }

    @Override
    public boolean isTerminal(Position p) { return inner.isTerminal(p); }

    @Override
    public boolean won(Position p, int winner, int[] out, int n) { return inner.won(p, winner, out, n); }

    @Override
    public boolean inCheck(Position p) { return inner.inCheck(p); }
}
