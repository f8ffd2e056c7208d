package feerie.solve.intelligent;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * The units of a diagram, numbered, with what a final position needs to know of each: its colour,
 * its square and its {@link EmptyBoard} kind. Also the cost of taking a unit somewhere: the
 * fewest moves on an empty board, promotion included, which is what intelligent mode charges.
 */
final class Units {
    final int count;
    final int[] colour, square, kind;
    /** The squares the condition Hole takes out of the board (bit = square). */
    long holes;

    boolean hole(int square) { return (holes >>> square & 1) != 0; }

    /** [colour]: the king's unit number. */
    final int[] king = {-1, -1};
    /** Position piece type index to {@link EmptyBoard} kind (pawns as the white pawn), -1 unknown. */
    final int[] kindOfType;
    final int queenType, rookType, bishopType, knightType;

    Units(Position p) {
        kindOfType = EmptyBoard.kindsOfTypes(p);
        queenType = p.table.indexOf("queen");
        rookType = p.table.indexOf("rook");
        bishopType = p.table.indexOf("bishop");
        knightType = p.table.indexOf("knight");
        int n = p.pieceCount(Side.WHITE) + p.pieceCount(Side.BLACK);
        colour = new int[n];
        square = new int[n];
        kind = new int[n];
        int u = 0;
        for (int side = 0; side < 2; side++) {
            for (int i = 0; i < p.pieceCount(side); i++) {
                int s = p.pieceSquare(side, i);
                colour[u] = side;
                square[u] = s;
                kind[u] = kindOf(p.at(s));
                if (kind[u] == EmptyBoard.KING) king[side] = u;
                u++;
            }
        }
        count = u;
        for (int sq = 0; sq < 64; sq++) if (p.blocked(sq)) holes |= 1L << sq;
        endKinds();
        castlings(p);
        costFromHome = new byte[count][(EmptyBoard.BLACK_PAWN + 1) * 64];
        for (int v = 0; v < count; v++)
            for (int k = 0; k <= EmptyBoard.BLACK_PAWN; k++)
                for (int s = 0; s < 64; s++) {
                    int c = cost(colour[v], kind[v], square[v], k, s);
                    for (int i = 0; i < castlings; i++) c = Math.min(c, castledCost(i, v, k, s));
                    costFromHome[v][k * 64 + s] = (byte) c;
                }
    }

    // ---- castling: one move takes the king two squares and the rook over it

    /**
     * The castlings open in the diagram (king and a rook of its rank unmoved), numbered: the
     * rook's unit, and the squares of king and rook after it. A castling is one move for two
     * units, so it is charged to the king (one move to its castled square) and the rook rides
     * free: each unit's count stays a lower bound of its own moves (the castling counted once), so
     * a plan's sum stays one of its side's moves.
     */
    int castlings;
    final int[] castlingRook = new int[4], castledKing = new int[4], castledRook = new int[4];
    // (two corners a side: at most four)

    private void castlings(Position p) {
        if (!p.castlingAllowed()) return;
        for (int side = 0; side < 2; side++) {
            int k = king[side];
            if (k < 0 || !p.unmoved(square[k]) || square[k] >> 3 != (side == Side.WHITE ? 0 : 7)) continue;
            for (int r = 0; r < count; r++) {
                int corner = square[r];
                if (colour[r] != side || kind[r] != EmptyBoard.ROOK || corner >> 3 != square[k] >> 3 || !p.unmoved(corner)) continue;
                if ((corner & 7) != 0 && (corner & 7) != 7) continue;
                // as the move generator has it: the king two squares towards the rook, the rook on the square it crossed
                int dir = corner > square[k] ? 1 : -1;
                if ((square[k] + 2 * dir - corner) * dir > 0) continue;
                castlingRook[castlings] = r;
                castledKing[castlings] = square[k] + 2 * dir;
                castledRook[castlings++] = square[k] + dir;
            }
        }
    }

    /**
     * Fewest moves for unit {@code u}, a king or rook of castling {@code i}, to stand on {@code s}
     * as a {@code k} by way of that castling (the king's one move counted, the rook's ride not);
     * FAR for any other unit.
     */
    int castledCost(int i, int u, int k, int s) {
        int r = castlingRook[i];
        if (u == r) return cost(colour[r], EmptyBoard.ROOK, castledRook[i], k, s);
        if (u == king[colour[r]]) return 1 + cost(colour[u], EmptyBoard.KING, castledKing[i], k, s);
        return EmptyBoard.FAR;
    }

    /** The {@link EmptyBoard} kind of a piece, pawns by colour; -1 for a piece intelligent mode does not know. */
    int kindOf(int piece) {
        int t = Piece.type(piece);
        int k = t < kindOfType.length ? kindOfType[t] : -1;
        return k == EmptyBoard.WHITE_PAWN && Piece.side(piece) == Side.BLACK ? EmptyBoard.BLACK_PAWN : k;
    }

    /** Do all units have kinds intelligent mode knows, and both kings stand on the board? */
    boolean known() {
        for (int u = 0; u < count; u++) if (kind[u] < 0) return false;
        return king[0] >= 0 && king[1] >= 0;
    }

    static boolean pawn(int kind) { return kind >= EmptyBoard.WHITE_PAWN; }

    /**
     * Fewest moves for a unit of {@code colour} that is now a {@code now} on {@code from} to stand
     * on {@code to} as a {@code then}: a piece keeps its kind, a pawn may promote; FAR if never.
     */
    static int cost(int colour, int now, int from, int then, int to) {
        if (now == then) return EmptyBoard.distance(now, from, to);
        if (pawn(now) && then >= EmptyBoard.QUEEN && then <= EmptyBoard.KNIGHT) return EmptyBoard.promotedAs(colour, then, from, to);
        return EmptyBoard.FAR;
    }

    /** The kinds unit {@code u} may end as: its own, and for a pawn the four promotions. Not to be changed. */
    int[] endKinds(int u) { return endKinds[u]; }

    private int[][] endKinds;

    /** [unit][kind * 64 + square]: {@link #cost} from the unit's diagram square, looked up rather than worked out. */
    private byte[][] costFromHome;

    /** Fewest moves for unit {@code u} to stand on {@code s} as a {@code k}, from where the diagram has it. */
    int costFromHome(int u, int k, int s) { return costFromHome[u][k * 64 + s]; }

    private void endKinds() {
        endKinds = new int[count][];
        for (int u = 0; u < count; u++)
            endKinds[u] = pawn(kind[u]) ? new int[] {kind[u], EmptyBoard.QUEEN, EmptyBoard.ROOK, EmptyBoard.BISHOP, EmptyBoard.KNIGHT} : new int[] {kind[u]};
    }

    /** Can a unit of this kind stand on {@code square} (a pawn never on its last rank)? */
    static boolean canStand(int kind, int square) {
        int rank = square >> 3;
        if (kind == EmptyBoard.WHITE_PAWN) return rank != 7;
        if (kind == EmptyBoard.BLACK_PAWN) return rank != 0;
        return true;
    }
}
