package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * ActuatedRevolvingBoard: after every move the board turns a quarter clockwise (h1 goes to a1,
 * a1 to a8). ActuatedRevolvingCentre: after a move from or to one of the four centre squares they
 * turn a quarter clockwise (d4 to d5, d5 to e5, e5 to e4, e4 to d4). Neither is written.
 */
final class RevolvingBoard implements Condition {
    private final boolean wholeBoard;

    RevolvingBoard(boolean wholeBoard) { this.wholeBoard = wholeBoard; }

    @Override
    public String name() { return wholeBoard ? "ActuatedRevolvingBoard" : "ActuatedRevolvingCentre"; }

    @Override
    public boolean hasEffects() { return true; }

    // the turn comes after the other conditions' effects
    @Override
    public int effectStage() { return 2; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        Geometry g = p.geometry;
        if (wholeBoard) {
            if (g.files != g.ranks) return;
            boolean[] done = new boolean[g.size];
            int[] cycle = new int[4];
            for (int sq = 0; sq < g.size; sq++) {
                if (done[sq]) continue;
                int n = 0;
                for (int s = sq; !done[s]; s = turned(g, s)) {
                    done[s] = true;
                    cycle[n++] = s;
                }
                turn(p, cycle, n);
            }
            // a pawn's double step turned with the board cannot be taken en passant any more
            p.effectEnPassantSquare(-1);
            return;
        }
        int[] ring = {g.square(3, 3), g.square(3, 4), g.square(4, 4), g.square(4, 3)};
        int from = Move.from(move), to = Move.to(move);
        boolean actuated = false;
        for (int sq : ring) actuated |= sq == from || sq == to;
        if (actuated) turn(p, ring, 4);
    }

    /**
     * Each unit of {@code cycle[0..n)} goes to the next square (the last to the first), as moves
     * where it can, so that the mover can be followed to where it stands (the goal z): one unit,
     * not the mover, waits off the board meanwhile.
     */
    private static void turn(Position p, int[] cycle, int n) {
        if (n < 2) return;
        int mover = p.lastArrival();
        int k = cycle[0] != mover ? 0 : 1;
        int parked = p.at(cycle[k]);
        if (parked != Piece.EMPTY) p.effectRemove(cycle[k], Effects.Style.SILENT);
        for (int i = 1; i < n; i++) {
            int to = cycle[(k - i + 1 + n) % n], from = cycle[(k - i + n) % n];
            if (p.at(from) != Piece.EMPTY) p.effectMove(from, to, Effects.Style.SILENT);
        }
        if (parked != Piece.EMPTY) p.effectAdd(cycle[(k + 1) % n], parked, Effects.Style.SILENT);
    }

    /** A square after a quarter turn clockwise: file f, rank r go to file r, rank (last - f). */
    private static int turned(Geometry g, int sq) {
        return g.square(g.rank(sq), g.files - 1 - g.file(sq));
    }
}
