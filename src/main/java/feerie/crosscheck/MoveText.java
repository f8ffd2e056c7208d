package feerie.crosscheck;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/** A legal move written in long algebraic with a notation's letters ("Sb1-d2", "e7xd8=D", "0-0"), for messages. */
public final class MoveText {
    private MoveText() {}

    public static String of(Position p, int m, Alphabet alphabet) {
        if (Move.kind(m) == Move.CASTLING) return Move.castlingRook(m) > Move.from(m) ? "0-0" : "0-0-0";
        var g = p.geometry;
        int piece = p.at(Move.from(m));
        String letters = p.table.isPawn(piece) ? "" : alphabet.letters(p.table.type(Piece.type(piece)));
        String promotion = Move.kind(m) == Move.PROMOTION ? "=" + alphabet.letters(p.table.type(Move.promotion(m))) : "";
        return letters + g.name(Move.from(m)) + (MoveMatcher.captures(p, m) ? "x" : "-") + g.name(Move.to(m)) + promotion;
    }
}
