package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Circe Volcanic and Parachute: units wait below an occupied square (any number, Popeye 4.104:
 * BEISPIEL-circe-13) and come up one by one as the square is vacated.
 */
final class Underworld {
    private Underworld() {}

    /** Parachute: the occupant of {@code r} goes below, on top of any there, so that the reborn unit may land. */
    static boolean parachute(Position p, int r) {
        p.effectHide(r, Piece.EMPTY, true);
        return true;
    }

    /**
     * A unit waiting below a square the move vacated comes up ([+wSg1]), also below the capture
     * square an AntiCirce capturer left (REGRESSIONS-4_69_to_4_71-22).
     */
    static void cameUp(Position p, int move) {
        comeUp(p, Move.from(move));
        comeUp(p, Move.to(move));
        if (Move.kind(move) == Move.CASTLING) comeUp(p, Move.castlingRook(move));
        if (Move.kind(move) == Move.EN_PASSANT && p.lastCaptureSquare() >= 0) comeUp(p, p.lastCaptureSquare());
    }

    private static void comeUp(Position p, int square) {
        if (p.hidden(square) != Piece.EMPTY && p.at(square) == Piece.EMPTY) p.effectUnhide(square);
    }
}
