package feerie.position;

import feerie.piece.movement.Move;

/** Plain coordinate text of a move ("e2e4", "e7e8q"-style with the promoted piece's id), for perft and logs. */
public final class MoveText {
    private MoveText() {}

    public static String uci(Position p, int move) {
        var g = p.geometry;
        String text = g.name(Move.from(move)) + g.name(Move.to(move));
        int promo = Move.promotion(move);
        if (promo > 0) text += p.table.type(promo).code("en").toLowerCase();
        return text;
    }
}
