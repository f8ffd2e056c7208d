package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * MultiCaptures (of one side, or both): a unit may capture only on a square where another move
 * could capture too (another unit's, or another promotion of the same pawn, as Popeye counts
 * moves); so a king is in check only from two units. The same filter serves generation and
 * observation.
 */
final class MultiCaptures implements Condition {
    private final String name;
    /** The side bound, or -1 for both. */
    private final int who;

    MultiCaptures(String name, int who) {
        this.name = name;
        this.who = who;
    }

    @Override
    public String name() { return name; }

    /** It only takes captures away: every move left is an orthodox move of one unit. */
    @Override
    public int proofFreedoms() { return 0; }

    @Override
    public boolean changesObservation() { return true; }

    /** It only drops captures: a unit whose walk does not reach a square does not observe it. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (who >= 0 && side != who) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            int to = Move.to(m);
            boolean capture = kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(to) != Piece.EMPTY;
            if (!capture || sameTarget(p, out, start, end, i) || otherCapturer(p, from, to, side)) out[kept++] = m;
        }
        return kept;
    }

    /** Does another of the unit's moves capture on the same square (a pawn's other promotions)? */
    private static boolean sameTarget(Position p, int[] out, int start, int end, int i) {
        int to = Move.to(out[i]);
        for (int j = start; j < end; j++) if (j != i && Move.to(out[j]) == to && Move.kind(out[j]) != Move.CASTLING) return true;
        return false;
    }

    /** Could another unit of {@code side} capture on {@code target}, by its walk? */
    private static boolean otherCapturer(Position p, int from, int target, int side) {
        for (int i = 0, c = p.pieceCount(side); i < c; i++) {
            int sq = p.pieceSquare(side, i);
            if (sq == from || sq == target) continue;
            for (Component.Bound b : p.movement(p.at(sq))) if (b.attacks(p, sq, target, side)) return true;
        }
        return false;
    }
}
