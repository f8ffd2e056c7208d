package feerie.solve.proof;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * The diagram a proof game must reach, in the piece codes of the position the game is played
 * in. Reached when every unit of the diagram stands on its square and no other unit is on the
 * board; castling rights and en passant do not count (Popeye compares the units only).
 */
public final class ProofTarget {
    /** The squares of the diagram's units, and those units in the played position's codes. */
    final int[] squares;
    final int[] pieces;
    /** The diagram's units by side. */
    final int[] count = new int[2];
    /** Every unit of the diagram is of a type the played position knows (else it is unreachable). */
    final boolean nameable;

    /** The diagram {@code target}, for play in {@code played} (the start position, whose table names the types). */
    ProofTarget(Position target, Position played) {
        int n = 0;
        int size = target.geometry.size;
        int[] sq = new int[size], pc = new int[size];
        boolean all = true;
        for (int s = 0; s < size; s++) {
            int piece = target.at(s);
            if (piece == Piece.EMPTY) continue;
            int type = played.table.indexOf(target.table.type(Piece.type(piece)));
            if (type <= 0) all = false;
            sq[n] = s;
            pc[n] = Piece.of(Math.max(type, 0), Piece.side(piece));
            count[Piece.side(piece)]++;
            n++;
        }
        squares = java.util.Arrays.copyOf(sq, n);
        pieces = java.util.Arrays.copyOf(pc, n);
        nameable = all;
        neutrals = target.table.hasNeutrals();
    }

    /**
     * The diagram has neutral units: they are compared by type alone (a neutral unit's code
     * carries the side it plays for at the moment), and the units are counted square by square.
     */
    final boolean neutrals;

    /** The imitators' squares of the diagram, in order (Imitator), null if they do not count. */
    private int[] imitators;

    /** The same target, the diagram's imitators standing on {@code squares}. */
    ProofTarget withImitators(int[] squares) {
        imitators = squares.clone();
        return this;
    }

    /** Do the imitators stand where the diagram has them, imitator by imitator (as Popeye compares them)? */
    private boolean imitatorsReached(Position p) {
        if (imitators == null) return true;
        if (p.imitatorCount() != imitators.length) return false;
        for (int i = 0; i < imitators.length; i++) if (p.imitatorSquare(i) != imitators[i]) return false;
        return true;
    }

    /** Does {@code p} show the diagram? */
    public boolean reached(Position p) {
        if (!nameable || !imitatorsReached(p)) return false;
        if (neutrals) return reachedWithNeutrals(p);
        if (p.pieceCount(Side.WHITE) != count[Side.WHITE] || p.pieceCount(Side.BLACK) != count[Side.BLACK]) return false;
        for (int i = 0; i < squares.length; i++) if (p.at(squares[i]) != pieces[i]) return false;
        return true;
    }

    private boolean reachedWithNeutrals(Position p) {
        for (int i = 0; i < squares.length; i++) {
            int at = p.at(squares[i]);
            if (at == Piece.EMPTY) return false;
            if (p.table.isNeutral(at) ? Piece.type(at) != Piece.type(pieces[i]) : at != pieces[i]) return false;
        }
        int units = 0;
        for (int s = 0, size = p.geometry.size; s < size; s++) if (p.at(s) != Piece.EMPTY) units++;
        return units == squares.length;
    }
}
