package feerie.solve.battle;

import feerie.solve.Orthodox;
import feerie.solve.OrthodoxChecks;
import feerie.solve.Search;

import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;

/**
 * The selfmate's last attacking move, in orthodox chess with goal mate: after it every legal
 * move of the defender must mate. A defender's move that is legal now (as if he were to move)
 * and gives no check refutes every attacking move that leaves it so, and most attacking moves
 * cannot change it: they neither touch its squares, nor the lines through them to either king,
 * nor move the attacker's king, nor give check. Those are refuted here without being played.
 * Up to three such defences are kept, with the squares that matter to each.
 */
public final class StandingRefutations {
    private static final int KEPT = 3;
    private final Search search;
    private final long[] matters = new long[KEPT];
    private int count;
    private int defenderKing;

    public StandingRefutations(Search search) { this.search = search; }

    /** Finds the defences, the attacker to move; the moves from {@code top} on are scratch space. */
    public void find(int top) {
        count = 0;
        var p = search.position;
        var codes = search.orthodox;
        if (codes == null) return;
        int attacker = p.sideToMove();
        int attackerKing = p.king(attacker);
        p.make(Move.NULL);
        defenderKing = p.king(p.sideToMove());
        if (defenderKing >= 0 && attackerKing >= 0 && !Orthodox.inCheck(p, codes, p.sideToMove())) {
            int end = MoveGenerator.generate(p, search.stack, top);
            for (int i = top; i < end && count < KEPT; i++) {
                int d = search.stack[i];
                int kind = Move.kind(d), from = Move.from(d), to = Move.to(d);
                // a king's move depends on every attack on its square, castling and en passant on more squares
                if (from == defenderKing || kind == Move.CASTLING || kind == Move.EN_PASSANT) continue;
                if (!Orthodox.legal(p, codes, d, false) || OrthodoxChecks.givesCheck(p, codes, d, attackerKing)) continue;
                matters[count++] = 1L << from | 1L << to | Orthodox.between(from, to)
                        | Orthodox.ray(defenderKing, from)      // pins made or lifted
                        | Orthodox.between(to, attackerKing)    // a check from the arrival square
                        | Orthodox.ray(attackerKing, from);     // a check discovered behind the mover
            }
        }
        p.unmake(Move.NULL);
    }

    /** Is the attacker's move {@code m} (pseudo-legal, not yet played) certainly refuted by one of the defences found? */
    public boolean refutes(int m) {
        if (count == 0) return false;
        var p = search.position;
        int from = Move.from(m), kind = Move.kind(m);
        if (from == p.king(p.sideToMove()) || kind == Move.CASTLING || kind == Move.EN_PASSANT) return false;
        long touched = 1L << from | 1L << Move.to(m);
        for (int j = 0; j < count; j++) {
            if ((matters[j] & touched) == 0) return !OrthodoxChecks.givesCheck(p, search.orthodox, m, defenderKing);
        }
        return false;
    }
}
