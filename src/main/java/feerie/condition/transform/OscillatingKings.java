package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * White/BlackOscillatingKings: after each move of that side the two kings change places
 * ({@code [Ke5<->Kc5]}, the black king's square first). TypeB: a move that leaves the mover's
 * king in check before the exchange is not allowed (no exchange takes it out of check). TypeC:
 * the kings change places only when the move checks the other king. SwappingKings is TypeC for
 * both sides.
 */
final class OscillatingKings implements Condition {
    /** The side whose moves make the kings change places, or -1 for both (SwappingKings). */
    private final int side;
    private final char type;
    private final String name;

    OscillatingKings(int side, char type, String name) {
        this.side = side;
        this.type = type;
        this.name = name;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int mover = p.sideToMove();
        if (side >= 0 && mover != side) return;
        int white = p.king(Side.WHITE), black = p.king(Side.BLACK);
        if (white < 0 || black < 0 || white == black) return;
        // TypeB: left in check, the move stays so and the king's safety refuses it
        if (type == 'B' && p.kingAttacked(mover)) return;
        if (type == 'C' && !p.kingAttacked(Side.opponent(mover))) return;
        p.effectExchange(black, white);
    }
}
