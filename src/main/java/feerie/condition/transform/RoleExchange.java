package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * RoleExchange (Rollentausch): instead of a move, White may exchange the roles. The board turns
 * half round and every unit changes sides (a neutral one stays neutral); then Black moves, as
 * after any White move. Written {@code 1. RoleExchange} ({@code 1. Rollentausch}). After the
 * name, the number of exchanges allowed in a line (none: no limit).
 *
 * <p>Facts from Popeye 4.104 (conditions/role_exchange.c, position/effects/total_side_exchange.c,
 * board_transformation.c): only White exchanges; it is a null move, then a rotation by 180
 * degrees, then the exchange of sides; castling rights stay with their squares; its immobility
 * tests do not generate the exchange, so it is no escape from mate or stalemate.
 */
final class RoleExchange implements Condition {
    /** The mark of the exchange among the conditions' passes. */
    private static final int MARK = 1;
    private static final int MOVE = Move.conditionPass(MARK);
    /** White's condition flags count the exchanges played from this bit on (so that the hash sees them). */
    private static final int SHIFT = 16;

    /** The exchanges allowed in a line, or {@link Integer#MAX_VALUE}. */
    private final int limit;

    RoleExchange(int limit) { this.limit = limit; }

    @Override
    public String name() { return limit == Integer.MAX_VALUE ? "RoleExchange" : "RoleExchange " + limit; }

    @Override
    public boolean addsPasses() { return true; }

    @Override
    public int passMoves(Position p, int[] out, int n) {
        if (p.sideToMove() != Side.WHITE || played(p) >= limit) return n;
        out[n++] = MOVE;
        return n;
    }

    @Override
    public String passName(int move) { return move == MOVE ? "RoleExchange" : null; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (move != MOVE) return;
        if (limit != Integer.MAX_VALUE) {
            int flags = p.flags(Side.WHITE);
            p.effectFlags(Side.WHITE, flags + (1 << SHIFT));
        }
        exchange(p);
    }

    /** The exchanges played so far in this line. */
    private static int played(Position p) { return p.flags(Side.WHITE) >>> SHIFT; }

    /** The board turned half round, every unit of the other side (silent effects: the notation writes the name alone). */
    private static void exchange(Position p) {
        var g = p.geometry;
        int[] squares = new int[g.size];
        int[] units = new int[g.size];
        int count = 0;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (unit == Piece.EMPTY) continue;
            squares[count] = sq;
            units[count++] = unit;
            p.effectRemove(sq, Effects.Style.SILENT);
        }
        for (int i = 0; i < count; i++) {
            int sq = squares[i];
            int turned = g.square(g.files - 1 - g.file(sq), g.ranks - 1 - g.rank(sq));
            int unit = units[i];
            p.effectAdd(turned, p.table.isNeutral(unit) ? unit : unit ^ 1, Effects.Style.SILENT);
        }
    }
}
