package feerie.position;

import feerie.piece.Piece;
import feerie.piece.Side;

import feerie.position.Effects.Kind;

/**
 * The layer of {@link Position} through which conditions change the units on the board after
 * (or before) a move: each change is an effect pushed on the journal ({@link Effects}) and taken
 * back by {@link #undoEffects}; trials let a condition try effects and take them back within a
 * move.
 */
abstract class BoardEffects extends ConditionState {
    BoardEffects(PieceTable table) { super(table); }

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

    int trialDepth;
    int[] trialTop, trialEp, trialEp2, trialEpVictim;
    long[] trialHash;

    /** Takes back the journal's effects down to {@code start}, last first (the hash is restored by unmake). */
    final void undoEffects(int start) {
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
                default -> {
                    if (!undoConditionEffect(e, i)) throw new IllegalStateException("effect " + e.kind[i]);
                }
            }
        }
    }
}
