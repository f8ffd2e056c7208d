package feerie.rules;

import feerie.piece.Side;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * The orthodox rule set and its hooks. A variant is a subclass overriding a hook or two (see
 * {@code feerie.rules.variant}); the solvers only talk to this class.
 */
public class Rules {
    public static final Rules ORTHODOX = new Rules();

    public String name() { return "orthodox"; }

    /**
     * Hook: is the position after {@code mover}'s move legal? Orthodox: the mover's royal piece
     * is not attacked.
     */
    public boolean legalAfter(Position p, int mover) {
        int k = p.king(mover);
        return k < 0 || !p.isAttacked(k, Side.opponent(mover));
    }

    /**
     * Writes the legal moves of the side to move into {@code out} from index {@code n};
     * returns the new count.
     */
    public int legalMoves(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int end = MoveGenerator.generate(p, out, n);
        int kept = n;
        for (int i = n; i < end; i++) {
            int m = out[i];
            p.make(m);
            boolean ok = legalAfter(p, us);
            p.unmake(m);
            if (ok) out[kept++] = m;
        }
        return kept;
    }

    /** True if the side to move has at least one legal move. */
    public boolean hasLegalMove(Position p, int[] scratch, int n) {
        return legalMoves(p, scratch, n) > n;
    }

    /** Hook: has the game ended before any move (a variant's win), from the view of the side to move? */
    public boolean isTerminal(Position p) { return false; }

    /** True when the side to move is in check (by the rule set's idea of check). */
    public boolean inCheck(Position p) { return p.inCheck(p.sideToMove()); }
}
