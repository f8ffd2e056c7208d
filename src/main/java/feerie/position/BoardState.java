package feerie.position;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;

import feerie.piece.movement.BoardView;
import feerie.piece.movement.Component;
import java.util.SplittableRandom;

/**
 * The bottom layer of {@link Position}: the units by square and in per-side lists, the side to
 * move, unmoved units (castling rights, first-move privileges), en passant, the promotion types
 * and the Zobrist hash with its keys, with the primitive edits ({@link #add}, {@link #remove},
 * {@link #relocate}, {@link #replace}) that keep them all in step. The layers above add the undo
 * record ({@link PlyRecord}), the conditions' state ({@link ConditionState}) and effects
 * ({@link BoardEffects}); {@link Position} itself makes and unmakes moves and answers attacks.
 */
abstract class BoardState implements BoardView {
    static final int MAX_PLY = 4096;

    public final Geometry geometry;
    public final PieceTable table;
    final int[] board;
    int side = Side.WHITE;
    final int[] king = {-1, -1};
    final boolean[] unmoved;
    /** Pairs of rook squares whose castlings exclude each other (Popeye's CastlingMutuallyExclusive). */
    final int[] exclusive = new int[32];
    int exclusiveCount;
    int epSquare = -1;
    /**
     * A second square a pawn passed on its last move, when it moved three squares (Popeye's
     * option {@code EnPassant d8d7d6d5}); only ever set in the diagram, -1 otherwise.
     */
    int epSquare2 = -1;
    int epVictim = -1;
    boolean enPassantAllowed = true;
    boolean castlingAllowed = true;
    final int[][] promotionTypes = new int[2][];
    final int[][] marinePromotionTypes = new int[2][];
    long hash;
    /**
     * By piece list (white, black, neutral): the XOR of the piece keys of its units alone, kept
     * by the primitive edits once asked for (keeping it always made orthodox battle play 2-3 % slower).
     */
    final long[] unitHash = new long[3];
    boolean unitHashKept;

    // piece lists, for generation without scanning empty squares: white, black, neutral
    final int[][] list = new int[3][];
    final int[] count = new int[3];
    final int[] listIndex;
    /**
     * {@link PieceTable#neutralFrom}: codes from here on are neutral units. A neutral unit is kept in
     * the third list and always coloured as the side not to move (the side whose units the next
     * move may capture): {@link Position#make} and {@link Position#unmake} recolour them all. It attacks for both
     * sides (the attack probes count both colours of its code) and the side to move moves it with
     * its own colour's movement ({@link MoveGenerator}). A neutral king is both sides' king.
     */
    final int neutralFrom;
    /** Does the table hold neutral types (only then can make and unmake have neutral work to do)? */
    final boolean neutralTypes;
    /** Does the table hold HalfNeutral types? */
    final boolean halfNeutralTypes;

    final long[][] pieceKeys;
    final long[] unmovedKeys;
    final long[] epKeys;
    final long sideKey;

    BoardState(PieceTable table) {
        this.table = table;
        this.geometry = table.geometry;
        int size = geometry.size;
        board = new int[size];
        unmoved = new boolean[size];
        listIndex = new int[size];
        list[0] = new int[size];
        list[1] = new int[size];
        list[2] = new int[size];
        neutralFrom = table.neutralFrom;
        neutralTypes = table.hasNeutrals();
        halfNeutralTypes = table.anyHalfNeutral;
        SplittableRandom random = new SplittableRandom(0x5eed_f0e1L);
        int codes = (table.typeCount() + 1) * 2;
        pieceKeys = new long[codes][size];
        for (long[] keys : pieceKeys) for (int i = 0; i < size; i++) keys[i] = random.nextLong();
        // a neutral unit hashes alike in both colours (its colour follows the side to move)
        for (int c = table.neutralFrom; c < codes; c += 2) pieceKeys[c + 1] = pieceKeys[c];
        unmovedKeys = random.longs(size).toArray();
        epKeys = random.longs(size).toArray();
        sideKey = random.nextLong();
        int[] standard = PromotionChoices.standard(table);
        promotionTypes[0] = standard;
        promotionTypes[1] = standard;
        marinePromotionTypes[0] = standard;
        marinePromotionTypes[1] = standard;
    }

    /** Copies this layer's state into {@code c}, a new position on the same table. */
    final void copyBoardInto(BoardState c) {
        System.arraycopy(board, 0, c.board, 0, board.length);
        c.side = side;
        c.king[0] = king[0];
        c.king[1] = king[1];
        System.arraycopy(unmoved, 0, c.unmoved, 0, unmoved.length);
        c.epSquare = epSquare;
        c.epSquare2 = epSquare2;
        c.epVictim = epVictim;
        c.enPassantAllowed = enPassantAllowed;
        c.castlingAllowed = castlingAllowed;
        System.arraycopy(exclusive, 0, c.exclusive, 0, 2 * exclusiveCount);
        c.exclusiveCount = exclusiveCount;
        c.promotionTypes[0] = promotionTypes[0];
        c.promotionTypes[1] = promotionTypes[1];
        c.marinePromotionTypes[0] = marinePromotionTypes[0];
        c.marinePromotionTypes[1] = marinePromotionTypes[1];
        c.hash = hash;
        System.arraycopy(unitHash, 0, c.unitHash, 0, 3);
        c.unitHashKept = unitHashKept;
        for (int s = 0; s < 3; s++) {
            System.arraycopy(list[s], 0, c.list[s], 0, list[s].length);
            c.count[s] = count[s];
        }
        System.arraycopy(listIndex, 0, c.listIndex, 0, listIndex.length);
    }

    // ---- set-up -------------------------------------------------------------------------------

    /** Puts a unit on a square (a neutral one takes the colour of the side not to move). */
    public void put(int square, int piece) {
        if (board[square] != Piece.EMPTY) remove(square);
        if (piece >= neutralFrom) piece = (piece & ~1) | (side ^ 1);
        if (piece != Piece.EMPTY) add(square, piece);
    }

    public void setSideToMove(int side) {
        if (this.side != side) {
            hash ^= sideKey;
            if (count[2] != 0) recolourNeutrals();
        }
        this.side = side;
    }

    /** Are there neutral units on the board? */
    public boolean hasNeutrals() { return count[2] != 0; }

    /** The number of neutral units on the board. */
    public int neutralCount() { return count[2]; }

    /** The square of the i-th neutral unit. */
    public int neutralSquare(int i) { return list[2][i]; }

    /** Is the unit on this square neutral? */
    public boolean isNeutral(int square) { return board[square] >= neutralFrom; }

    /** Neutral units change colour with the side to move: each takes the other colour. */
    /**
     * Colours the neutral units as if the other side were to move, the side to move and the hash
     * unchanged; a second call undoes it. For the moves of the side not to move (an observer's,
     * which may capture the neutral units as it could on its own turn).
     */
    public void recolourNeutralsUnrecorded() { if (count[2] != 0) recolourNeutrals(); }

    final void recolourNeutrals() {
        int[] l = list[2];
        for (int i = 0, n = count[2]; i < n; i++) board[l[i]] ^= 1;
    }

    public void setUnmoved(int square, boolean value) {
        if (unmoved[square] != value) hash ^= unmovedKeys[square];
        unmoved[square] = value;
    }

    public void setEnPassant(int square, int victim) {
        if (epSquare >= 0) hash ^= epKeys[epSquare];
        epSquare = square;
        epVictim = victim;
        if (epSquare >= 0) hash ^= epKeys[epSquare];
    }

    /** A second passed square for the same victim (see {@link #epSquare2}). */
    public void setSecondEnPassant(int square) {
        if (epSquare2 >= 0) hash ^= epKeys[epSquare2];
        epSquare2 = square;
        if (epSquare2 >= 0) hash ^= epKeys[epSquare2];
    }

    /**
     * Popeye's CastlingMutuallyExclusive: castling with the rook on one square takes away the
     * castling right of the rook on the other (and the other way round).
     */
    public void setCastlingsExclusive(int rookA, int rookB) {
        if (exclusiveCount == 16) throw new IllegalArgumentException("too many exclusive castling pairs");
        exclusive[2 * exclusiveCount] = rookA;
        exclusive[2 * exclusiveCount + 1] = rookB;
        exclusiveCount++;
    }

    public void setEnPassantAllowed(boolean allowed) { enPassantAllowed = allowed; }

    public void setCastlingAllowed(boolean allowed) { castlingAllowed = allowed; }

    public void setPromotionTypes(int side, int[] types) { promotionTypes[side] = types.clone(); }

    // ---- queries ------------------------------------------------------------------------------

    @Override
    public int[] squares() { return board; }

    @Override
    public Geometry geometry() { return geometry; }

    @Override
    public int enPassantSquare() { return enPassantAllowed ? epSquare : -1; }

    @Override
    public int enPassantSquare2() { return enPassantAllowed ? epSquare2 : -1; }

    public int enPassantVictim() { return epVictim; }

    @Override
    public int[] promotionTypes(int side) { return promotionTypes[side]; }

    @Override
    public int[] marinePromotionTypes(int side) { return marinePromotionTypes[side]; }

    /**
     * The promotion choices of the pawn on {@code from}: a pawn whose promotion keeps an attribute
     * may turn two choices into one unit (a chameleon pawn: the queen and the chameleon queen both
     * make a chameleon queen, which py 4.104 lists once); then each unit once, the first choice kept.
     */
    @Override
    public int[] promotionTypes(int side, int from) { return promotionTypesOf(side, board[from]); }

    /** The promotion choices of the pawn {@code pawn} (a piece code), wherever it stands (a reborn one). */
    public int[] promotionTypesOf(int side, int pawn) {
        return PromotionChoices.onePerUnit(promotionTypes[side], table.promotionOf[Piece.type(pawn)]);
    }

    public void setMarinePromotionTypes(int side, int[] types) { marinePromotionTypes[side] = types.clone(); }

    /** The promotion types of the pawn {@code pawn} (a piece code): the marine ones for a marine pawn. */
    public int[] promotionList(int pawn, int side) {
        return table.isMarinePawn(pawn) ? marinePromotionTypes[side] : promotionTypes[side];
    }

    /**
     * The type a displaced capture ({@link feerie.piece.movement.Move#DISPLACED_CAPTURE}) of {@code unit} (moving for {@code side}) promotes it
     * to, or -1: its choice numbers the promotion only for a pawn (Take&Make's, the marine pawn's).
     * Another unit's choice is a condition's (SuperTransmutingKing's walk, Football's change of a
     * locust), not a promotion.
     */
    public int displacedPromotion(int unit, int side, int move) {
        int choice = feerie.piece.movement.Move.choice(move);
        if (choice == 0 || !table.isPawn(unit) && !table.isMarinePawn(unit)) return -1;
        int[] list = promotionList(unit, side);
        return choice <= list.length ? list[choice - 1] : -1;
    }

    @Override
    public boolean unmoved(int square) { return unmoved[square]; }

    public boolean castlingAllowed() { return castlingAllowed; }

    @Override
    public int typeCount() { return table.typeCount(); }

    @Override
    public Component.Bound[] movement(int piece) { return table.bound[piece]; }

    public int at(int square) { return board[square]; }

    public int sideToMove() { return side; }

    /** The square of this side's royal piece, or -1 if it has none. */
    public int king(int side) { return king[side]; }

    public long hash() { return hash; }

    /** The XOR of the piece keys of piece list {@code s}'s units (0 white, 1 black, 2 neutral); kept from now on. */
    public long unitHash(int s) {
        if (!unitHashKept) {
            for (int l = 0; l < 3; l++) {
                long k = 0;
                for (int i = 0; i < count[l]; i++) k ^= pieceKeys[board[list[l][i]]][list[l][i]];
                unitHash[l] = k;
            }
            unitHashKept = true;
        }
        return unitHash[s];
    }

    @Override
    public int pieceCount(int side) { return count[side]; }

    /** The square of the i-th piece of a side (order changes as pieces are captured). */
    @Override
    public int pieceSquare(int side, int i) { return list[side][i]; }

    /**
     * Moves a unit without recording anything, for a condition that generates its moves from
     * another square (MarsCirce, from the rebirth square); the caller moves it back at once.
     */
    public void shiftUnrecorded(int from, int to) { relocate(from, to); }

    /**
     * Sets one square of the board alone (no piece list, hash or king), for a condition that asks
     * what a unit could do on a board differing by a square or two (Circe Take&Make: the captured
     * unit's moves from the capture square, the capturer's square left empty); generation reads
     * the board only. The caller puts the square back at once.
     */
    public void peekUnrecorded(int square, int piece) { board[square] = piece; }

    /**
     * Does every attack of {@code by} go along the probes' lines, so that one more unit on the
     * board can only block attacks, never make one (no hopper or other unprobed piece, no neutral)?
     */
    public boolean attacksOnlyAlongLines(int by) { return table.fallbackCodes[by].length == 0 && count[2] == 0; }

    /** Set-up or a test's look: the unit on the occupied {@code square} becomes {@code piece}, unrecorded (take it back the same way). */
    public void changeUnrecorded(int square, int piece) { replace(square, piece); }

    /**
     * Puts {@code side}'s units back in the order of {@code squares[offset..]} (the same units on
     * the same squares): for a condition that makes and takes back moves while its side's moves
     * are generated (a promotion taken back puts the pawn last), since generation goes through
     * the list by index.
     */
    public void reorder(int side, int[] squares, int offset) {
        for (int i = 0, c = count[side]; i < c; i++) {
            int sq = squares[offset + i];
            list[side][i] = sq;
            listIndex[sq] = i;
        }
    }

    /** What a chameleon unit becomes after it moves (0: the unit is no chameleon). */
    public int chameleonNext(int piece) { return table.chameleonNext[piece]; }

    // ---- the primitive edits: board, piece lists, king squares and hash in step ----------------

    final void clearUnmoved(int square) {
        if (unmoved[square]) {
            unmoved[square] = false;
            hash ^= unmovedKeys[square];
        }
    }

    final void add(int square, int piece) {
        board[square] = piece;
        int s = piece < neutralFrom ? Piece.side(piece) : 2;
        listIndex[square] = count[s];
        list[s][count[s]++] = square;
        if (table.royal[piece]) setKing(s, square);
        hash ^= pieceKeys[piece][square];
        if (unitHashKept) unitHash[s] ^= pieceKeys[piece][square];
    }

    /** A royal unit of list {@code s} now stands on {@code square} (-1: gone); a neutral one is both kings. */
    final void setKing(int s, int square) {
        if (s == 2) {
            king[0] = square;
            king[1] = square;
        } else {
            king[s] = square;
        }
    }

    final void remove(int square) {
        int piece = board[square];
        int s = piece < neutralFrom ? Piece.side(piece) : 2;
        int last = list[s][--count[s]];
        int i = listIndex[square];
        list[s][i] = last;
        listIndex[last] = i;
        board[square] = Piece.EMPTY;
        if (table.royal[piece] && king[s & 1] == square) setKing(s, -1);
        hash ^= pieceKeys[piece][square];
        if (unitHashKept) unitHash[s] ^= pieceKeys[piece][square];
    }

    /** Another piece of the same side on an occupied square, keeping the piece lists' order. */
    final void replace(int square, int piece) {
        int old = board[square];
        int s = old < neutralFrom ? Piece.side(old) : 2;
        board[square] = piece;
        if (table.royal[old] && king[s & 1] == square) setKing(s, -1);
        if (table.royal[piece]) setKing(s, square);
        hash ^= pieceKeys[old][square] ^ pieceKeys[piece][square];
        if (unitHashKept) unitHash[s] ^= pieceKeys[old][square] ^ pieceKeys[piece][square];
    }

    final void relocate(int from, int to) {
        int piece = board[from];
        int s = piece < neutralFrom ? Piece.side(piece) : 2;
        board[to] = piece;
        board[from] = Piece.EMPTY;
        int i = listIndex[from];
        list[s][i] = to;
        listIndex[to] = i;
        if (table.royal[piece]) setKing(s, to);
        long[] keys = pieceKeys[piece];
        hash ^= keys[from] ^ keys[to];
        if (unitHashKept) unitHash[s] ^= keys[from] ^ keys[to];
    }
}
