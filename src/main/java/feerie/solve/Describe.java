package feerie.solve;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/** Turns a move of the current position into a {@link PlayedMove} (call before making it). */
final class Describe {
    private Describe() {}

    static PlayedMove before(Position p, int move, String suffix) {
        var g = p.geometry;
        int from = Move.from(move), to = Move.to(move);
        int piece = p.at(from);
        String code = p.table.isPawn(piece) ? "" : p.table.type(Piece.type(piece)).code("en");
        if (p.table.isRoyal(piece) && code.equals("ck")) code = "k"; // a game's king is written K
        int kind = Move.kind(move);
        int castling = kind == Move.CASTLING ? (Move.castlingRook(move) > from ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE) : 0;
        String promo = kind == Move.PROMOTION ? p.table.type(Move.promotion(move)).code("en") : null;
        boolean capture = kind == Move.EN_PASSANT || p.at(to) != Piece.EMPTY;
        return new PlayedMove(code, g.name(from), g.name(to), capture, promo, castling, kind == Move.EN_PASSANT, suffix);
    }
}
