package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * LostPieces: after a move, every unit of the other side (its king aside) that would be mated if
 * it were that side's only royal unit is lost and leaves the board: {@code h6-h7[-bRh8]}. As in
 * Popeye, neither king is royal in that test: the unit is lost when it is observed and no move of
 * its side leaves it unobserved. The units lost are found first, then removed together, in the
 * board's order.
 */
final class LostPieces implements Condition {
    /** Set while a unit's moves are tried: the moves of that test lose nothing themselves. */
    private static final ThreadLocal<boolean[]> TESTING = ThreadLocal.withInitial(() -> new boolean[1]);

    @Override
    public String name() { return "LostPieces"; }

    /** Units of the side not moving leave the board without being captured. */
    @Override
    public int proofFreedoms() { return FREEDOM_UNITS_VANISH; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        boolean[] testing = TESTING.get();
        if (testing[0]) return;
        int mover = p.sideToMove();
        int losing = 1 - mover;
        int king = p.king(losing);
        // the squares of the units lost, kept on the position's scratch stack; the side's squares
        // are copied first, since a promotion tried and taken back reorders its list (a unit
        // visited twice would be removed twice)
        int[] lost = p.scratch;
        int base = p.scratchTop, count = p.pieceCount(losing), n = base;
        if (base + 2 * count > lost.length - 4096) return;
        int units = base + count;
        for (int i = 0; i < count; i++) lost[units + i] = p.pieceSquare(losing, i);
        testing[0] = true;
        try {
            for (int i = 0; i < count; i++) {
                // the squares kept above stay below the stack's top while observation is asked
                // (Wormholes generates on the stack: it overwrote them, a crash)
                p.scratchTop = units + count;
                int sq = lost[units + i];
                if (sq == king || !p.isAttacked(sq, mover)) continue;
                p.scratchTop = units + count;
                if (!escapes(p, sq, losing, mover)) lost[n++] = sq;
            }
        } finally {
            testing[0] = false;
            p.scratchTop = base;
        }
        // removed (and written) in the board's order, a1, b1 ... h8, the order of the squares'
        // numbers, as Popeye looks for them (py 4.104: g7-g8=Q[-bPa3][-bPg3])
        for (int i = base + 1; i < n; i++) {
            int sq = lost[i], j = i - 1;
            while (j >= base && lost[j] > sq) {
                lost[j + 1] = lost[j];
                j--;
            }
            lost[j + 1] = sq;
        }
        for (int i = base; i < n; i++) p.effectRemove(lost[i]);
    }

    /** Has {@code losing} (not to move yet) a move after which the unit on {@code sq} is not observed? */
    private static boolean escapes(Position p, int sq, int losing, int mover) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return true;
        p.make(Move.NULL);
        try {
            int end = MoveGenerator.generate(p, out, start);
            p.scratchTop = end;
            for (int i = start; i < end; i++) {
                int m = out[i];
                p.make(m);
                int at = Move.from(m) == sq ? p.lastArrival() : sq;
                boolean safe = at < 0 || p.at(at) == Piece.EMPTY || Piece.side(p.at(at)) != losing
                        || !p.isAttacked(at, mover);
                p.unmake(m);
                if (safe) return true;
            }
            return false;
        } finally {
            p.scratchTop = start;
            p.unmake(Move.NULL);
        }
    }
}
