package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * White/BlackSuperTransmutingKing: a king in check must move, and only with the walk of a unit
 * that checks it (its side's other units do not move: {@link #selectLegal}); it then becomes that unit for good, no
 * longer royal ({@code Ke4*c6=B}). The walk a move used is its choice (the type's index), since
 * one move may be made with two walks. Whether a unit checks the king is asked of its walk alone.
 */
final class SuperTransmutingKing implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    private final int side;

    SuperTransmutingKing(int side) { this.side = side; }

    @Override
    public String name() { return side == Side.WHITE ? "WhiteSuperTransmutingKing" : "BlackSuperTransmutingKing"; }

    @Override
    public boolean changesObservation() { return true; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (side != this.side) return end;
        int king = p.king(side);
        if (king < 0 || p.isNeutral(king)) return end;
        if (king != from) return end;
        int them = Side.opponent(side);
        int n = end;
        boolean transmuted = false;
        for (int i = 0, count = p.pieceCount(them); i < count; i++) {
            int sq = p.pieceSquare(them, i);
            int checker = feerie.condition.ConditionSet.observingUnitOf(p, sq);
            if (!TransmutingKings.checks(p, sq, checker, from, them) || TransmutingKings.typeSeenBefore(p, them, i, checker, from))
                continue;
            transmuted = true;
            int type = Piece.type(checker);
            if (type > 15) continue; // beyond what a move's choice can carry
            int walkStart = n;
            n = Walks.generateAs(p, from, side, Piece.of(type, side), out, n);
            for (int k = walkStart; k < n; k++) out[k] = Move.withChoice(out[k], type);
        }
        if (!transmuted) return end;
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    /**
     * The side whose king transmutes moves nothing else: of its legal moves, only the king's
     * transmuting ones (chosen here, not at generation, which also serves observation). When none
     * of them is legal the side has no move at all, as in Popeye (a check no transmuting move
     * escapes is mate: REGRESSIONS-4_69_to_4_71-16).
     */
    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        int king = p.king(side);
        if (p.sideToMove() != side || king < 0 || p.isNeutral(king) || !transmuting(p, king, side)) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (Move.choice(out[i]) != 0 && Move.from(out[i]) == king) out[kept++] = out[i];
        return kept;
    }

    @Override
    public boolean selects() { return true; }

    @Override
    public boolean selectionMayLeaveNone(Position p) {
        int king = p.king(side);
        return p.sideToMove() == side && king >= 0 && !p.isNeutral(king) && transmuting(p, king, side);
    }

    /** Is the king on {@code king} checked by some unit's walk (so that it transmutes)? */
    private static boolean transmuting(Position p, int king, int side) {
        int them = Side.opponent(side);
        for (int i = 0, count = p.pieceCount(them); i < count; i++) {
            int sq = p.pieceSquare(them, i);
            if (TransmutingKings.checks(p, sq, feerie.condition.ConditionSet.observingUnitOf(p, sq), king, them)) return true;
        }
        return false;
    }

    @Override
    public void afterMove(Position p, int move) {
        int type = Move.choice(move);
        if (type == 0 || p.sideToMove() != side || Move.kind(move) == Move.CASTLING) return;
        int to = Move.to(move);
        int unit = p.at(to);
        if (unit == Piece.EMPTY || !p.table.isRoyal(unit)) return;
        p.effectChange(to, Piece.of(type, side), Effects.Style.WALK_INLINE);
    }
}
