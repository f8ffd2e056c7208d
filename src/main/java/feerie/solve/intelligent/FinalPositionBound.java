package feerie.solve.intelligent;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;
import java.util.Arrays;

/**
 * Can a king still be mated (or stalemated) within so many moves of each side? This answers
 * "certainly not" or "maybe", for orthodox chess, and help and series play prune on "certainly
 * not". It is the counting at the heart of Popeye's intelligent mode, as a bound rather than a
 * construction: it never loses a solution, it only spares searching where none can be.
 *
 * <p>In the final position the king stands on some square K it can reach with its moves (king
 * steps). Each neighbour of K must be either occupied by one of its own pieces or attacked by the
 * other side, and for mate K itself must be attacked. Every piece is counted on an empty board
 * ({@link EmptyBoard}): the attacking side's pieces end on squares they can reach within its moves
 * all together (a piece may also drop out, as if captured), and a neighbour left unattacked costs
 * the defending side the moves of its nearest piece to it. If no choice of K and of end squares
 * fits both budgets, the goal cannot be reached. A real board only adds obstacles, so it can only
 * need more moves than counted here.
 *
 * <p>Castling moves two pieces at once and is not counted: while it is possible, the answer is
 * "maybe". One instance per thread (it keeps scratch arrays).
 */
public final class FinalPositionBound {
    private static final int FAR = EmptyBoard.FAR;
    /** Above this many steps of the end-square search (over all K), the answer is "maybe". */
    private static final int WORK_LIMIT = 20_000;

    /** [piece type index]: the {@link EmptyBoard} kind, or -1 for a type this bound does not know. */
    private final int[] kindOf;
    private final int kingType, rookType;

    private final int[] block = new int[64];
    private final int[] pieceSquare = new int[32], pieceKind = new int[32];
    /** Per attacking piece, the squares it can reach in budget and how many moves each takes. */
    private final int[][] reachSquare = new int[32][128], reachCost = new int[32][128], reachKind = new int[32][128];
    private final int[] reachCount = new int[32];
    /** Per attacking piece, for the K being tried: the useful (area, cost) options. */
    private final int[][] optionMask = new int[32][512], optionCost = new int[32][512];
    private final int[] optionCount = new int[32];
    private final int[] unionFrom = new int[33];
    private final int[] bestCost = new int[512], touched = new int[512];
    private final int[] blockCost = new int[9];
    private int pieces, need, defenderBudget, work;

    public FinalPositionBound(Position p) {
        kindOf = new int[p.table.types().size() + 1];
        Arrays.fill(kindOf, -1);
        map(p, "king", EmptyBoard.KING);
        map(p, "queen", EmptyBoard.QUEEN);
        map(p, "rook", EmptyBoard.ROOK);
        map(p, "bishop", EmptyBoard.BISHOP);
        map(p, "knight", EmptyBoard.KNIGHT);
        map(p, "pawn", EmptyBoard.WHITE_PAWN);
        kingType = p.table.indexOf("king");
        rookType = p.table.indexOf("rook");
        Arrays.fill(bestCost, FAR);
    }

    private void map(Position p, String id, int kind) {
        int t = p.table.indexOf(id);
        if (t > 0 && t < kindOf.length) kindOf[t] = kind;
    }

    /**
     * False only if {@code defender}'s king certainly cannot be mated ({@code mate}) or stalemated
     * in a position reached with at most {@code attackerMoves} moves of the other side and
     * {@code defenderMoves} of its own.
     */
    public boolean possible(Position p, int defender, int attackerMoves, int defenderMoves, boolean mate) {
        int king = p.king(defender);
        if (king < 0 || castling(p, Side.WHITE) || castling(p, Side.BLACK)) return true;
        int attacker = Side.opponent(defender);
        if (!blockers(p, defender, king)) return true;
        if (!reach(p, attacker, attackerMoves)) return true;
        work = 0;
        for (int k = 0; k < 64; k++) {
            int steps = EmptyBoard.kingDistance(king, k);
            if (steps > defenderMoves) continue;
            if (fits(k, mate, attackerMoves, defenderMoves - steps)) return true;
        }
        return false;
    }

    /** Could a castling still come? (Its king and a rook of its side have not moved.) */
    private boolean castling(Position p, int side) {
        int king = p.king(side);
        if (!p.castlingAllowed() || king < 0 || !p.unmoved(king)) return false;
        for (int i = 0, n = p.pieceCount(side); i < n; i++) {
            int s = p.pieceSquare(side, i);
            if (Piece.type(p.at(s)) == rookType && p.unmoved(s)) return true;
        }
        return false;
    }

    private int kind(int piece) {
        int t = Piece.type(piece);
        int kind = t < kindOf.length ? kindOf[t] : -1;
        if (kind == EmptyBoard.WHITE_PAWN && Piece.side(piece) == Side.BLACK) kind = EmptyBoard.BLACK_PAWN;
        return kind;
    }

    /** For each square, the fewest moves a defending piece other than the king needs to stand there. */
    private boolean blockers(Position p, int defender, int king) {
        Arrays.fill(block, FAR);
        for (int i = 0, n = p.pieceCount(defender); i < n; i++) {
            int s = p.pieceSquare(defender, i);
            if (s == king) continue;
            int kind = kind(p.at(s));
            if (kind < 0) return false;
            boolean pawn = kind >= EmptyBoard.WHITE_PAWN;
            for (int t = 0; t < 64; t++) {
                int d = EmptyBoard.distance(kind, s, t);
                if (pawn) d = Math.min(d, EmptyBoard.promoted(defender, s, t));
                if (d < block[t]) block[t] = d;
            }
        }
        return true;
    }

    /** The squares each attacking piece can reach within the budget, with their cost and kind there. */
    private boolean reach(Position p, int attacker, int budget) {
        pieces = p.pieceCount(attacker);
        if (pieces > 32) return false;
        for (int i = 0; i < pieces; i++) {
            int s = p.pieceSquare(attacker, i);
            int kind = kind(p.at(s));
            if (kind < 0) return false;
            pieceSquare[i] = s;
            pieceKind[i] = kind;
            int n = 0;
            for (int t = 0; t < 64; t++) {
                int d = EmptyBoard.distance(kind, s, t);
                if (d <= budget) {
                    reachSquare[i][n] = t;
                    reachCost[i][n] = d;
                    reachKind[i][n++] = kind;
                }
                if (kind >= EmptyBoard.WHITE_PAWN) {
                    int promoted = EmptyBoard.promoted(attacker, s, t);
                    if (promoted <= budget) {
                        reachSquare[i][n] = t;
                        reachCost[i][n] = promoted;
                        reachKind[i][n++] = EmptyBoard.AMAZON;
                    }
                }
            }
            reachCount[i] = n;
        }
        return true;
    }

    /** Can the king on {@code k} be mated (stalemated) within the budgets? */
    private boolean fits(int k, boolean mate, int attackerBudget, int defenderBudget) {
        need = (mate ? 1 : 0) | 0x1FE & ~EmptyBoard.offBoard(k);
        this.defenderBudget = defenderBudget;
        for (int b = 1; b <= 8; b++) {
            int n = EmptyBoard.neighbour(k, b);
            blockCost[b] = n < 0 ? 0 : block[n];
        }
        for (int i = 0; i < pieces; i++) options(i, k);
        unionFrom[pieces] = 0;
        for (int i = pieces - 1; i >= 0; i--) {
            int u = 0;
            for (int j = 0; j < optionCount[i]; j++) u |= optionMask[i][j];
            unionFrom[i] = unionFrom[i + 1] | u;
        }
        return search(0, attackerBudget, 0);
    }

    /** Piece i's options for K = k: each area it can attack around k, at its lowest cost, minus the dominated ones. */
    private void options(int i, int k) {
        int[] masks = optionMask[i], costs = optionCost[i];
        int n = 0;
        for (int r = 0; r < reachCount[i]; r++) {
            int t = reachSquare[i][r];
            if (t == k) continue;
            int m = EmptyBoard.area(reachKind[i][r], t, k) & need;
            if (m == 0) continue;
            int c = reachCost[i][r];
            if (bestCost[m] == FAR) touched[n++] = m;
            if (c < bestCost[m]) bestCost[m] = c;
        }
        int kept = 0;
        for (int a = 0; a < n; a++) {
            int m = touched[a], c = bestCost[m];
            boolean dominated = false;
            for (int b = 0; b < n && !dominated; b++) {
                int o = touched[b];
                dominated = o != m && (o & m) == m && bestCost[o] <= c;
            }
            if (!dominated) {
                masks[kept] = m;
                costs[kept++] = c;
            }
        }
        for (int a = 0; a < n; a++) bestCost[touched[a]] = FAR;
        optionCount[i] = kept;
    }

    /** Moves the defender needs to fill the neighbours the attack leaves open (FAR: K itself is left unattacked). */
    private int openCost(int covered) {
        int open = need & ~covered;
        if ((open & 1) != 0) return FAR;
        int sum = 0;
        for (int b = 1; b <= 8; b++) if ((open >> b & 1) != 0) sum += blockCost[b];
        return sum;
    }

    private boolean search(int i, int budget, int covered) {
        if (++work > WORK_LIMIT) return true;
        if (openCost(covered | unionFrom[i]) > defenderBudget) return false;
        if (i == pieces) return true;
        for (int j = 0; j < optionCount[i]; j++) {
            int c = optionCost[i][j];
            if (c <= budget && search(i + 1, budget - c, covered | optionMask[i][j])) return true;
        }
        return search(i + 1, budget, covered);
    }
}
