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
            // a king one unit observes is not in check (inCheck), and no move takes it, however
            // many promotions could (py 4.104: bKb8-a8 by wPb7, then no b7*a8)
            if (capture && kind != Move.EN_PASSANT && to == p.king(feerie.piece.Side.opponent(side))) continue;
            if (!capture || sameTarget(p, out, start, end, i) || routes(p, from, to, side) > 1 || otherCapturer(p, from, to, side)) out[kept++] = m;
        }
        return kept;
    }

    /** Check is Popeye's count of the king's observers, not of capturing moves: see {@link #inCheck}. */
    @Override
    public boolean redefinesCheck() { return true; }

    /**
     * In check when two observations at least reach the king, one for each unit and each further path
     * of a reflecting bishop: a pawn's promotions, which make two
     * captures of one unit (enough to capture), are one observer (py 4.104: with the condition,
     * bKe8 beside wPd7 and no other white unit on it is not in check).
     */
    @Override
    public boolean inCheck(Position p, int side) {
        int attacker = feerie.piece.Side.opponent(side);
        if (who >= 0 && attacker != who) return p.kingAttacked(side);
        int king = p.king(side);
        if (king < 0) return false;
        int observers = 0;
        for (int i = 0, c = p.pieceCount(attacker); i < c; i++) {
            int sq = p.pieceSquare(attacker, i);
            // a reflecting bishop observing along two paths observes twice (py 4.104: EXAMPLES-multicaptures-10's stalemate)
            observers += routes(p, sq, king, attacker);
            if (observers > 1) return true;
        }
        return false;
    }

    /** Does another of the unit's moves capture on the same square (a pawn's other promotions)? */
    private static boolean sameTarget(Position p, int[] out, int start, int end, int i) {
        int to = Move.to(out[i]);
        for (int j = start; j < end; j++) if (j != i && Move.to(out[j]) == to && Move.kind(out[j]) != Move.CASTLING) return true;
        return false;
    }

    /**
     * By how many paths does the unit capture on {@code target}? Two paths of a reflecting bishop
     * are two of Popeye's moves, so two captures (py 4.104; EXAMPLES-multicaptures-10, whose
     * RBc7*g3 and RBb8*g3 are each a unit's only capture there).
     */
    private static int routes(Position p, int from, int target, int side) {
        int routes = 0;
        for (Component.Bound b : p.movement(p.at(from))) routes += b.captureRoutes(p, from, target, side);
        return routes;
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
