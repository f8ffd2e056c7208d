package feerie.condition.transform;

import feerie.piece.Piece;
import feerie.position.Position;

/**
 * For the conditions under which a king may stand attacked (AntiKings, VogtlaenderChess): a
 * king is still never captured, so a move that takes one is no move. It is a rule of legality,
 * not of generation: the capture onto the king stays among the unit's moves, where observation
 * by generated moves (under Madrasi, a reflective king's Ultra-observation) finds the attack
 * (WhiteReflectiveKing with VogtlaenderChess: the white king attacked by the black queen, Black
 * is in check, py 4.104).
 */
final class KingsUncapturable {
    private KingsUncapturable() {}

    /** May the position after the last move stand: has it taken no king? */
    static boolean noKingTaken(Position p) {
        int taken = p.lastCaptured();
        return taken == Piece.EMPTY || !p.table.isRoyal(taken);
    }
}
