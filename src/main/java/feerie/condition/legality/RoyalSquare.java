package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * White/BlackRoyalSquare: a square is the side's royal unit. The side is in check when the
 * square is observed by the other side, whatever stands there (Popeye 4.104: the royal square
 * takes the place of a king, input/plaintext/condition.c, solving/machinery/twin.c).
 */
final class RoyalSquare implements Condition {
    private final String name;
    private final int side;
    /** File and rank of the square (the board's geometry gives its index). */
    private final int file, rank;

    RoyalSquare(String name, int side, int file, int rank) {
        this.name = name;
        this.side = side;
        this.file = file;
        this.rank = rank;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean redefinesCheck() { return true; }

    @Override
    public boolean inCheck(Position p, int side) {
        if (side != this.side) return p.kingAttacked(side);
        int sq = p.geometry.square(file, rank);
        return sq >= 0 && p.isAttacked(sq, Side.opponent(side)) || p.kingAttacked(side);
    }

    /** The square is the side's one royal: a king of the side besides it is refused (py 4.104). */
    @Override
    public boolean isRoyalOf(int side) { return side == this.side; }

    /** Both sides' royal squares redefine check each for its side: not played together. */
    @Override
    public boolean combinesWith(Condition other) { return !(other instanceof RoyalSquare); }

    @Override
    public String toString() { return name; }
}
