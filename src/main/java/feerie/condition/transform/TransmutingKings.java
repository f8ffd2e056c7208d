package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.position.Position;

/**
 * TransmutedKings (WhiteTransmutedKing, BlackTransmutedKing: one side's): a king in check moves,
 * captures and checks only with the walks of the units that check it (each walk once); a king
 * not in check is a king. ReflectiveKings (and one side's): a king in check moves with those
 * walks as well as its own. Whether a unit checks the king is asked of its walk, then of the
 * observation conditions' vetoes.
 */
final class TransmutingKings implements Condition {
    private final String name;
    private final boolean[] transmutes;
    private final boolean reflective;

    TransmutingKings(String name, boolean white, boolean black, boolean reflective) {
        this.name = name;
        this.transmutes = new boolean[] {white, black};
        this.reflective = reflective;
    }

    @Override
    public String name() { return name; }

    /** A king in check moves with other walks; every other move is orthodox. */
    @Override
    public int proofFreedoms() { return FREEDOM_KING_WALKS; }

    /** Changes the moving unit's walk (only the form for both sides counts, as in Popeye). */
    @Override
    public int walkChangingFamily() { return name.equals("TransmutedKings") ? MOVING_UNIT_WALK : 0; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!transmutes[side] || p.king(side) != from || p.isNeutral(from)) return end;
        int them = Side.opponent(side);
        int n = end;
        boolean transmuted = false;
        for (int i = 0, count = p.pieceCount(them); i < count; i++) {
            int sq = p.pieceSquare(them, i);
            // the walk it checks with, which the conditions may change (AnnanChess)
            int checker = feerie.condition.ConditionSet.observingUnitOf(p, sq);
            if (!checks(p, sq, checker, from, them) || typeSeenBefore(p, them, i, checker, from)) continue;
            transmuted = true;
            int walkStart = n;
            n = Walks.generateAs(p, from, side, Piece.of(Piece.type(checker), side), out, n);
            // the same move by two walks is one move
            int kept = walkStart;
            for (int k = walkStart; k < n; k++) {
                boolean again = false;
                for (int j = reflective ? start : end; j < walkStart && !again; j++) again = out[j] == out[k];
                if (!again) out[kept++] = out[k];
            }
            n = kept;
        }
        if (!transmuted) return end;
        if (reflective) return n;
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    /**
     * Does the unit {@code checker} on {@code sq} reach {@code king} by its walk, an observation the
     * other conditions accept (ShieldedKings: a guarded king is not in check from the other king,
     * py 4.104)?
     */
    static boolean checks(Position p, int sq, int checker, int king, int them) {
        for (Component.Bound b : p.movement(checker))
            if (b.attacks(p, sq, king, them)) return ConditionSet.of(p).observationAccepted(p, sq, king, them);
        return false;
    }

    /**
     * Has a unit of the same type as the i-th of {@code them} come before it and checked the king
     * on {@code king} (its walk tried already)?
     */
    static boolean typeSeenBefore(Position p, int them, int i, int unit, int king) {
        for (int u = 0; u < i; u++) {
            int sq = p.pieceSquare(them, u);
            int other = feerie.condition.ConditionSet.observingUnitOf(p, sq);
            if (Piece.type(other) == Piece.type(unit) && checks(p, sq, other, king, them)) return true;
        }
        return false;
    }
}
