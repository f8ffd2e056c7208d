package feerie.rules.variant;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import feerie.rules.Rules;

/**
 * Racing Kings (V. R. Parton, 1961; seed 002): orthodox pieces, no pawns, both kings race to the
 * last rank. No move may leave either king in check, so there is neither check nor mate.
 *
 * <p>The race ends as soon as a king stands on the last rank, with one exception: when White has
 * just arrived, Black still has its one move if its king can arrive too (then it is a draw). That
 * move is any legal move (it need not be the king's), as the published perft figures count it.
 */
public final class RacingKings extends Rules {
    public static final RacingKings RULES = new RacingKings();

    private RacingKings() {}

    @Override
    public String name() { return "racingkings"; }

    @Override
    public Geometry geometry() { return Geometry.STANDARD; }

    @Override
    public String startFen() { return "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"; }

    @Override
    public void prepare(Position p) {
        p.setCastlingAllowed(false);
        p.setEnPassantAllowed(false);
    }

    /** Neither king may stand in check after any move. */
    @Override
    public boolean legalAfter(Position p, int mover) {
        return !p.inCheck(mover) && !p.inCheck(Side.opponent(mover));
    }

    @Override
    public boolean isTerminal(Position p) {
        boolean white = onLastRank(p, Side.WHITE);
        boolean black = onLastRank(p, Side.BLACK);
        if (!white && !black) return false;
        if (black || p.sideToMove() == Side.WHITE) return true;
        return !kingCanArrive(p, Side.BLACK);
    }

    /** A finished game has no moves. */
    @Override
    public int legalMoves(Position p, int[] out, int n) {
        return isTerminal(p) ? n : super.legalMoves(p, out, n);
    }

    /**
     * {@code winner} has won the race: its king stands on the last rank, the other king does not,
     * and, when the winner is White, Black's king cannot arrive on the next move (that draws).
     */
    @Override
    public boolean won(Position p, int winner, int[] scratch, int n) {
        int loser = Side.opponent(winner);
        if (!onLastRank(p, winner) || onLastRank(p, loser)) return false;
        return winner == Side.BLACK || p.sideToMove() != Side.BLACK || !kingCanArrive(p, Side.BLACK);
    }

    private static boolean onLastRank(Position p, int side) {
        int k = p.king(side);
        return k >= 0 && p.geometry.rank(k) == p.geometry.ranks - 1;
    }

    /** Whether the side to move has a legal king step onto the last rank (one rank below it). */
    private boolean kingCanArrive(Position p, int side) {
        Geometry g = p.geometry;
        int from = p.king(side);
        if (from < 0 || g.rank(from) != g.ranks - 2) return false;
        for (int dx = -1; dx <= 1; dx++) {
            int to = g.offset(from, dx, 1);
            if (to < 0) continue;
            int target = p.at(to);
            if (target != Piece.EMPTY && Piece.side(target) == side) continue;
            int move = Move.of(from, to);
            p.make(move);
            boolean legal = legalAfter(p, side);
            p.unmake(move);
            if (legal) return true;
        }
        return false;
    }
}
