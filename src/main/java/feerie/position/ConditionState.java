package feerie.position;

import feerie.piece.Piece;

import feerie.position.Effects.Kind;

/**
 * The layer of {@link Position} for what only conditions keep beside the units on the board:
 * units hidden below squares (Circe Volcanic, Parachute), the underworld's ghosts, holes
 * (HaanerChess), balances (BGL), flags (StrictSAT), imitators and the capture before the
 * diagram (LastCapture); their set-up, their effects in the journal and the taking back of those.
 */
abstract class ConditionState extends PlyRecord {
    /**
     * The units hidden below each square (Circe Volcanic and Parachute: units waiting under an
     * occupied rebirth square until it is vacated).
     */
    final BelowSquares hidden;
    /**
     * The underworld (GhostChess, HauntedChess): the units captured that wait, in order, for their
     * square to be empty; changed only through the effect journal, and part of the hash.
     */
    final int[] ghostSquare = new int[MAX_PLY], ghostPiece = new int[MAX_PLY];
    int ghostCount;
    /** Each side's balance (BGL's money, in hundredths); {@link #UNLIMITED} when it has none. */
    final int[] balance = {UNLIMITED, UNLIMITED};
    /** A balance without limit. */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    /** Each side's flags a condition keeps from move to move (StrictSAT: the king has been attacked). */
    final int[] flags = {0, 0};

    /** Squares turned into holes by a condition's effect (HaanerChess); null until the first. */
    boolean[] blocked;
    final int[] imitators = new int[64];
    int imitatorCount;

    ConditionState(PieceTable table) {
        super(table);
        hidden = new BelowSquares(geometry.size);
    }

    /** Copies this layer's state into {@code c}, a new position on the same table. */
    final void copyConditionStateInto(ConditionState c) {
        hidden.copyInto(c.hidden);
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
    }

    // ---- the capture made by the move before the diagram (condition LastCapture) ----------------

    int retroCaptured = Piece.EMPTY;
    int retroCaptureSquare = -1;

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

    /** Set-up: {@code piece} waits below {@code square} (a unit of the diagram another one displaced). */
    public void putHidden(int square, int piece) {
        hidden.pushBottom(square, piece);
        hash ^= hiddenKey(piece, square, hidden.count(square) - 1);
    }

    /**
     * Set-up: the units of the diagram below others become ghosts waiting on their squares
     * (GhostChess, HauntedChess: Popeye's "pre-filled underworld").
     */
    public void hiddenToGhosts() {
        for (int sq = 0; sq < geometry.size; sq++) {
            while (hidden.count(sq) > 0) {
                int h = hidden.popBottom(sq);
                hash ^= hiddenKey(h, sq, hidden.count(sq));
                hash ^= ghostKey(h, sq, ghostCount);
                ghostSquare[ghostCount] = sq;
                ghostPiece[ghostCount++] = h;
            }
        }
    }

    /** The unit hidden below {@code square} that comes up first (Circe Volcanic, Parachute), or {@link Piece#EMPTY}. */
    public int hidden(int square) { return hidden.top(square); }

    /**
     * Effect: {@code piece} goes below {@code square}, whose own unit stays (Circe Volcanic: the
     * reborn unit waits there; {@code fromBoard}: the unit on the square goes below, Parachute).
     */
    public void effectHide(int square, int piece, boolean fromBoard) {
        if (fromBoard) {
            piece = board[square];
            effects.push(Kind.HIDE_FROM_BOARD, square, square, piece, Piece.EMPTY);
            remove(square);
            // Parachute: the occupant comes up before those already below
            hidden.pushTop(square, piece);
        } else {
            effects.push(Kind.HIDE, square, square, piece, Piece.EMPTY);
            // Volcanic: the reborn unit comes up after those already below
            hidden.pushBottom(square, piece);
        }
        hash ^= hiddenKey(piece, square, hidden.count(square) - 1);
    }

    /**
     * Effect: a pawn reborn on its promotion rank goes below {@code square} as the piece it
     * promotes to (Circe Volcanic: written {@code [+wPc8=Q->v]}, the queen comes up).
     */
    public void effectHidePromoted(int square, int pawn, int promoted) {
        effects.push(Kind.HIDE, square, square, promoted, pawn);
        hidden.pushBottom(square, promoted);
        hash ^= hiddenKey(promoted, square, hidden.count(square) - 1);
    }

    /**
     * Effect: the unit {@code piece}, taken quietly from {@code from} before, goes below
     * {@code square} as {@code promoted} (AntiCirce Volcanic's capturer: written {@code [wRb7->h1->v]},
     * a pawn on its promotion rank {@code [wPb7->c8=Q->v]}).
     */
    public void effectHideMoved(int from, int square, int piece, int promoted) {
        effects.push(Kind.HIDE, square, from, promoted, promoted == piece ? Piece.EMPTY : piece);
        hidden.pushBottom(square, promoted);
        hash ^= hiddenKey(promoted, square, hidden.count(square) - 1);
    }

    /** Effect: the unit hidden below the empty {@code square} comes up onto it. */
    public void effectUnhide(int square) {
        int piece = hidden.popTop(square);
        effects.push(Kind.UNHIDE, square, square, piece, Piece.EMPTY);
        hash ^= hiddenKey(piece, square, hidden.count(square));
        add(square, piece);
    }

    /**
     * Marks in the hash a unit that waits to be reborn (Parrain, WaitCapture: the position alone
     * does not tell it); a second call takes the mark away. Unmake restores the hash.
     */
    public void hashPending(int piece, int square) { hash ^= Long.rotateLeft(pieceKeys[piece][square], 41); }

    /**
     * A hidden unit's hash: its key on the square, turned so that it differs from the unit's on the
     * board, and a key of its level below the square (two like units below one square do not cancel).
     */
    final long hiddenKey(int piece, int square, int level) {
        return Long.rotateLeft(pieceKeys[piece][square], 17) ^ Long.rotateLeft(unmovedKeys[square], 5 + level);
    }
    /** The number of ghosts waiting in the underworld. */
    public int ghostCount() { return ghostCount; }

    public int ghostSquare(int i) { return ghostSquare[i]; }

    public int ghostPiece(int i) { return ghostPiece[i]; }

    /** A ghost's part of the hash: unlike the unit on the board, and by its place in the queue. */
    final long ghostKey(int piece, int square, int index) {
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

    final long blockKey(int square) { return Long.rotateLeft(epKeys[square], 17) ^ unmovedKeys[square]; }

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
    final long balanceKey(int side, int value) {
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
    final long flagsKey(int side, int value) {
        if (value == 0) return 0;
        long x = (value * 2L + side + 1) * 0xC2B2AE3D27D4EB4FL;
        return x ^ (x >>> 31) ^ Long.rotateLeft(sideKey, 7);
    }

    // ---- imitators (condition Imitator): units off the board that copy every move -------------


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
    final long imitatorKey(int square) { return Long.rotateLeft(epKeys[square], 23) ^ 0x5DEECE66DL; }

    /** Set-up: an imitator on {@code square}. */
    public void addImitator(int square) {
        imitators[imitatorCount++] = square;
        hash ^= imitatorKey(square);
    }


    /**
     * Set-up: the imitators taken where a twin's rotation, mirror or shift took the board's
     * squares (one off the board is dropped).
     */
    public void remapImitators(java.util.function.IntUnaryOperator map) {
        int kept = 0;
        for (int i = 0; i < imitatorCount; i++) {
            int to = map.applyAsInt(imitators[i]);
            hash ^= imitatorKey(imitators[i]);
            if (to < 0) continue;
            imitators[kept++] = to;
            hash ^= imitatorKey(to);
        }
        imitatorCount = kept;
    }

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

    /**
     * Set-up: the square is a hole from the diagram on (Hole), the same in every position of the
     * solution, so left out of the hash.
     */
    public void setBlocked(int square) {
        if (blocked == null) blocked = new boolean[geometry.size];
        blocked[square] = true;
    }

    /** Is the square a hole, the diagram's (Hole) or one made by a condition's effect (HaanerChess)? */
    public boolean blocked(int square) { return blocked != null && blocked[square]; }

    /** Takes back the journal's effect {@code i} if it is one of this layer's; false if it is not. */
    final boolean undoConditionEffect(Effects e, int i) {
        switch (e.kind[i]) {
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
            case Kind.HIDE -> hidden.popBottom(e.square[i]);
            case Kind.HIDE_FROM_BOARD -> {
                hidden.popTop(e.square[i]);
                add(e.square[i], e.piece[i]);
            }
            case Kind.UNHIDE -> {
                remove(e.square[i]);
                hidden.pushTop(e.square[i], e.piece[i]);
            }
            default -> { return false; }
        }
        return true;
    }
}
