package feerie.solve.proof;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * Can the diagram still be reached with so many moves of each side left? A lower bound on the
 * moves each side needs, from the units it has now (orthodox walks on an 8x8 board only):
 * <ul>
 * <li>each unit of the diagram needs at least the fewest moves, on an empty board, of the
 *     nearest unit of its side that can become it (same walk; a pawn also by promotion; the king
 *     and the rooks may castle while they have the right);</li>
 * <li>a side must capture every unit of the other side that the diagram lacks, one move each,
 *     and its pawns' changes of file take captures from that count;</li>
 * <li>no unit is ever created: the diagram's units of a side, its pawns, and its pieces beyond
 *     those on the board (which must be promoted pawns) must all be there to come from.</li>
 * </ul>
 * Each unit moves in its own moves, so the sum over the diagram's units is a lower bound (a
 * castling moves two units at once: the rook's share is counted from its square after castling).
 * Sound for any play where a move is an orthodox move of one unit; see docs/proof-games.md.
 */
public final class ProofBound {
    private static final int FAR = Distances.FAR;

    private final ProofTarget target;
    /** The diagram's units by side: square and walk. */
    private final int[][] targetSquare = new int[2][], targetWalk = new int[2][];
    /** Under AliceChess, by side: is the diagram's unit on board B ({@link Condition#FREEDOM_TWO_BOARDS})? */
    private final boolean[][] targetOnB = new boolean[2][];
    /** The diagram's units by side and walk. */
    private final int[][] targetWalks = new int[2][7];
    /** By side: the diagram's pawns on their first rank (bit = square), which never moved. */
    private final long[] fixedPawns = new long[2];
    /** Distances around the fixed pawns. */
    private final Distances distances;
    /** What the conditions let a game do beyond orthodox moves ({@link Condition#proofFreedoms}). */
    private final int freedoms;

    // scratch, per bound (one per thread)
    private final int[] unitSquare = new int[64], unitWalk = new int[64];
    private final boolean[] unitOnB = new boolean[64];
    private final int[] walks = new int[7];
    private final int[] cost = new int[64 * 64];
    private final int[] nearest = new int[64];
    /** {@link TurncoatReach#table}, shared by the copies; null but under Andernach alone. */
    private final long[][][][] turncoatNear;
    private final long[] oppUnits = new long[7];
    /** By diagram unit: what a relocation to it costs the side (per bound call). */
    private final int[] relocationCost = new int[64];
    /**
     * The answers by key (a side's units, the captures left, its castling rights): a side's need
     * does not change while the other side moves without capturing, and many move orders meet.
     * A negative value -v: more than some budget, at least v.
     */
    private static final int CACHE = 1 << 14;
    private final long[] cacheKey = new long[CACHE];
    private final int[] cacheValue = new int[CACHE];
    private static final long[] UNIT_KEYS = new long[64 * 8];
    static {
        java.util.SplittableRandom r = new java.util.SplittableRandom(1926);
        for (int i = 0; i < UNIT_KEYS.length; i++) UNIT_KEYS[i] = r.nextLong();
    }
    private final Assignment assignment = new Assignment();

    /** Nodes asked and nodes cut, for the figures of docs/proof-games.md. */
    public long asked, cut;

    /**
     * @param kingsDenied a king never stands where a pawn that never moves attacks (orthodox
     *                    check; not under conditions that may change what is check)
     */
    ProofBound(ProofTarget target, Position played, boolean kingsDenied, int freedoms) {
        this.target = target;
        this.freedoms = freedoms;
        int[] n = new int[2];
        for (int p : target.pieces) n[Piece.side(p)]++;
        for (int s = 0; s < 2; s++) {
            targetSquare[s] = new int[n[s]];
            targetWalk[s] = new int[n[s]];
            targetOnB[s] = new boolean[n[s]];
        }
        int[] at = new int[2];
        for (int i = 0; i < target.squares.length; i++) {
            int p = target.pieces[i], s = Piece.side(p);
            int walk = played.table.walk(p);
            targetSquare[s][at[s]] = target.squares[i];
            targetOnB[s][at[s]] = onB(played, p);
            targetWalk[s][at[s]++] = walk;
            targetWalks[s][walk]++;
            int sq = target.squares[i];
            // not where a unit may be put back on its square (a pawn reborn on its first rank)
            if (walk == PieceTable.PAWN && sq / 8 == (s == Side.WHITE ? 1 : 6) && (freedoms & RELOCATING) == 0) fixedPawns[s] |= 1L << sq;
        }
        // a king never stands where a pawn that never moves attacks
        long[] guarded = new long[2];
        for (int s = 0; s < 2 && kingsDenied; s++) {
            for (long b = fixedPawns[s]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b), ahead = sq + (s == Side.WHITE ? 8 : -8);
                if (sq % 8 > 0) guarded[Side.opponent(s)] |= 1L << (ahead - 1);
                if (sq % 8 < 7) guarded[Side.opponent(s)] |= 1L << (ahead + 1);
            }
        }
        // on two boards a unit passes over a pawn of the other board: the fixed squares block no line
        boolean twoBoards = (freedoms & Condition.FREEDOM_TWO_BOARDS) != 0;
        distances = new Distances(twoBoards ? 0 : fixedPawns[0] | fixedPawns[1], guarded, (freedoms & Condition.FREEDOM_CAPTURED_RETURNS) != 0,
                (freedoms & Condition.FREEDOM_PLAIN_KINGS) != 0, (freedoms & Condition.FREEDOM_KING_WALKS) != 0);
        turncoatNear = freedoms == Condition.FREEDOM_CAPTURER_CHANGES_SIDE ? TurncoatReach.table(distances, targetSquare, targetWalk) : null;
    }

    private static final int RELOCATING = Condition.FREEDOM_CAPTURER_RELOCATES | Condition.FREEDOM_CAPTURED_RETURNS
            | Condition.FREEDOM_CAPTURER_CHANGES_SIDE;
    /** More captures than any game has: their number is not bounded. */
    private static final int UNBOUNDED = 64;

    private ProofBound(ProofBound other) {
        target = other.target;
        freedoms = other.freedoms;
        for (int s = 0; s < 2; s++) {
            targetSquare[s] = other.targetSquare[s];
            targetWalk[s] = other.targetWalk[s];
            targetWalks[s] = other.targetWalks[s];
            targetOnB[s] = other.targetOnB[s];
            fixedPawns[s] = other.fixedPawns[s];
        }
        distances = other.distances;
        turncoatNear = other.turncoatNear;
    }

    /** The same bound with its own scratch space, for another thread. */
    public ProofBound copy() { return new ProofBound(this); }

    /** Help play: {@code remaining} half-moves, the side to move first. */
    public boolean possible(Position p, int remaining) {
        int mover = p.sideToMove();
        return possible(p, mover, (remaining + 1) / 2, remaining / 2);
    }

    /**
     * {@link #possible(Position, int)} after a move that took nothing, where the position before it
     * was judged possible: the side to move has the same units, castling rights, captures to make
     * and budget as there (it was the other side there, with the same number of moves), so only the
     * side that moved is asked. Orthodox play only: under the freedoms a side's need depends on
     * the other side's moves too.
     */
    public boolean possibleAfterQuietMove(Position p, int remaining) {
        if (freedoms != 0) return possible(p, remaining);
        asked++;
        int moved = Side.opponent(p.sideToMove());
        boolean ok = needed(p, moved, remaining / 2, (remaining + 1) / 2) <= remaining / 2;
        if (!ok) cut++;
        return ok;
    }

    /** Can {@code side} do with {@code own} moves and the other side with {@code others}? */
    public boolean possible(Position p, int side, int own, int others) {
        asked++;
        boolean ok = needed(p, side, own, others) <= own && needed(p, Side.opponent(side), others, own) <= others
                // where captures may be either side's, the two together make every one
                && ((freedoms & Condition.FREEDOM_CAPTURER_CHANGES_SIDE) == 0
                    || p.pieceCount(Side.WHITE) + p.pieceCount(Side.BLACK) - target.squares.length <= own + others);
        if (!ok) cut++;
        return ok;
    }

    /**
     * The fewest moves {@code s} still needs (FAR: the diagram cannot be reached), the other side
     * having {@code others} moves. The nearest unit for each diagram unit first; only when that
     * leaves the side within {@code budget} the exact assignment, each unit of the position given
     * to one diagram unit at most.
     */
    int needed(Position p, int s, int budget, int others) {
        int opp = Side.opponent(s);
        // every unit of the other side that the diagram lacks is captured by this side (or lost
        // after its moves), and no more can be captured but where captured units come back
        int missing = p.pieceCount(opp) - target.count[opp];
        int units = p.pieceCount(s);
        // a captured unit may be off the board until it comes back (Parrain: after the next move)
        boolean returns = (freedoms & Condition.FREEDOM_CAPTURED_RETURNS) != 0;
        if (returns) missing = Math.max(missing, 0);
        else if (missing < 0 || units < target.count[s]) return FAR;
        // a side loses a unit by each capture it suffers, or by each of its captures where the
        // capturer goes over (then the captures may be either side's: each side's need none)
        boolean turncoats = (freedoms & Condition.FREEDOM_CAPTURER_CHANGES_SIDE) != 0;
        int captures = turncoats ? 0 : (freedoms & Condition.FREEDOM_UNITS_VANISH) != 0 ? Math.min(missing, 1) : missing;
        int capturable = returns ? UNBOUNDED : turncoats ? missing + units - target.count[s] : missing;
        // units that may still be put elsewhere than their walk takes them: by this side's
        // captures (each such move counted: 1), or by the other side's (free for this side: 0)
        int relocations = 0, relocated = 1;
        if ((freedoms & Condition.FREEDOM_CAPTURER_RELOCATES) != 0) relocations = Math.min(budget, capturable);
        if (returns) {
            // the other side's captures to come, and one made already whose unit waits (Parrain)
            relocations += others + 1;
            relocated = 0;
        }
        if (turncoats) {
            // a unit of the other side that captures goes over where it stands (free for this side)
            relocations += Math.min(others, capturable);
            relocated = 0;
        }
        // the diagram's pawns on their first rank have never moved
        for (long b = fixedPawns[s]; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int at = p.at(sq);
            if (at == Piece.EMPTY || Piece.side(at) != s || p.table.walk(at) != PieceTable.PAWN) return FAR;
        }
        int home = s == Side.WHITE ? 0 : 56;
        boolean castles = p.castlingAllowed() && p.unmoved(home + 4) && p.at(home + 4) != Piece.EMPTY
                && Piece.side(p.at(home + 4)) == s && p.table.walk(p.at(home + 4)) == PieceTable.KING;
        // a rook put back on its corner may castle again
        boolean anyRook = relocations > 0;
        boolean kingside = castles && (anyRook || rookReady(p, s, home + 7)), queenside = castles && (anyRook || rookReady(p, s, home));
        // what the answer depends on: this side's units, the captures left, its castling rights, the relocations
        long key = (captures + 1) * 0x9E3779B97F4A7C15L ^ (kingside ? 0x5851F42D4C957F2DL : 0) ^ (queenside ? 0x14057B7EF767814FL : 0) ^ s
                ^ (relocations + 1L) * 0xC2B2AE3D27D4EB4FL ^ (capturable + 1L) * 0x165667B19E3779F9L;
        // orthodox play: the position keeps the key of the side's units as it moves (its piece
        // codes, finer than walks: a cache key may only be finer); else made here from the walks
        boolean kept = freedoms == 0;
        key ^= kept ? p.unitHash(s) : readUnits(p, s, units);
        // where units come over (Andernach): which diagram units the other side's units can become
        long sources = turncoatNear == null || relocations == 0 ? 0 : TurncoatReach.sources(p, s, others, turncoatNear, oppUnits);
        key ^= sources * 0x27D4EB2F165667C5L;
        int slot = (int) (key ^ key >>> 31) & (CACHE - 1);
        if (cacheKey[slot] == key) {
            int v = cacheValue[slot];
            // an exact value, or a bound above a budget at least as large as this one
            if (v >= 0) return v;
            if (-v > budget) return -v;
        }
        if (kept) readUnits(p, s, units);
        int v = compute(p, s, budget, sources, units, captures, capturable, relocations, relocated, home, kingside, queenside);
        cacheKey[slot] = key;
        cacheValue[slot] = exact ? v : -v;
        return v;
    }

    /** The side's units into the scratch arrays (square, walk, board, walks counted); their key. */
    private long readUnits(Position p, int s, int units) {
        java.util.Arrays.fill(walks, 0);
        long key = 0;
        for (int i = 0; i < units; i++) {
            int sq = p.pieceSquare(s, i);
            unitSquare[i] = sq;
            unitWalk[i] = p.table.walk(p.at(sq));
            walks[unitWalk[i]]++;
            unitOnB[i] = onB(p, p.at(sq));
            key ^= unitOnB[i] ? Long.rotateLeft(UNIT_KEYS[sq * 8 + unitWalk[i]], 29) : UNIT_KEYS[sq * 8 + unitWalk[i]];
        }
        return key;
    }

    /** Is the last value {@link #compute} gave exact (else only known to exceed its budget)? */
    private boolean exact;

    private int compute(Position p, int s, int budget, long sources, int units, int captures, int capturable, int relocations, int relocated,
            int home, boolean kingside, boolean queenside) {
        exact = true;
        boolean plainKings = (freedoms & Condition.FREEDOM_PLAIN_KINGS) != 0;
        // pieces beyond those of their walk on the board come from promotions of the spare pawns
        // (not where a captured unit may still be off the board, to come back later)
        int spare = walks[PieceTable.PAWN] - targetWalks[s][PieceTable.PAWN];
        // nor where the other side's units may come over
        boolean pending = (freedoms & (Condition.FREEDOM_CAPTURED_RETURNS | Condition.FREEDOM_CAPTURER_CHANGES_SIDE)) != 0;
        if (!pending && (spare < 0 || !plainKings && walks[PieceTable.KING] != targetWalks[s][PieceTable.KING])) return FAR;
        for (int w = plainKings ? PieceTable.KING : PieceTable.QUEEN; w <= PieceTable.KNIGHT && !pending; w++) {
            spare -= Math.max(0, targetWalks[s][w] - walks[w]);
            if (spare < 0) return FAR;
        }
        boolean kingWalks = (freedoms & Condition.FREEDOM_KING_WALKS) != 0, rookCastling = (freedoms & Condition.FREEDOM_ROOK_CASTLING) != 0;
        boolean twoBoards = (freedoms & Condition.FREEDOM_TWO_BOARDS) != 0;
        boolean[] tOnB = targetOnB[s];
        boolean turncoatsOnly = turncoatNear != null;
        int sum = 0, fileChanges = 0;
        int[] tSq = targetSquare[s], tWalk = targetWalk[s];
        short[] pawn = distances.pawn[s];
        int promotionFiles = Math.min(7, capturable);
        // the relocations as extra columns of the assignment, each reaching any diagram unit
        int virtual = Math.min(relocations, tSq.length), stride = units + virtual;
        if (tSq.length > stride) return FAR;
        for (int t = 0; t < tSq.length; t++) {
            int to = tSq[t], walk = tWalk[t];
            int best = FAR, bestFiles = FAR;
            for (int u = 0; u < units; u++) {
                int from = unitSquare[u], w = unitWalk[u];
                int d;
                if (w == PieceTable.PAWN) {
                    if (walk == PieceTable.PAWN) {
                        d = pawn[from * 64 + to];
                        int files = Math.abs(from % 8 - to % 8);
                        if (files > capturable) d = FAR;
                        if (d < FAR) bestFiles = Math.min(bestFiles, files);
                    } else {
                        d = walk == PieceTable.KING && !plainKings ? FAR : distances.promoted[s][walk][promotionFiles][from * 64 + to];
                    }
                    if (twoBoards) d = onBoard(d, unitOnB[u], tOnB[t]);
                } else if (w != walk) {
                    d = FAR;
                } else {
                    short[] table = w == PieceTable.KING ? distances.king[s] : distances.piece[w];
                    d = table[from * 64 + to];
                    if (twoBoards) d = onBoard(d, unitOnB[u], tOnB[t]);
                    if (w == PieceTable.KING && from == home + 4) {
                        if (kingside) d = Math.min(d, 1 + table[(home + 6) * 64 + to]);
                        if (queenside) d = Math.min(d, 1 + table[(home + 2) * 64 + to]);
                    } else if (w == PieceTable.ROOK) {
                        if (kingside && from == home + 7) d = Math.min(d, table[(home + 5) * 64 + to]);
                        if (queenside && from == home) d = Math.min(d, table[(home + 3) * 64 + to]);
                    }
                    // a king that moves with other walks goes as a queen or a knight at best (the
                    // walks of units that can check it); one that castles with any rook goes two
                    // squares at a time, the rook with it for free
                    if (w == PieceTable.KING && kingWalks) d = Math.min(d, distances.walkingKing[s][from * 64 + to]);
                    else if (w == PieceTable.KING && rookCastling) d = (d + 1) / 2;
                    else if (w == PieceTable.ROOK && rookCastling) d = 0;
                }
                cost[t * stride + u] = d;
                if (d < best) best = d;
            }
            relocationCost[t] = relocations == 0 ? FAR : turncoatsOnly ? (int) (~sources >>> t & 1) : relocated;
            for (int u = units; u < stride; u++) cost[t * stride + u] = relocationCost[t];
            nearest[t] = best;
            if (best >= FAR && relocations == 0) return FAR;
            if (walk == PieceTable.PAWN) fileChanges += bestFiles == FAR ? 0 : bestFiles;
            sum += best;
        }
        if (relocations > 0) sum = Math.min(FAR, relocatedSum(tSq.length, sum, relocations));
        else if (fileChanges > capturable) return FAR;
        if (Math.max(sum, captures) > budget) {
            exact = false;
            return Math.max(sum, captures);
        }
        if (sum == 0) return captures;
        return Math.max(Math.min(FAR, assignment.cheapest(cost, stride, tSq.length, stride)), captures);
    }

    /**
     * The sum of the nearest units' moves when at most {@code relocations} diagram units may be
     * reached by a relocation costing {@link #relocationCost} moves instead: those that save the most are.
     */
    private int relocatedSum(int n, int sum, int relocations) {
        for (int t = 0; t < n; t++) nearest[t] = Math.max(0, nearest[t] - relocationCost[t]);
        for (int i = 0; i < Math.min(relocations, n); i++) {
            int max = i;
            for (int j = i + 1; j < n; j++) if (nearest[j] > nearest[max]) max = j;
            int m = nearest[max];
            nearest[max] = nearest[i];
            nearest[i] = m;
            if (m == 0) break;
            sum -= m;
        }
        return sum;
    }

    /**
     * Moves of a unit that changes board with each of its moves (AliceChess): an odd number
     * takes it to the other board, an even one leaves it on its own. (A castling, which takes
     * the rook over without a move of its own, is counted from its castled square apart.)
     */
    private static int onBoard(int d, boolean fromB, boolean toB) {
        return d < FAR && (d % 2 == 1) != (fromB != toB) ? d + 1 : d;
    }

    private static boolean onB(Position p, int unit) {
        return (p.table.attributes(unit) & feerie.piece.Attributes.ALICE_B) != 0;
    }

    private static boolean rookReady(Position p, int s, int corner) {
        int r = p.at(corner);
        return r != Piece.EMPTY && p.unmoved(corner) && Piece.side(r) == s && p.table.walk(r) == PieceTable.ROOK;
    }
}
