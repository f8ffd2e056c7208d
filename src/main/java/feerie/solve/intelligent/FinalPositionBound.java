package feerie.solve.intelligent;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

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
 * <p>Castling moves two pieces with one move: the king's move is counted, the rook's not. One
 * instance per thread (it keeps scratch arrays).
 */
public final class FinalPositionBound {
    private static final int FAR = EmptyBoard.FAR;
    /** Above this many steps of the end-square search (over all K), the answer is "maybe". */
    private static final int WORK_LIMIT = 20_000;

    /** [piece type index]: the {@link EmptyBoard} kind, or -1 for a type this bound does not know. */
    private final int[] kindOf;
    private final int kingType, rookType;

    /**
     * For each square, the fewest moves a defending piece other than the king needs to stand there,
     * and [piece][square] each one's own; worked out for a square only when a K asks for it
     * ({@link #blockAt}), since most positions are answered after a few K.
     */
    private final int[] block = new int[64], blockStamp = new int[64];
    private final int[][] blockerDistance = new int[32][64];
    private final int[] blockerSquare = new int[32], blockerKind = new int[32], blockerCastledTo = new int[32];
    /** How many of the arrays above hold the last call's pieces; -1 before the first, so that nothing cached is trusted. */
    private int blockers = -1;
    private int positionStamp;
    /** The position, while the defender has no move left (its pieces are counted where they stand); else null. */
    private Position frozen;
    private int frozenSide;
    /** For the K being tried: the fewest moves for distinct defending pieces to fill each set of neighbours, or -1 before it is needed. */
    private final int[] fill = new int[256], fillStamp = new int[256];
    /** For the K being tried: states (piece, covered) known to fail, with the budget they had. */
    private final int[] failedStamp = new int[33 << 9], failedBudget = new int[33 << 9];
    private int stamp;
    private int centre;
    /** Per attacking piece: its options by K (see {@link AttackOptions#of}). */
    private final int[][][] pieceOptions = new int[32][][];
    /** Per attacking piece, for the K being tried: its options and how many fit the budget. */
    private final int[][] current = new int[32][];
    private final int[] currentCount = new int[32];
    private final int[] unionFrom = new int[33];
    private final int[] blockCost = new int[9];
    private int pieces, need, defenderBudget, work;

    public FinalPositionBound(Position p) {
        kindOf = EmptyBoard.kindsOfTypes(p);
        kingType = p.table.indexOf("king");
        rookType = p.table.indexOf("rook");
    }


    /**
     * False only if {@code defender}'s king certainly cannot be mated ({@code mate}) or stalemated
     * in a position reached with at most {@code attackerMoves} moves of the other side and
     * {@code defenderMoves} of its own.
     */
    public boolean possible(Position p, int defender, int attackerMoves, int defenderMoves, boolean mate) {
        int king = p.king(defender);
        if (king < 0) return true;
        int attacker = Side.opponent(defender);
        int defenderCastlings = castlings(p, defender, 0);
        // the king ends within its moves of where it stands (castling aside): only that box of
        // squares, and its neighbours, are looked at
        int reachable = defenderCastlings == 0 ? Math.min(defenderMoves, 7) : 7;
        int kx = king & 7, ky = king >> 3;
        // with no move left the defender's pieces stand where they are: no counting needed
        frozen = defenderMoves == 0 ? p : null;
        frozenSide = defender;
        if (frozen == null && !blockers(p, defender, king, defenderCastlings)) return true;
        if (!reach(p, attacker, mate)) return true;
        work = 0;
        // nearest K first: where the goal is in reach, the answer usually comes from one of them
        for (int ring = 0; ring <= reachable; ring++) {
            int ya = ky - ring, yb = ky + ring;
            for (int y = Math.max(0, ya); y <= Math.min(7, yb); y++) {
                // the ring's squares on this rank: all of them on its first and last rank, else its two ends
                int step = y == ya || y == yb ? 1 : 2 * Math.max(ring, 1);
                for (int x = kx - ring; x <= kx + ring; x += step) {
                    if (x < 0 || x > 7) continue;
                    int k = y * 8 + x;
                    int steps = ring;
                    for (int c = 0; c < defenderCastlings; c++) steps = Math.min(steps, 1 + EmptyBoard.kingDistance(castledKing[c], k));
                    if (steps > defenderMoves) continue;
                    if (fits(k, mate, attackerMoves, defenderMoves - steps)) return true;
                }
            }
        }
        return false;
    }

    /**
     * The castlings a side may still make (its king and a rook on the king's rank unmoved),
     * written from index {@code at} of {@link #castledKing}, {@link #castledRook} and
     * {@link #castlingRook}; returns how many. Castling moves two pieces with one move: the
     * king counts a move to its castled square, the rook none (more than it can, which is safe).
     */
    private int castlings(Position p, int side, int at) {
        int king = p.king(side);
        if (!p.castlingAllowed() || king < 0 || !p.unmoved(king)) return 0;
        int rank = king >> 3, count = 0;
        for (int i = 0, n = p.pieceCount(side); i < n && count < 2; i++) {
            int s = p.pieceSquare(side, i);
            if (Piece.type(p.at(s)) != rookType || !p.unmoved(s) || s >> 3 != rank) continue;
            boolean queenside = (s & 7) < (king & 7);
            castledKing[at + count] = rank * 8 + (queenside ? 2 : 6);
            castledRook[at + count] = rank * 8 + (queenside ? 3 : 5);
            castlingRook[at + count++] = s;
        }
        return count;
    }

    private final int[] castledKing = new int[4], castledRook = new int[4], castlingRook = new int[4];

    private int kind(int piece) {
        int t = Piece.type(piece);
        int kind = t < kindOf.length ? kindOf[t] : -1;
        if (kind == EmptyBoard.WHITE_PAWN && Piece.side(piece) == Side.BLACK) kind = EmptyBoard.BLACK_PAWN;
        return kind;
    }

    /**
     * Records the defending pieces other than the king, for {@link #blockAt}; false if one is of a
     * kind not counted. When they are the very ones of the last call (the search asks again after
     * each move of the other side), what {@link #blockAt} worked out for them is kept: it depends
     * on nothing else, and in help play half the positions asked about follow such a move.
     */
    private boolean blockers(Position p, int defender, int king, int castlings) {
        int previous = blockers, count = 0;
        boolean same = true;
        for (int i = 0, n = p.pieceCount(defender); i < n; i++) {
            int s = p.pieceSquare(defender, i);
            if (s == king) continue;
            int kind = kind(p.at(s));
            if (kind < 0 || count == 32) {
                blockers = -1;
                positionStamp++;
                return false;
            }
            int castledTo = -1;
            for (int c = 0; c < castlings; c++) if (castlingRook[c] == s) castledTo = castledRook[c];
            same &= count < previous && blockerSquare[count] == s && blockerKind[count] == kind
                    && blockerCastledTo[count] == castledTo;
            blockerSquare[count] = s;
            blockerKind[count] = kind;
            blockerCastledTo[count++] = castledTo;
        }
        blockers = count;
        if (!same || count != previous) positionStamp++;
        return true;
    }

    /**
     * Each attacking piece's table of options, by K (see {@link AttackOptions#of}). A castling still
     * possible adds its king and rook once more, as if they stood on their castled squares
     * already (an extra piece only adds options, so the answer stays safe).
     */
    private boolean reach(Position p, int attacker, boolean mate) {
        pieces = p.pieceCount(attacker);
        int castlings = castlings(p, attacker, 2);
        if (pieces + 2 * castlings > 32) return false;
        for (int i = 0; i < pieces; i++) {
            int s = p.pieceSquare(attacker, i);
            int kind = kind(p.at(s));
            if (kind < 0) return false;
            pieceOptions[i] = AttackOptions.of(kind, s, mate);
        }
        for (int c = 2; c < 2 + castlings; c++) {
            pieceOptions[pieces++] = AttackOptions.of(EmptyBoard.KING, castledKing[c], mate);
            pieceOptions[pieces++] = AttackOptions.of(EmptyBoard.ROOK, castledRook[c], mate);
        }
        return true;
    }

    /** The fewest moves for a defending piece other than the king to stand on {@code t}, each piece's own in {@link #blockerDistance}. */
    private int blockAt(int t) {
        if (frozen != null) {
            int piece = frozen.at(t);
            return piece != Piece.EMPTY && Piece.side(piece) == frozenSide ? 0 : FAR;
        }
        if (blockStamp[t] == positionStamp) return block[t];
        int best = FAR;
        for (int i = 0; i < blockers; i++) {
            int s = blockerSquare[i], kind = blockerKind[i];
            int d = EmptyBoard.reach(kind, s, t);
            // a rook that may castle gets to its castled square without a move of its own
            if (blockerCastledTo[i] >= 0) d = Math.min(d, EmptyBoard.distance(kind, blockerCastledTo[i], t));
            blockerDistance[i][t] = d;
            if (d < best) best = d;
        }
        block[t] = best;
        blockStamp[t] = positionStamp;
        return best;
    }

    /** Can the king on {@code k} be mated (stalemated) within the budgets? */
    private boolean fits(int k, boolean mate, int attackerBudget, int defenderBudget) {
        need = (mate ? 1 : 0) | 0x1FE & ~EmptyBoard.offBoard(k);
        centre = k;
        stamp++;
        this.defenderBudget = defenderBudget;
        unionFrom[pieces] = 0;
        for (int i = pieces - 1; i >= 0; i--) {
            int[] list = pieceOptions[i][k];
            int u = 0, n = 0;
            while (n < list.length && list[n] >>> 16 <= attackerBudget) u |= list[n++] & 0xFFFF;
            current[i] = list;
            currentCount[i] = n;
            unionFrom[i] = unionFrom[i + 1] | u;
        }
        // for mate some piece must attack K itself
        if ((need & 1) != 0 && (unionFrom[0] & 1) == 0) return false;
        for (int b = 1; b <= 8; b++) {
            int n = EmptyBoard.neighbour(k, b);
            blockCost[b] = n < 0 ? 0 : blockAt(n);
        }
        return attackerBudget <= 1 ? oneMove() : search(0, attackerBudget, 0);
    }

    /** Per attacking piece, what it covers where it stands; and the union from piece i on. */
    private final int[] standing = new int[33], standingFrom = new int[33];

    /**
     * {@link #search} for a budget of at most one move, without the search: covering more never
     * hurts, so every piece keeps what it covers where it stands, and at most one of them takes
     * an option of one move instead. Exact where the search would give up at its work limit.
     */
    private boolean oneMove() {
        standingFrom[pieces] = 0;
        for (int i = pieces - 1; i >= 0; i--) {
            int[] list = current[i];
            int z = 0;
            for (int j = 0, n = currentCount[i]; j < n && list[j] >>> 16 == 0; j++) z |= list[j] & 0xFFFF;
            standing[i] = z;
            standingFrom[i] = standingFrom[i + 1] | z;
        }
        if (closes(standingFrom[0])) return true;
        int before = 0;
        for (int i = 0; i < pieces; i++) {
            int others = before | standingFrom[i + 1];
            int[] list = current[i];
            for (int j = 0, n = currentCount[i]; j < n; j++) {
                if (list[j] >>> 16 == 0) continue;
                int covered = others | list[j] & 0xFFFF;
                if (covered != others && closes(covered)) return true;
            }
            before |= standing[i];
        }
        return false;
    }

    /** With the attack covering {@code covered}: is K attacked (for mate) and can the defender fill the rest in time? */
    private boolean closes(int covered) {
        // each open square's nearest piece first: a cheap lower bound of the assignment
        if (openCost(covered) > defenderBudget) return false;
        return fillCost(need & ~covered) <= defenderBudget;
    }

    /** Moves the defender needs to fill the neighbours the attack leaves open (FAR: K itself is left unattacked). */
    private int openCost(int covered) {
        int open = need & ~covered;
        if ((open & 1) != 0) return FAR;
        int sum = 0;
        for (int b = 1; b <= 8; b++) if ((open >> b & 1) != 0) sum += blockCost[b];
        return sum;
    }

    /**
     * The fewest moves for distinct defending pieces to fill the open neighbours (bits 1..8 of
     * {@code open}): an assignment, searched for up to four squares and remembered for the K being
     * tried; for more squares the sum of each square's nearest piece (a lower bound) stands in.
     */
    private int fillCost(int open) {
        int set = (open >> 1) & 0xFF;
        if (fillStamp[set] == stamp) return fill[set];
        // frozen, each open square holds its own piece or costs FAR: the sum is exact
        int cost = frozen != null || Integer.bitCount(set) > 4 ? openCost(need & ~open) : assign(set, 0);
        fillStamp[set] = stamp;
        fill[set] = cost;
        return cost;
    }

    /** The cheapest way to fill the squares of {@code set} with pieces not in {@code used}. */
    private int assign(int set, int used) {
        if (set == 0) return 0;
        int b = Integer.numberOfTrailingZeros(set);
        int square = EmptyBoard.neighbour(centre, b + 1);
        int best = FAR;
        for (int i = 0; i < blockers; i++) {
            if ((used >> i & 1) != 0) continue;
            int d = blockerDistance[i][square];
            if (d >= best) continue;
            int c = d + assign(set & ~(1 << b), used | 1 << i);
            if (c < best) best = c;
        }
        return best;
    }

    /**
     * Can pieces i.. add to {@code covered} what the defender cannot fill, within {@code budget}?
     * A state that failed is remembered with its budget: with no more moves it fails again.
     */
    private boolean search(int i, int budget, int covered) {
        if (++work > WORK_LIMIT) return true;
        int state = i << 9 | covered;
        if (failedStamp[state] == stamp && budget <= failedBudget[state]) return false;
        boolean ok;
        if (openCost(covered | unionFrom[i]) > defenderBudget) ok = false;
        else if (i == pieces) ok = fillCost(need & ~covered) <= defenderBudget;
        else ok = searchOptions(i, budget, covered);
        if (!ok) {
            failedStamp[state] = stamp;
            failedBudget[state] = budget;
        }
        return ok;
    }

    private boolean searchOptions(int i, int budget, int covered) {
        int[] list = current[i];
        boolean free = false;
        for (int j = 0, n = currentCount[i]; j < n; j++) {
            int c = list[j] >>> 16;
            if (c > budget) break;
            int next = covered | list[j] & 0xFFFF;
            // an option that adds nothing is no better than dropping the piece
            if (next != covered && search(i + 1, budget - c, next)) return true;
            free |= c == 0 && next != covered;
        }
        // dropping the piece leaves the same budget and covers less than an option that costs
        // nothing (covering more never hurts): once such an option failed, so does the drop
        return !free && search(i + 1, budget, covered);
    }
}
