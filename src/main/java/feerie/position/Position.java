package feerie.position;

import feerie.piece.Attributes;
import feerie.piece.Piece;

import feerie.piece.movement.Component;
import feerie.piece.movement.Move;

/**
 * The board state: pieces by square and in per-side lists, side to move, unmoved pieces (castling
 * rights and first-move privileges), the en passant square and a Zobrist hash.
 * {@link #make} and {@link #unmake} keep an undo record per ply in preallocated arrays, so playing
 * moves allocates nothing.
 * <p>The state and its simpler edits live in the layers below: {@link BoardState} (units, lists,
 * hash), {@link PlyRecord} (undo record, journal), {@link ConditionState} (what conditions keep
 * off the board), {@link BoardEffects} (conditions' changes to the board) and {@link BoardAttacks}
 * (attack and check questions); this class makes and unmakes moves, the hot path, on the
 * fields directly.
 */
public final class Position extends BoardAttacks {
    public Position(PieceTable table) { super(table); }

    /** An independent copy (for another thread): the same pieces, state, hash keys and undo record. */
    public Position copy() {
        Position c = new Position(table);
        copyBoardInto(c);
        copyRecordInto(c);
        copyConditionStateInto(c);
        return c;
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
                // promoted as a pawn's promotion is (a neutral pawn stays neutral: nPf7*e8-a8=nB)
                int promotion = displacedPromotion(board[to], side, move);
                if (promotion >= 0) replace(to, promoted(board[to], promotion, side));
                break;
            }
            default: {
                int captured = from == to ? Piece.EMPTY : board[to];
                undoCaptured[p] = captured;
                if (captured != Piece.EMPTY) {
                    undoCaptureSquare[p] = to;
                    remove(to);
                }
                // AntiMarsCirce: a double step from the rebirth square may end where the pawn stood (g5-g7-g5)
                if (from != to) relocate(from, to);
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
                    if (from != to) relocate(to, from);
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
}
