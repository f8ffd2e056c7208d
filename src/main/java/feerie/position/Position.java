package feerie.position;

import feerie.geometry.Geometry;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;

import feerie.piece.movement.BoardView;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Effects.Kind;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The board state: pieces by square and in per-side lists, side to move, unmoved pieces (castling
 * rights and first-move privileges), the en passant square and a Zobrist hash.
 * {@link #make} and {@link #unmake} keep an undo record per ply in preallocated arrays, so playing
 * moves allocates nothing.
 */
public final class Position implements BoardView {
    private static final int MAX_PLY = 4096;

    public final Geometry geometry;
    public final PieceTable table;
    final int[] board;
    private int side = Side.WHITE;
    private final int[] king = {-1, -1};
    private final boolean[] unmoved;
    /**
     * The unit hidden below each square (Circe Volcanic and Parachute: a unit waiting under an
     * occupied rebirth square until it is vacated), or {@link Piece#EMPTY}; one per square.
     */
    private final int[] hidden;
    /** Pairs of rook squares whose castlings exclude each other (Popeye's CastlingMutuallyExclusive). */
    private final int[] exclusive = new int[32];
    private int exclusiveCount;
    private int epSquare = -1;
    /**
     * A second square a pawn passed on its last move, when it moved three squares (Popeye's
     * option {@code EnPassant d8d7d6d5}); only ever set in the diagram, -1 otherwise.
     */
    private int epSquare2 = -1;
    private int epVictim = -1;
    private boolean enPassantAllowed = true;
    private boolean castlingAllowed = true;
    private final int[][] promotionTypes = new int[2][];
    private final int[][] marinePromotionTypes = new int[2][];
    private long hash;

    // piece lists, for generation without scanning empty squares: white, black, neutral
    private final int[][] list = new int[3][];
    final int[] count = new int[3];
    private final int[] listIndex;
    /**
     * {@link PieceTable#neutralFrom}: codes from here on are neutral units. A neutral unit is kept in
     * the third list and always coloured as the side not to move (the side whose units the next
     * move may capture): {@link #make} and {@link #unmake} recolour them all. It attacks for both
     * sides (the attack probes count both colours of its code) and the side to move moves it with
     * its own colour's movement ({@link MoveGenerator}). A neutral king is both sides' king.
     */
    final int neutralFrom;
    /** Does the table hold neutral types (only then can make and unmake have neutral work to do)? */
    private final boolean neutralTypes;
    /** Does the table hold HalfNeutral types? */
    private final boolean halfNeutralTypes;

    // the undo record, one entry per ply
    private int ply;
    private final int[] undoCaptured = new int[MAX_PLY];
    /** The move made at each ply (for {@link #lastMove}). */
    private final int[] undoMove = new int[MAX_PLY];
    private final int[] undoEp = new int[MAX_PLY], undoEp2 = new int[MAX_PLY];
    private final int[] undoEpVictim = new int[MAX_PLY];
    private final int[] undoUnmoved = new int[MAX_PLY];
    /** En passant: the victim's square; castling: the rook's unmoved flag; promotion: the pawn. */
    private final int[] undoExtra = new int[MAX_PLY];
    private final long[] undoHash = new long[MAX_PLY];
    /** The moving piece as it was before the move (a chameleon changes type). */
    private final int[] undoMover = new int[MAX_PLY];
    /** The square of a hurdle whose colour the move changed, or -1. */
    private final int[] undoRecolour = new int[MAX_PLY];
    /** A HalfNeutral unit that changed colour after its move: the unit before the change, else 0. */
    private final int[] undoHalfNeutral = new int[MAX_PLY];
    /** The square of the unit the move captured (its to-square, or the en passant victim's), or -1. */
    private final int[] undoCaptureSquare = new int[MAX_PLY];

    /**
     * The fairy conditions in force ({@code feerie.condition}), or null: orthodox chess pays one
     * null test in make, generation and the attack test for them.
     */
    private ConditionHooks conditions;
    /** The effect journal: what the conditions did after each move (see {@link Effects}). */
    private final Effects effects = new Effects(MAX_PLY * 4);
    /**
     * The underworld (GhostChess, HauntedChess): the units captured that wait, in order, for their
     * square to be empty; changed only through the effect journal, and part of the hash.
     */
    private final int[] ghostSquare = new int[MAX_PLY], ghostPiece = new int[MAX_PLY];
    private int ghostCount;
    /** Where each ply's effects start in the journal. */
    private final int[] undoEffects = new int[MAX_PLY];
    /** Where the effects after the move start (those before it, SingleBox type 3's promotion, come first). */
    private final int[] undoAfterEffects = new int[MAX_PLY];
    /**
     * Move lists the conditions build while they answer a question (observation asks what a
     * piece could capture): a stack, since answers nest (Madrasi asks about the observers of an
     * observer). {@link #scratchTop} is its first free index.
     */
    public final int[] scratch = new int[1 << 16];
    public int scratchTop;

    /** Each side's balance (BGL's money, in hundredths); {@link #UNLIMITED} when it has none. */
    private final int[] balance = {UNLIMITED, UNLIMITED};
    /** A balance without limit. */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    /** Each side's flags a condition keeps from move to move (StrictSAT: the king has been attacked). */
    private final int[] flags = {0, 0};

    /** Squares turned into holes by a condition's effect (HaanerChess); null until the first. */
    private boolean[] blocked;

    private final long[][] pieceKeys;
    private final long[] unmovedKeys;
    private final long[] epKeys;
    private final long sideKey;

    public Position(PieceTable table) {
        this.table = table;
        this.geometry = table.geometry;
        int size = geometry.size;
        board = new int[size];
        unmoved = new boolean[size];
        hidden = new int[size];
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
        int[] standard = defaultPromotions(table);
        promotionTypes[0] = standard;
        promotionTypes[1] = standard;
        marinePromotionTypes[0] = standard;
        marinePromotionTypes[1] = standard;
    }

    private static int[] defaultPromotions(PieceTable table) {
        return Arrays.stream(new String[] {"queen", "knight", "rook", "bishop"})
                .mapToInt(table::indexOf).filter(i -> i > 0).toArray();
    }

    /** An independent copy (for another thread): the same pieces, state, hash keys and undo record. */
    public Position copy() {
        Position c = new Position(table);
        System.arraycopy(board, 0, c.board, 0, board.length);
        c.side = side;
        c.king[0] = king[0];
        c.king[1] = king[1];
        System.arraycopy(unmoved, 0, c.unmoved, 0, unmoved.length);
        System.arraycopy(hidden, 0, c.hidden, 0, hidden.length);
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
        for (int s = 0; s < 3; s++) {
            System.arraycopy(list[s], 0, c.list[s], 0, list[s].length);
            c.count[s] = count[s];
        }
        System.arraycopy(listIndex, 0, c.listIndex, 0, listIndex.length);
        c.ply = ply;
        System.arraycopy(undoCaptured, 0, c.undoCaptured, 0, MAX_PLY);
        System.arraycopy(undoMove, 0, c.undoMove, 0, MAX_PLY);
        System.arraycopy(undoEp, 0, c.undoEp, 0, MAX_PLY);
        System.arraycopy(undoEp2, 0, c.undoEp2, 0, MAX_PLY);
        System.arraycopy(undoEpVictim, 0, c.undoEpVictim, 0, MAX_PLY);
        System.arraycopy(undoUnmoved, 0, c.undoUnmoved, 0, MAX_PLY);
        System.arraycopy(undoExtra, 0, c.undoExtra, 0, MAX_PLY);
        System.arraycopy(undoHash, 0, c.undoHash, 0, MAX_PLY);
        System.arraycopy(undoMover, 0, c.undoMover, 0, MAX_PLY);
        System.arraycopy(undoRecolour, 0, c.undoRecolour, 0, MAX_PLY);
        System.arraycopy(undoHalfNeutral, 0, c.undoHalfNeutral, 0, MAX_PLY);
        System.arraycopy(undoCaptureSquare, 0, c.undoCaptureSquare, 0, MAX_PLY);
        System.arraycopy(undoEffects, 0, c.undoEffects, 0, MAX_PLY);
        System.arraycopy(undoAfterEffects, 0, c.undoAfterEffects, 0, MAX_PLY);
        c.conditions = conditions;
        effects.copyInto(c.effects);
        if (blocked != null) c.blocked = blocked.clone();
        c.balance[0] = balance[0];
        c.balance[1] = balance[1];
        c.flags[0] = flags[0];
        c.flags[1] = flags[1];
        System.arraycopy(ghostSquare, 0, c.ghostSquare, 0, ghostCount);
        System.arraycopy(ghostPiece, 0, c.ghostPiece, 0, ghostCount);
        c.ghostCount = ghostCount;
        System.arraycopy(imitators, 0, c.imitators, 0, imitatorCount);
        c.imitatorCount = imitatorCount;
        c.retroCaptured = retroCaptured;
        c.retroCaptureSquare = retroCaptureSquare;
        return c;
    }

    // ---- the capture made by the move before the diagram (condition LastCapture) ----------------

    private int retroCaptured = Piece.EMPTY;
    private int retroCaptureSquare = -1;

    /** The unit the move that led to the diagram captured (LastCapture), or EMPTY. */
    public int retroCaptured() { return retroCaptured; }

    /** The square of {@link #retroCaptured}, or -1. */
    public int retroCaptureSquare() { return retroCaptureSquare; }

    /**
     * Set-up: the move before the diagram captured {@code piece} on {@code square} (its capturer
     * stands there). The unit waits to be reborn (Circe Parrain): it is part of the diagram's
     * hash until the rebirth takes it out ({@link #hashPending}).
     */
    public void setRetroCapture(int piece, int square) {
        if (retroCaptured != Piece.EMPTY) hashPending(retroCaptured, retroCaptureSquare);
        retroCaptured = piece;
        retroCaptureSquare = square;
        if (piece != Piece.EMPTY) hashPending(piece, square);
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
    private void recolourNeutrals() {
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

    public void setMarinePromotionTypes(int side, int[] types) { marinePromotionTypes[side] = types.clone(); }

    /** The promotion types of the pawn {@code pawn} (a piece code): the marine ones for a marine pawn. */
    public int[] promotionList(int pawn, int side) {
        return table.isMarinePawn(pawn) ? marinePromotionTypes[side] : promotionTypes[side];
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

    /** The piece the last move captured, or 0 (also 0 before any move). */
    public int lastCaptured() { return ply == 0 ? Piece.EMPTY : undoCaptured[ply - 1]; }

    public int ply() { return ply; }

    /** The move made last (at ply - 1); meaningless at ply 0. */
    public int lastMove() { return ply == 0 ? Move.NULL : undoMove[ply - 1]; }

    /** The unit that made the move at {@code ply} (below {@link #ply()}), as it stood before the move. */
    public int moverAt(int ply) { return undoMover[ply]; }

    /** The move made at {@code ply} (below {@link #ply()}), counted from the position read. */
    public int moveAt(int ply) { return undoMove[ply]; }

    @Override
    public int pieceCount(int side) { return count[side]; }

    /** The square of the i-th piece of a side (order changes as pieces are captured). */
    @Override
    public int pieceSquare(int side, int i) { return list[side][i]; }

    /** True when a piece of {@code by} could capture on {@code target} (kings: "is in check"). */
    public boolean isAttacked(int target, int by) {
        if (conditions != null && conditions.observation()) return conditions.attacked(this, target, by);
        return isAttackedPlainly(target, by);
    }

    /** {@link #isAttacked} by the pieces' movements alone, no condition asked (the conditions' own base). */
    public boolean isAttackedPlainly(int target, int by) {
        int[] b = board;
        AttackLines lines = table.attackLines[by];
        int[][] chains = lines.squares[target];
        boolean[][][] attackers = lines.attackers[target];
        for (int j = 0; j < chains.length; j++) {
            int[] chain = chains[j];
            for (int k = 0; k < chain.length; k++) {
                int p = b[chain[k]];
                if (p != Piece.EMPTY) {
                    if (attackers[j][k][p]) return true;
                    break;
                }
            }
        }
        int[] codes = table.fallbackCodes[by];
        if (codes.length == 0) return false;
        if (count[2] != 0) return fallbackAttackedWithNeutrals(target, by);
        int[] squares = list[by];
        for (int i = 0; i < count[by]; i++) {
            int from = squares[i];
            int p = b[from];
            for (int k = 0; k < codes.length; k++) {
                if (codes[k] != p) continue;
                for (Component.Bound c : table.fallbackBounds[by][k]) if (c.attacks(this, from, target, by)) return true;
            }
        }
        return false;
    }

    /**
     * The squares of the units of {@code by} that observe {@code target} by their movements alone,
     * written into {@code out} from {@code n} (a unit may be written twice); returns the new end.
     * Not with neutral units on the board (conditions then find observers by generation).
     */
    public int observers(int target, int by, int[] out, int n) {
        int[] b = board;
        AttackLines lines = table.attackLines[by];
        int[][] chains = lines.squares[target];
        boolean[][][] attackers = lines.attackers[target];
        for (int j = 0; j < chains.length; j++) {
            int[] chain = chains[j];
            for (int k = 0; k < chain.length; k++) {
                int p = b[chain[k]];
                if (p != Piece.EMPTY) {
                    if (attackers[j][k][p]) out[n++] = chain[k];
                    break;
                }
            }
        }
        int[] codes = table.fallbackCodes[by];
        int[] squares = list[by];
        for (int i = 0; i < count[by] && codes.length > 0; i++) {
            int from = squares[i];
            int p = b[from];
            for (int k = 0; k < codes.length; k++) {
                if (codes[k] != p) continue;
                for (Component.Bound c : table.fallbackBounds[by][k]) {
                    if (c.attacks(this, from, target, by)) {
                        out[n++] = from;
                        break;
                    }
                }
            }
        }
        return n;
    }

    /**
     * The fallback attacks with neutral units on the board: a neutral target is seen as the other
     * side's for the moment, and neutral units attack for {@code by} as well.
     */
    private boolean fallbackAttackedWithNeutrals(int target, int by) {
        int t = board[target];
        boolean flip = t >= neutralFrom && (t & 1) == by;
        if (flip) board[target] = t ^ 1;
        try {
            int[] codes = table.fallbackCodes[by];
            for (int s : new int[] {by, 2}) {
                if (s == 2 && !table.neutralFallback[by]) continue;
                int[] squares = list[s];
                for (int i = 0; i < count[s]; i++) {
                    int from = squares[i];
                    int p = s == 2 ? (board[from] & ~1) | by : board[from];
                    for (int k = 0; k < codes.length; k++) {
                        if (codes[k] != p) continue;
                        for (Component.Bound c : table.fallbackBounds[by][k]) if (c.attacks(this, from, target, by)) return true;
                    }
                }
            }
            return false;
        } finally {
            if (flip) board[target] = t;
        }
    }

    /** Is {@code side} in check: its royal piece attacked, or what a fairy condition calls check (SAT)? */
    public boolean inCheck(int side) {
        if (conditions != null && conditions.redefinesCheck()) return conditions.inCheck(this, side);
        return kingAttacked(side);
    }

    /** Is the royal piece of {@code side} attacked (check in its plain sense, whatever conditions redefine it)? */
    public boolean kingAttacked(int side) {
        int k = king[side];
        if (k < 0) return false;
        if (isAttacked(k, Side.opponent(side))) return true;
        // a royal pawn that has just passed a square on a double step may be taken en passant there
        return k == epVictim && enPassantAttacked(Side.opponent(side));
    }

    /** True when a piece of {@code by} could capture en passant on this move's en passant square(s). */
    private boolean enPassantAttacked(int by) {
        int[] squares = list[by];
        for (int i = 0; i < count[by]; i++) {
            int from = squares[i];
            for (Component.Bound c : table.bound[board[from]]) {
                if (epSquare >= 0 && c.attacksEnPassant(this, from, epSquare, by)) return true;
                if (epSquare2 >= 0 && c.attacksEnPassant(this, from, epSquare2, by)) return true;
            }
        }
        return false;
    }

    // ---- make / unmake ------------------------------------------------------------------------

    public void make(int move) {
        int p = ply++;
        undoHash[p] = hash;
        undoEp[p] = epSquare;
        undoEp2[p] = epSquare2;
        undoEpVictim[p] = epVictim;
        undoCaptured[p] = Piece.EMPTY;
        if (conditions != null) {
            // read by the conditions alone: orthodox play skips the stores (the journal stays empty)
            undoCaptureSquare[p] = -1;
            undoEffects[p] = effects.top;
            undoAfterEffects[p] = effects.top;
        }
        undoMove[p] = move;
        if (epSquare >= 0) hash ^= epKeys[epSquare];
        if (epSquare2 >= 0) hash ^= epKeys[epSquare2];
        epSquare = -1;
        epSquare2 = -1;
        epVictim = -1;
        hash ^= sideKey;
        int kind = Move.kind(move);
        if (kind == Move.kind(Move.NULL)) {
            // a condition's pass (RoleExchange) has its effects; the solvers' pass none
            if (move != Move.NULL && conditions != null) conditions.afterMove(this, move);
            side ^= 1;
            if (neutralTypes && count[2] != 0) recolourNeutrals();
            return;
        }
        // a condition's effects before the move (a latent pawn promoted, which may then move)
        if (conditions != null) {
            if (conditions.actBeforeMove()) conditions.beforeMove(this, move);
            undoAfterEffects[p] = effects.top;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        undoUnmoved[p] = (unmoved[from] ? 1 : 0) | (unmoved[to] ? 2 : 0);
        int mover = board[from];
        undoMover[p] = mover;
        undoRecolour[p] = -1;
        int hurdle = (table.attributes[mover] & Attributes.HURDLE_COLOUR_CHANGING) != 0 ? hurdle(from, to) : -1;
        clearUnmoved(from);
        clearUnmoved(to);
        switch (kind) {
            case Move.EN_PASSANT: {
                int victim = undoEpVictim[p];
                undoCaptured[p] = board[victim];
                undoCaptureSquare[p] = victim;
                undoExtra[p] = victim;
                remove(victim);
                relocate(from, to);
                break;
            }
            case Move.CASTLING: {
                int rook = Move.castlingRook(move);
                int rookTo = (from + to) >> 1; // the square the king passed (CastlingChess: on any line)
                undoExtra[p] = unmoved[rook] ? 1 : 0;
                clearUnmoved(rook);
                // castlings declared mutually exclusive: this one takes the others' rights
                for (int i = 0; i < exclusiveCount; i++) {
                    int partner = exclusive[2 * i] == rook ? exclusive[2 * i + 1]
                            : exclusive[2 * i + 1] == rook ? exclusive[2 * i] : -1;
                    if (partner >= 0 && unmoved[partner]) {
                        undoExtra[p] |= 2 << i;
                        clearUnmoved(partner);
                    }
                }
                relocate(from, to);
                relocate(rook, rookTo);
                break;
            }
            case Move.EXCHANGE: {
                int other = board[to];
                remove(to);
                relocate(from, to);
                add(from, other);
                break;
            }
            case Move.DISPLACED_CAPTURE: {
                int victim = Move.victim(move);
                undoCaptured[p] = board[victim];
                undoCaptureSquare[p] = victim;
                remove(victim);
                // the make may bring the capturer back to where it started
                if (from != to) relocate(from, to);
                int choice = Move.choice(move);
                // promoted as a pawn's promotion is (a neutral pawn stays neutral: nPf7*e8-a8=nB)
                if (choice != 0) replace(to, promoted(board[to], promotionList(board[to], side)[choice - 1], side));
                break;
            }
            default: {
                int captured = board[to];
                undoCaptured[p] = captured;
                if (captured != Piece.EMPTY) {
                    undoCaptureSquare[p] = to;
                    remove(to);
                }
                relocate(from, to);
                if (kind == Move.PROMOTION) {
                    // a unit of the other side moved (HalfInChess) promotes for its own side
                    int promoted = promoted(mover, Move.promotion(move), mover >= neutralFrom ? side : Piece.side(mover));
                    undoExtra[p] = board[to];
                    remove(to);
                    add(to, promoted);
                } else if (kind == Move.DOUBLE_STEP) {
                    epSquare = (from + to) >> 1;
                    epVictim = to;
                    hash ^= epKeys[epSquare];
                }
                if (kind != Move.PROMOTION && table.chameleonNext[mover] != 0) replace(to, table.chameleonNext[mover]);
            }
        }
        if (hurdle >= 0) {
            int h = board[hurdle];
            if (h != Piece.EMPTY && !table.royal[h] && h < neutralFrom) {
                remove(hurdle);
                add(hurdle, h ^ 1);
                undoRecolour[p] = hurdle;
            }
        }
        if (neutralTypes) {
            if (halfNeutralTypes) changeHalfNeutral(p, to);
            if (count[2] != 0) recolourNeutrals();
        }
        if (conditions != null) conditions.afterMove(this, move);
        side ^= 1;
    }

    /**
     * The unit the pawn {@code pawn} becomes when it promotes to type {@code type} for
     * {@code side}: a neutral or HalfNeutral pawn's promotion keeps its colour and attribute (a
     * neutral one coloured as the other side, as neutral units are after a move of {@code side}).
     */
    public int promoted(int pawn, int type, int side) {
        int[] carried = table.promotionOf[Piece.type(pawn)];
        if (carried == null) return Piece.of(type, side);
        int promoted = Piece.of(carried[type], side);
        return promoted >= neutralFrom ? promoted ^ 1 : promoted;
    }

    /**
     * After a move: a HalfNeutral unit that moved changes colour, a white or black one to neutral,
     * a neutral one to the colour of the side that moved it (still to move here). Then all
     * neutral units take the colour of the side that moved, the side not to move next.
     */
    private void changeHalfNeutral(int p, int to) {
        undoHalfNeutral[p] = 0;
        int piece = board[to];
        if ((table.attributes[piece] & Attributes.HALF_NEUTRAL) == 0) return;
        undoHalfNeutral[p] = piece;
        int type = Piece.type(piece);
        int next = piece >= neutralFrom ? Piece.of(table.colouredOf[type], side) : Piece.of(table.neutralOf[type], side ^ 1);
        remove(to);
        add(to, next);
    }

    /** The hurdle a hurdle-colour-changing piece on {@code from} hops over to {@code to}, or -1. */
    public int hurdle(int from, int to) {
        for (Component.Bound b : table.bound[board[from]]) {
            int h = b.hurdle(this, from, to);
            if (h >= 0) return h;
        }
        return -1;
    }

    public void unmake(int move) {
        int p = --ply;
        side ^= 1;
        if (conditions != null && effects.top != undoAfterEffects[p]) undoEffects(undoAfterEffects[p]);
        if (neutralTypes) {
            if (count[2] != 0) recolourNeutrals();
            if (halfNeutralTypes && !Move.isPass(move) && undoHalfNeutral[p] != 0) {
                remove(Move.to(move));
                add(Move.to(move), undoHalfNeutral[p]);
            }
        }
        if (!Move.isPass(move)) {
            int from = Move.from(move);
            int to = Move.to(move);
            int recoloured = undoRecolour[p];
            if (recoloured >= 0) {
                int h = board[recoloured];
                remove(recoloured);
                add(recoloured, h ^ 1);
            }
            switch (Move.kind(move)) {
                case Move.EN_PASSANT:
                    relocate(to, from);
                    add(undoExtra[p], undoCaptured[p]);
                    break;
                case Move.CASTLING: {
                    int rook = Move.castlingRook(move);
                    int rookTo = (from + to) >> 1; // the square the king passed (CastlingChess: on any line)
                    relocate(rookTo, rook);
                    relocate(to, from);
                    unmoved[rook] = (undoExtra[p] & 1) != 0;
                    for (int i = 0; i < exclusiveCount; i++) {
                        if ((undoExtra[p] & 2 << i) != 0)
                            unmoved[exclusive[2 * i] == rook ? exclusive[2 * i + 1] : exclusive[2 * i]] = true;
                    }
                    break;
                }
                case Move.EXCHANGE: {
                    int other = board[from];
                    remove(from);
                    relocate(to, from);
                    add(to, other);
                    break;
                }
                case Move.DISPLACED_CAPTURE:
                    if (from != to) relocate(to, from);
                    if (board[from] != undoMover[p]) replace(from, undoMover[p]);
                    add(Move.victim(move), undoCaptured[p]);
                    break;
                case Move.PROMOTION:
                    remove(to);
                    add(from, undoExtra[p]);
                    if (undoCaptured[p] != Piece.EMPTY) add(to, undoCaptured[p]);
                    break;
                default:
                    relocate(to, from);
                    if (board[from] != undoMover[p]) replace(from, undoMover[p]);
                    if (undoCaptured[p] != Piece.EMPTY) add(to, undoCaptured[p]);
            }
            unmoved[from] = (undoUnmoved[p] & 1) != 0;
            unmoved[to] = (undoUnmoved[p] & 2) != 0;
            if (conditions != null && effects.top != undoEffects[p]) undoEffects(undoEffects[p]);
        }
        epSquare = undoEp[p];
        epSquare2 = undoEp2[p];
        epVictim = undoEpVictim[p];
        hash = undoHash[p];
    }

    // ---- fairy conditions and their effect journal -------------------------------------------

    /** Puts the conditions in force (null: none). Set before solving; copies share them. */
    public void setConditions(ConditionHooks hooks) { conditions = hooks; }

    public ConditionHooks conditions() { return conditions; }

    /** The square of the unit the last move captured (en passant: the victim's square), or -1. */
    public int lastCaptureSquare() { return ply == 0 ? -1 : undoCaptureSquare[ply - 1]; }

    /** The unit that made the last move, as it stood before it (a pawn before its promotion). */
    public int lastMover() { return ply == 0 ? Piece.EMPTY : undoMover[ply - 1]; }

    /**
     * Where the unit that made the last move stands now: its arrival square, followed through the
     * conditions' effects that moved it on (a wormhole's transfer).
     */
    public int lastArrival() {
        int sq = Move.to(undoMove[ply - 1]);
        for (int i = undoEffects[ply - 1]; i < effects.top; i++)
            if (effects.kind[i] == Kind.MOVE && effects.square[i] == sq) sq = effects.to[i];
        return sq;
    }

    /** The effect journal; the last move's effects run from {@link #lastEffectsStart()} to its top. */
    public Effects effects() { return effects; }

    /** Where the last move's effects start in {@link #effects()}. */
    public int lastEffectsStart() { return ply == 0 ? 0 : undoEffects[ply - 1]; }

    /** The unit the move made at {@code ply} captured, or {@link Piece#EMPTY}. */
    public int capturedAt(int ply) { return undoCaptured[ply]; }

    /** The square of the unit the move made at {@code ply} captured, or -1. */
    public int captureSquareAt(int ply) { return undoCaptureSquare[ply]; }

    /** Where the effects of the move made at {@code ply} start in {@link #effects()} (they end where the next ply's start, or at its top). */
    public int effectsStart(int ply) { return ply < this.ply ? undoEffects[ply] : effects.top; }

    /** Effect: a unit appears on an empty square (a rebirth). */
    public void effectAdd(int square, int piece) {
        effects.push(Kind.ADD, square, square, piece, Piece.EMPTY);
        add(square, piece);
    }

    /** Effect: a unit appears on an empty square, written in the notation {@code style}. */
    public void effectAdd(int square, int piece, int style) {
        effects.push(Kind.ADD, square, square, piece, Piece.EMPTY, style);
        add(square, piece);
    }

    /** Effect: the unit on a square disappears. */
    public void effectRemove(int square) { effectRemove(square, Effects.Style.BRACKETED); }

    /** Effect: the unit on a square disappears, written in the notation {@code style}. */
    public void effectRemove(int square, int style) {
        effects.push(Kind.REMOVE, square, square, board[square], Piece.EMPTY, style);
        remove(square);
    }

    /** Effect: the unit on a square disappears, unmentioned by the notation (Circe Assassin: the rebirth tells it). */
    public void effectRemoveQuietly(int square) {
        effects.push(Kind.REMOVE_QUIETLY, square, square, board[square], Piece.EMPTY);
        remove(square);
    }

    /**
     * Effect: the unit on a square disappears without a word in the notation (a Kamikaze capturer
     * whose Circe rebirth square is occupied: Popeye writes nothing).
     */
    public void effectRemoveUnwritten(int square) {
        effects.push(Kind.REMOVE, square, -1, board[square], Piece.EMPTY);
        remove(square);
    }

    /**
     * Effect: the unit on {@code from} goes to the empty square {@code to} (AntiCirce's rebirth of
     * the capturer); {@code from == to} only notes a rebirth where it stands (Popeye writes it).
     */
    public void effectMove(int from, int to) { effectMove(from, to, Effects.Style.BRACKETED); }

    /** Effect: the unit on {@code from} goes to the empty square {@code to}, written in the notation {@code style}. */
    public void effectMove(int from, int to, int style) {
        effects.push(Kind.MOVE, from, to, board[from], Piece.EMPTY, style);
        if (from != to) relocate(from, to);
        // a pawn moved on after its double step (a wormhole) is still the one taken en passant,
        // where it now stands, as in Popeye (unmake restores the victim's square)
        if (from == epVictim) epVictim = to;
    }

    /** Effect: the unit on a square becomes another (a change of type or colour). */
    public void effectChange(int square, int piece) { effectChange(square, piece, Effects.Style.BRACKETED); }

    /** Effect: the unit on a square becomes another, written in the notation {@code style} ({@link Effects.Style}). */
    public void effectChange(int square, int piece, int style) {
        int old = board[square];
        effects.push(Kind.CHANGE, square, square, piece, old, style);
        remove(square);
        add(square, piece);
        // a unit that becomes a rook (or king) on its home square may castle, as in Popeye
        // (Influencer: Qa8 turned into a rook castles, REGRESSIONS-4_85_to_4_87-01)
        // (not a change of marks alone, walk and side kept: RoyalDynasty's king that stops being royal)
        boolean marksOnly = piece != old && table.walk(old) == table.walk(piece) && Piece.side(old) == Piece.side(piece);
        if (castlingAllowed && !unmoved[square] && !marksOnly) grantCastling(square);
    }

    /** Gives the castling right to the rook in a corner of its first rank, or the king on e1/e8, on {@code square}. */
    private void grantCastling(int square) {
        int unit = board[square];
        if (unit == Piece.EMPTY || unit >= neutralFrom || geometry.files != 8) return;
        int walk = table.walk(unit);
        if (walk != PieceTable.KING && walk != PieceTable.ROOK) return;
        int side = Piece.side(unit);
        if (geometry.rank(square) != (side == Side.WHITE ? 0 : geometry.ranks - 1)) return;
        int file = geometry.file(square);
        if (walk == PieceTable.KING ? file == 4 && king[side] == square : file == 0 || file == 7) effectUnmoved(square, true);
    }

    /** Effect: the units on the occupied squares {@code a} and {@code b} change places. */
    public void effectExchange(int a, int b) {
        int pa = board[a], pb = board[b];
        effects.push(Kind.EXCHANGE, a, b, pa, pb);
        remove(a);
        remove(b);
        add(a, pb);
        add(b, pa);
    }

    /** Set-up: {@code piece} waits below {@code square} (a unit of the diagram another one displaced). */
    public void putHidden(int square, int piece) {
        if (hidden[square] != Piece.EMPTY) hash ^= hiddenKey(hidden[square], square);
        hidden[square] = piece;
        hash ^= hiddenKey(piece, square);
    }

    /**
     * Set-up: the units of the diagram below others become ghosts waiting on their squares
     * (GhostChess, HauntedChess: Popeye's "pre-filled underworld").
     */
    public void hiddenToGhosts() {
        for (int sq = 0; sq < hidden.length; sq++) {
            int h = hidden[sq];
            if (h == Piece.EMPTY) continue;
            hash ^= hiddenKey(h, sq);
            hidden[sq] = Piece.EMPTY;
            hash ^= ghostKey(h, sq, ghostCount);
            ghostSquare[ghostCount] = sq;
            ghostPiece[ghostCount++] = h;
        }
    }

    /** The unit hidden below {@code square} (Circe Volcanic, Parachute), or {@link Piece#EMPTY}. */
    public int hidden(int square) { return hidden[square]; }

    /**
     * Effect: {@code piece} goes below {@code square}, whose own unit stays (Circe Volcanic: the
     * reborn unit waits there; {@code fromBoard}: the unit on the square goes below, Parachute).
     */
    public void effectHide(int square, int piece, boolean fromBoard) {
        if (fromBoard) {
            piece = board[square];
            effects.push(Kind.HIDE_FROM_BOARD, square, square, piece, Piece.EMPTY);
            remove(square);
        } else {
            effects.push(Kind.HIDE, square, square, piece, Piece.EMPTY);
        }
        hidden[square] = piece;
        hash ^= hiddenKey(piece, square);
    }

    /**
     * Effect: a pawn reborn on its promotion rank goes below {@code square} as the piece it
     * promotes to (Circe Volcanic: written {@code [+wPc8=Q->v]}, the queen comes up).
     */
    public void effectHidePromoted(int square, int pawn, int promoted) {
        effects.push(Kind.HIDE, square, square, promoted, pawn);
        hidden[square] = promoted;
        hash ^= hiddenKey(promoted, square);
    }

    /** Effect: the unit hidden below the empty {@code square} comes up onto it. */
    public void effectUnhide(int square) {
        int piece = hidden[square];
        effects.push(Kind.UNHIDE, square, square, piece, Piece.EMPTY);
        hidden[square] = Piece.EMPTY;
        hash ^= hiddenKey(piece, square);
        add(square, piece);
    }

    /**
     * Marks in the hash a unit that waits to be reborn (Parrain, WaitCapture: the position alone
     * does not tell it); a second call takes the mark away. Unmake restores the hash.
     */
    public void hashPending(int piece, int square) { hash ^= Long.rotateLeft(pieceKeys[piece][square], 41); }

    /** A hidden unit's hash: its key on the square, turned so that it differs from the unit's on the board. */
    private long hiddenKey(int piece, int square) { return Long.rotateLeft(pieceKeys[piece][square], 17); }

    /** Effect: a square's unmoved flag (castling rights, first-move privileges) changes. */
    public void effectUnmoved(int square, boolean value) {
        if (unmoved[square] == value) return;
        effects.push(Kind.UNMOVED, square, square, value ? 1 : 0, unmoved[square] ? 1 : 0);
        unmoved[square] = value;
        hash ^= unmovedKeys[square];
    }

    /**
     * Effect: the mover went through {@code square} (its rebirth square under MarsCirce and
     * AntiMarsCirce) before reaching its arrival square; only the notation reads it.
     */
    public void effectVia(int square) {
        effects.push(Kind.VIA, square, square, Piece.EMPTY, Piece.EMPTY);
    }

    /**
     * After a double step that did not start on its from-square (AntiMarsCirce: from the rebirth
     * square), the square the pawn passed, for en passant. Only from a condition's after-move
     * hook: unmake restores the en passant square and the hash of the ply.
     */
    public void effectEnPassantSquare(int square) {
        if (epSquare >= 0) hash ^= epKeys[epSquare];
        epSquare = square;
        if (epSquare >= 0) hash ^= epKeys[epSquare];
    }

    /**
     * Effect: a pawn's step of three squares (EinsteinChess, from its first rank) passed two
     * squares, both open to en passant, the victim on {@code victim}; unmake restores them.
     */
    public void effectEnPassantSquares(int first, int second, int victim) {
        effectEnPassantSquare(first);
        if (epSquare2 >= 0) hash ^= epKeys[epSquare2];
        epSquare2 = second;
        hash ^= epKeys[second];
        epVictim = victim;
    }

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
    /** The number of ghosts waiting in the underworld. */
    public int ghostCount() { return ghostCount; }

    public int ghostSquare(int i) { return ghostSquare[i]; }

    public int ghostPiece(int i) { return ghostPiece[i]; }

    /** A ghost's part of the hash: unlike the unit on the board, and by its place in the queue. */
    private long ghostKey(int piece, int square, int index) {
        return Long.rotateLeft(pieceKeys[piece][square], 1 + (index & 31)) ^ sideKey;
    }

    /** Effect: the unit {@code piece} waits as a ghost on {@code square} (last in the underworld). */
    public void effectRememberGhost(int square, int piece) {
        effects.push(Kind.GHOST_REMEMBERED, square, ghostCount, piece, Piece.EMPTY, Effects.Style.SILENT);
        hash ^= ghostKey(piece, square, ghostCount);
        ghostSquare[ghostCount] = square;
        ghostPiece[ghostCount++] = piece;
    }

    /** Effect: the ghost number {@code index} is forgotten (the later ones move up). */
    public void effectForgetGhost(int index) {
        effects.push(Kind.GHOST_FORGOTTEN, ghostSquare[index], index, ghostPiece[index], Piece.EMPTY, Effects.Style.SILENT);
        for (int i = index; i < ghostCount; i++) hash ^= ghostKey(ghostPiece[i], ghostSquare[i], i);
        ghostCount--;
        System.arraycopy(ghostSquare, index + 1, ghostSquare, index, ghostCount - index);
        System.arraycopy(ghostPiece, index + 1, ghostPiece, index, ghostCount - index);
        for (int i = index; i < ghostCount; i++) hash ^= ghostKey(ghostPiece[i], ghostSquare[i], i);
    }

    /**
     * Effect: the empty square becomes a hole (HaanerChess); the conditions that know holes read
     * {@link #blocked}. Hashed with the en passant keys xor the side key, unused otherwise.
     */
    public void effectBlock(int square) {
        if (blocked == null) blocked = new boolean[geometry.size];
        if (blocked[square]) return;
        effects.push(Kind.BLOCK, square, square, 0, 0);
        blocked[square] = true;
        hash ^= blockKey(square);
    }

    private long blockKey(int square) { return Long.rotateLeft(epKeys[square], 17) ^ unmovedKeys[square]; }

    /** A side's balance (BGL), {@link #UNLIMITED} without one. */
    public int balance(int side) { return balance[side]; }

    /** Set-up: a side's balance (a condition's {@code prepare}). */
    public void setBalance(int side, int value) {
        hash ^= balanceKey(side, balance[side]) ^ balanceKey(side, value);
        balance[side] = value;
    }

    /** Effect: a side's balance becomes {@code value} ({@code shared}: one balance for both sides). */
    public void effectBalance(int side, int value, boolean shared) {
        effects.push(Kind.BALANCE, side, shared ? 1 : 0, value, balance[side]);
        setBalance(side, value);
    }

    /** The hash of a balance: nothing while it is unlimited, so that orthodox hashes stay as they were. */
    private long balanceKey(int side, int value) {
        if (value == UNLIMITED) return 0;
        long x = (value * 2L + side) * 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29) ^ sideKey;
    }

    /** A side's condition flags (0 until a condition sets one). */
    public int flags(int side) { return flags[side]; }

    /** Set-up: a side's condition flags (a condition's {@code prepare}). */
    public void setFlags(int side, int value) {
        hash ^= flagsKey(side, flags[side]) ^ flagsKey(side, value);
        flags[side] = value;
    }

    /** Effect: a side's condition flags become {@code value}; the notation does not write it. */
    public void effectFlags(int side, int value) {
        effects.push(Kind.FLAGS, side, side, value, flags[side], Effects.Style.SILENT);
        setFlags(side, value);
    }

    /** The hash of a side's flags: nothing while there are none. */
    private long flagsKey(int side, int value) {
        if (value == 0) return 0;
        long x = (value * 2L + side + 1) * 0xC2B2AE3D27D4EB4FL;
        return x ^ (x >>> 31) ^ Long.rotateLeft(sideKey, 7);
    }

    // ---- imitators (condition Imitator): units off the board that copy every move -------------

    private final int[] imitators = new int[64];
    private int imitatorCount;

    /** The number of imitators. */
    public int imitatorCount() { return imitatorCount; }

    /** The square of imitator {@code i} (they keep their order: the diagram's, then the promoted). */
    public int imitatorSquare(int i) { return imitators[i]; }

    /**
     * Will an imitator stand on {@code square} once the imitators have moved by {@code delta}
     * (a capturer's rebirth square the move's imitation takes: no rebirth there)?
     */
    public boolean imitatorLandsOn(int square, int delta) {
        for (int i = 0; i < imitatorCount; i++) if (imitators[i] + delta == square) return true;
        return false;
    }

    /** An imitator's part of the hash: unlike any unit's or en passant square's. */
    private long imitatorKey(int square) { return Long.rotateLeft(epKeys[square], 23) ^ 0x5DEECE66DL; }

    /** Set-up: an imitator on {@code square}. */
    public void addImitator(int square) {
        imitators[imitatorCount++] = square;
        hash ^= imitatorKey(square);
    }

    /** Set-up or a test's look: the unit on the occupied {@code square} becomes {@code piece}, unrecorded (take it back the same way). */
    public void changeUnrecorded(int square, int piece) { replace(square, piece); }

    /** Effect: every imitator moves by {@code delta} (a difference of squares), written {@code [Ic5,b7]}. */
    public void effectMoveImitators(int delta) {
        effects.push(Kind.IMITATORS_MOVED, -1, delta, imitatorCount, 0);
        for (int i = 0; i < imitatorCount; i++) {
            hash ^= imitatorKey(imitators[i]) ^ imitatorKey(imitators[i] + delta);
            imitators[i] += delta;
        }
    }

    /** Effect: a new imitator on {@code square} (a pawn's promotion into one), written {@code =I}. */
    public void effectAddImitator(int square) {
        effects.push(Kind.IMITATOR_ADDED, square, square, 0, 0);
        addImitator(square);
    }

    // ---- moves within a move (SeriesCapture: the capturer goes on moving) ------------------

    /**
     * Within a move's after-move hook, presents {@code move} (made by effects, the unit
     * {@code mover}, capturing {@code captured} on {@code captureSquare} or -1) as the last move,
     * its effects starting at {@code effectsStart}, so that the conditions' after-move hooks act
     * on it as on a move. The caller puts the move's own record back (the same call with
     * {@link #lastMove}, {@link #lastMover}, ... read before) before the hook returns, since
     * unmake reads it.
     */
    public void setLastMoveRecord(int move, int mover, int captured, int captureSquare, int effectsStart) {
        int p = ply - 1;
        undoMove[p] = move;
        undoMover[p] = mover;
        undoCaptured[p] = captured;
        undoCaptureSquare[p] = captureSquare;
        undoEffects[p] = effectsStart;
    }

    /**
     * Trials within a move (a condition tries effects and takes them back): {@link #beginTrial}
     * notes the journal's top, the hash and the en passant state; {@link #rewindTrial} takes the
     * effects since back and restores them; {@link #endTrial} forgets the note, keeping or not
     * what was done. Nested trials are a stack.
     */
    public void beginTrial() {
        if (trialTop == null) {
            // only the conditions that try effects need them (a position is copied often)
            trialTop = new int[MAX_PLY];
            trialEp = new int[MAX_PLY];
            trialEp2 = new int[MAX_PLY];
            trialEpVictim = new int[MAX_PLY];
            trialHash = new long[MAX_PLY];
        }
        int t = trialDepth++;
        trialTop[t] = effects.top;
        trialHash[t] = hash;
        trialEp[t] = epSquare;
        trialEp2[t] = epSquare2;
        trialEpVictim[t] = epVictim;
    }

    /** See {@link #beginTrial}: back to the state it noted. */
    public void rewindTrial() {
        int t = trialDepth - 1;
        undoEffects(trialTop[t]);
        hash = trialHash[t];
        epSquare = trialEp[t];
        epSquare2 = trialEp2[t];
        epVictim = trialEpVictim[t];
    }

    /** See {@link #beginTrial}. */
    public void endTrial() { trialDepth--; }

    /** How deep a condition's trials within a move go (its hooks are not asked again inside them). */
    public int trialDepth() { return trialDepth; }

    private int trialDepth;
    private int[] trialTop, trialEp, trialEp2, trialEpVictim;
    private long[] trialHash;

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

    /** Is the square a hole made by a condition's effect? */
    public boolean blocked(int square) { return blocked != null && blocked[square]; }

    /** Takes back the journal's effects down to {@code start}, last first (the hash is restored by unmake). */
    private void undoEffects(int start) {
        Effects e = effects;
        while (e.top > start) {
            int i = --e.top;
            switch (e.kind[i]) {
                case Kind.ADD -> remove(e.square[i]);
                case Kind.REMOVE, Kind.REMOVE_QUIETLY -> add(e.square[i], e.piece[i]);
                case Kind.MOVE -> {
                    if (e.to[i] != e.square[i]) relocate(e.to[i], e.square[i]);
                }
                case Kind.CHANGE -> {
                    remove(e.square[i]);
                    add(e.square[i], e.old[i]);
                }
                case Kind.EXCHANGE -> {
                    remove(e.square[i]);
                    remove(e.to[i]);
                    add(e.square[i], e.piece[i]);
                    add(e.to[i], e.old[i]);
                }
                case Kind.UNMOVED -> unmoved[e.square[i]] = e.old[i] != 0;
                case Kind.VIA -> { }
                case Kind.BLOCK -> blocked[e.square[i]] = false;
                case Kind.BALANCE -> balance[e.square[i]] = e.old[i];
                case Kind.FLAGS -> flags[e.square[i]] = e.old[i];
                case Kind.GHOST_REMEMBERED -> ghostCount--;
                case Kind.GHOST_FORGOTTEN -> {
                    int index = e.to[i];
                    System.arraycopy(ghostSquare, index, ghostSquare, index + 1, ghostCount - index);
                    System.arraycopy(ghostPiece, index, ghostPiece, index + 1, ghostCount - index);
                    ghostSquare[index] = e.square[i];
                    ghostPiece[index] = e.piece[i];
                    ghostCount++;
                }
                case Kind.IMITATORS_MOVED -> {
                    for (int k = 0; k < e.piece[i]; k++) imitators[k] -= e.to[i];
                }
                case Kind.IMITATOR_ADDED -> imitatorCount--;
                case Kind.HIDE -> hidden[e.square[i]] = Piece.EMPTY;
                case Kind.HIDE_FROM_BOARD -> {
                    hidden[e.square[i]] = Piece.EMPTY;
                    add(e.square[i], e.piece[i]);
                }
                case Kind.UNHIDE -> {
                    remove(e.square[i]);
                    hidden[e.square[i]] = e.piece[i];
                }
                default -> throw new IllegalStateException("effect " + e.kind[i]);
            }
        }
    }

    private void clearUnmoved(int square) {
        if (unmoved[square]) {
            unmoved[square] = false;
            hash ^= unmovedKeys[square];
        }
    }

    private void add(int square, int piece) {
        board[square] = piece;
        int s = piece < neutralFrom ? Piece.side(piece) : 2;
        listIndex[square] = count[s];
        list[s][count[s]++] = square;
        if (table.royal[piece]) setKing(s, square);
        hash ^= pieceKeys[piece][square];
    }

    /** A royal unit of list {@code s} now stands on {@code square} (-1: gone); a neutral one is both kings. */
    private void setKing(int s, int square) {
        if (s == 2) {
            king[0] = square;
            king[1] = square;
        } else {
            king[s] = square;
        }
    }

    private void remove(int square) {
        int piece = board[square];
        int s = piece < neutralFrom ? Piece.side(piece) : 2;
        int last = list[s][--count[s]];
        int i = listIndex[square];
        list[s][i] = last;
        listIndex[last] = i;
        board[square] = Piece.EMPTY;
        if (table.royal[piece] && king[s & 1] == square) setKing(s, -1);
        hash ^= pieceKeys[piece][square];
    }

    /** Another piece of the same side on an occupied square, keeping the piece lists' order. */
    private void replace(int square, int piece) {
        int old = board[square];
        int s = old < neutralFrom ? Piece.side(old) : 2;
        board[square] = piece;
        if (table.royal[old] && king[s & 1] == square) setKing(s, -1);
        if (table.royal[piece]) setKing(s, square);
        hash ^= pieceKeys[old][square] ^ pieceKeys[piece][square];
    }

    private void relocate(int from, int to) {
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
    }
}
