package feerie.solve.battle;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.solve.Search;

/**
 * Whether a defence parries the threat, for the tree of {@link BattleTree}: a defence after which
 * every threat move still wins in the threat's length parried nothing and is not shown.
 */
final class ThreatParry {
    private ThreatParry() {}

    /**
     * After a defence, the attacker to move: does every move of the threat still win in the
     * threat's length? Parrying one threat of several is enough to be shown.
     */
    static boolean stillWins(BattleSolver solver, int[] threatMoves, int length, int top) {
        Search search = solver.search;
        var p = search.position;
        int end = search.legal(top);
        for (int threat : threatMoves) {
            // the very move first: a plain move and its variant with a condition's mark in bits
            // 16-23 (RepublicanChess's [+bKh8]) are otherwise taken for the same (EXAMPLES-republican-03)
            int t = Move.NULL;
            for (int i = top; i < end && t == Move.NULL; i++) if (search.stack[i] == threat) t = threat;
            for (int i = top; i < end && t == Move.NULL; i++) if (sameMove(p, search.stack[i], threat)) t = search.stack[i];
            if (t == Move.NULL) return false;
            p.make(t);
            boolean wins = solver.afterAttack(t, length, end);
            p.unmake(t);
            if (!wins) return false;
        }
        return true;
    }

    /**
     * Is {@code m} the threat move {@code threat} again? As in Popeye, a move is known by its
     * squares: a pawn's double step d2-d4 is the same as a queen's d2-d4 when a fairy condition
     * (Andernach) has put a queen on d2.
     */
    static boolean sameMove(Position p, int m, int threat) {
        if (m == threat) return true;
        // a castling is known by the king's squares, whoever its partner (CastlingChess: Popeye's
        // threat Kh1-h3/bPh7-h2 is parried by no move that leaves Kh1-h3/bPh6-h2)
        if (Move.kind(m) == Move.CASTLING && Move.kind(threat) == Move.CASTLING)
            return Move.from(m) == Move.from(threat) && Move.to(m) == Move.to(threat);
        // only a pawn's double step against another unit's plain move on the same squares, neither
        // capturing nor carrying a condition's choice (a MarsCirce capture differs: Sc1-g1*e2), nor
        // two different marks (a Bul hop whose hurdle moves otherwise: Ge7-e4[bKe5->e3])
        return Move.from(m) == Move.from(threat) && Move.to(m) == Move.to(threat)
                && Move.choice(m) == 0 && Move.choice(threat) == 0 && p.at(Move.to(m)) == Piece.EMPTY
                && ((m >>> 16 & 0xff) == (threat >>> 16 & 0xff) || (m >>> 16 & 0xff) == 0 || (threat >>> 16 & 0xff) == 0)
                && plain(Move.kind(m)) && plain(Move.kind(threat));
    }

    private static boolean plain(int kind) { return kind == Move.NORMAL || kind == Move.DOUBLE_STEP; }
}
