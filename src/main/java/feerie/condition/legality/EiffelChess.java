package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * EiffelChess: a unit observed by an enemy unit of the next kind in the cycle pawn - queen - rook
 * - bishop - knight - pawn (a pawn by a queen, a queen by a rook, ...) is paralysed: it neither
 * moves nor observes. Kings and fairy units are never paralysed.
 */
public final class EiffelChess implements Condition {
    @Override
    public String name() { return "EiffelChess"; }

    /** Popeye refuses it with another paralysis rule. */
    @Override
    public boolean isParalysisRule() { return true; }

    /** The walk that paralyses {@code walk}, or -1. */
    private static int paralyser(int walk) {
        return switch (walk) {
            case PieceTable.PAWN -> PieceTable.QUEEN;
            case PieceTable.QUEEN -> PieceTable.ROOK;
            case PieceTable.ROOK -> PieceTable.BISHOP;
            case PieceTable.BISHOP -> PieceTable.KNIGHT;
            case PieceTable.KNIGHT -> PieceTable.PAWN;
            default -> -1;
        };
    }

    static boolean paralysed(Position p, int sq) {
        int piece = p.at(sq);
        if (piece == Piece.EMPTY || p.isNeutral(sq)) return false;
        int walk = paralyser(p.table.walk(piece));
        if (walk < 0) return false;
        int them = Side.opponent(Piece.side(piece));
        for (int i = 0, n = p.pieceCount(them); i < n; i++) {
            int from = p.pieceSquare(them, i);
            int enemy = p.at(from);
            if (p.table.walk(enemy) != walk || p.table.isRoyal(enemy)) continue;
            if (Paralysis.observedBy(p, sq, them, enemy)) return true;
        }
        return false;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return paralysed(p, from) ? start : end;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
