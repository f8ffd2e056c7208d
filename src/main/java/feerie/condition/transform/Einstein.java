package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * EinsteinChess: a unit that captures goes one step up the scale pawn, knight, bishop, rook,
 * queen; a unit that moves without capturing goes one step down (a queen stays a queen when it
 * captures, a pawn a pawn when it does not; kings and fairy pieces keep their walk). The rook of a
 * castling moves without capturing. Written {@code Sb1-c3=P}. ReversalEinsteinChess: the other
 * way round.
 */
final class Einstein implements Condition {
    private static final String[] SCALE = {"pawn", "knight", "bishop", "rook", "queen"};

    private final boolean reversal;

    Einstein(boolean reversal) { this.reversal = reversal; }

    @Override
    public String name() { return reversal ? "ReversalEinsteinChess" : "EinsteinChess"; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        boolean capture = p.lastCaptured() != Piece.EMPTY;
        int to = Move.to(move);
        if (Move.kind(move) == Move.CASTLING) {
            int rook = Move.castlingRook(move);
            adjust(p, to + (rook > Move.from(move) ? -1 : 1), reversal);
            return;
        }
        adjust(p, to, capture != reversal);
    }

    /** The unit on {@code sq} one step up ({@code up}) or down the scale. */
    private static void adjust(Position p, int sq, boolean up) {
        int unit = p.at(sq);
        if (unit == Piece.EMPTY || p.table.attributes(unit) != 0) return;
        int walk = p.table.walk(unit);
        if (walk == PieceTable.FAIRY || walk == PieceTable.KING) return;
        int at = scaleIndex(walk);
        int next = up ? at + 1 : at - 1;
        if (next < 0 || next >= SCALE.length) return;
        int type = p.table.indexOf(SCALE[next]);
        if (type == 0) return;
        p.effectChange(sq, Piece.of(type, Piece.side(unit)), Effects.Style.WALK_INLINE);
    }

    private static int scaleIndex(int walk) {
        return switch (walk) {
            case PieceTable.PAWN -> 0;
            case PieceTable.KNIGHT -> 1;
            case PieceTable.BISHOP -> 2;
            case PieceTable.ROOK -> 3;
            default -> 4;
        };
    }
}
