package feerie.solve.proof;

import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * Andernach alone in a proof game: which diagram units a unit of the other side can become by a
 * capture that turns it over. Kept apart from {@link ProofBound} because only that one condition
 * needs it: a table built once per problem (by side, diagram unit, walk and moves, the squares
 * that reach the unit's square in so many moves) and its reading at each bound call.
 */
final class TurncoatReach {
    private TurncoatReach() {}

    /**
     * Where the capturer changes side (Andernach) and nothing else: which diagram units of
     * {@code s} (bit = index) a unit of the other side can become by capturing on their square,
     * reaching it as their walk in the other side's {@code others} moves. Such a unit costs
     * {@code s} nothing; any other that came over was once of {@code s} and changed side by a
     * capture of its own (a move of {@code s}): at least 1. (A king never changes side: 1, a
     * bound still.) {@code near} is the {@link #table}; {@code byWalk} scratch, one entry a walk.
     */
    static long sources(Position p, int s, int others, long[][][][] near, long[] byWalk) {
        int opp = Side.opponent(s);
        java.util.Arrays.fill(byWalk, 0);
        for (int i = 0, n = p.pieceCount(opp); i < n; i++) {
            int sq = p.pieceSquare(opp, i);
            byWalk[p.table.walk(p.at(sq))] |= 1L << sq;
        }
        long[][][] bySide = near[s];
        int k = Math.min(others, NEAR_MAX);
        long mask = 0;
        for (int t = 0; t < bySide.length; t++)
            for (int w = PieceTable.QUEEN; w <= PieceTable.PAWN; w++)
                if ((byWalk[w] & bySide[t][w][k]) != 0) {
                    mask |= 1L << t;
                    break;
                }
        return mask;
    }

    /** {@link #table}: moves counted up to this; the last also holds every longer finite way. */
    static final int NEAR_MAX = 15;

    /**
     * By side, diagram unit, walk of the other side and moves k: the squares from which a unit of
     * the other side with that walk reaches the diagram unit's square as its walk in k moves at
     * most (its own pawn's direction; a pawn also by promotion). Andernach only, else null.
     */
    static long[][][][] table(Distances distances, int[][] targetSquare, int[][] targetWalk) {
        long[][][][] near = new long[2][][][];
        for (int s = 0; s < 2; s++) {
            int opp = Side.opponent(s);
            near[s] = new long[targetSquare[s].length][7][NEAR_MAX + 1];
            for (int t = 0; t < targetSquare[s].length; t++) {
                int to = targetSquare[s][t], walk = targetWalk[s][t];
                for (int w = PieceTable.QUEEN; w <= PieceTable.PAWN; w++)
                    for (int from = 0; from < 64; from++) {
                        int d;
                        if (w == PieceTable.PAWN) d = walk == PieceTable.PAWN ? distances.pawn[opp][from * 64 + to]
                                : walk == PieceTable.KING ? Distances.FAR : distances.promoted[opp][walk][7][from * 64 + to];
                        else d = w != walk ? Distances.FAR : distances.piece[w][from * 64 + to];
                        if (d >= Distances.FAR) continue;
                        for (int k = Math.min(d, NEAR_MAX); k <= NEAR_MAX; k++) near[s][t][w][k] |= 1L << from;
                    }
            }
        }
        return near;
    }
}
