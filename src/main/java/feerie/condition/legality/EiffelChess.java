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

    /**
     * Is the unit on {@code sq}, as a unit of its own side, paralysed? A neutral unit belongs to
     * both sides: it is paralysed for either side whose enemy paralyser observes it (Leffie asks
     * both, as Popeye does).
     */
    static boolean paralysed(Position p, int sq) {
        int piece = p.at(sq);
        if (piece == Piece.EMPTY) return false;
        if (p.isNeutral(sq)) return paralysedFor(p, sq, Side.WHITE) || paralysedFor(p, sq, Side.BLACK);
        return paralysedFor(p, sq, Piece.side(piece));
    }

    /**
     * Is the unit on {@code sq}, moving or observing for {@code side}, observed by an enemy unit
     * of its paralysing kind? Neutral units paralyse too, observing for the enemy side (py 4.104:
     * a neutral queen on d8 paralyses a neutral pawn on d2 under Leffie, EXAMPLES-leffie-05).
     */
    static boolean paralysedFor(Position p, int sq, int side) {
        int piece = p.at(sq);
        if (piece == Piece.EMPTY) return false;
        int walk = paralyser(p.table.walk(piece));
        if (walk < 0) return false;
        int them = Side.opponent(side);
        for (int i = 0, n = p.pieceCount(them); i < n; i++) {
            int from = p.pieceSquare(them, i);
            int enemy = p.at(from);
            if (p.table.walk(enemy) != walk || p.table.isRoyal(enemy)) continue;
            if (Paralysis.observedBy(p, sq, them, enemy)) return true;
        }
        for (int i = 0, n = p.neutralCount(); i < n; i++) {
            int from = p.neutralSquare(i);
            int enemy = p.at(from);
            if (from == sq || p.table.walk(enemy) != walk || p.table.isRoyal(enemy)) continue;
            if (Paralysis.observedBy(p, sq, them, (enemy & ~1) | them)) return true;
        }
        return false;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        return paralysedFor(p, from, side) ? start : end;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public String toString() { return name(); }
}
