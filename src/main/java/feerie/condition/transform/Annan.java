package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.position.Position;

/**
 * AnnanChess: a unit with a unit of its own side right behind it (on the next square towards its
 * own first rank) moves, captures and checks with that unit's walk instead of its own. NannaChess
 * looks in front instead. Popeye's types: A (any unit), B (not when the unit behind is the king),
 * C (not when the unit that moves is the king), D (neither).
 */
final class Annan implements Condition {
    private final boolean nanna;
    private final char type;

    Annan(boolean nanna, char type) {
        this.nanna = nanna;
        this.type = type;
    }

    @Override
    public String name() {
        String base = nanna ? "NannaChess" : "AnnanChess";
        return type == 'A' ? base : base + " Type" + type;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** The unit whose walk the unit on {@code from} borrows, or 0. */
    private int annaniser(Position p, int from, int side) {
        int dy = (side == Side.WHITE) != nanna ? -1 : 1;
        int rear = p.geometry.offset(from, 0, dy);
        if (rear < 0) return 0;
        int unit = p.at(rear);
        if (unit == Piece.EMPTY || p.isNeutral(rear) || Piece.side(unit) != side) return 0;
        boolean rearKing = p.table.isRoyal(unit), frontKing = p.table.isRoyal(p.at(from));
        switch (type) {
            case 'B': if (rearKing) return 0; break;
            case 'C': if (frontKing) return 0; break;
            case 'D': if (rearKing || frontKing) return 0; break;
            default: break;
        }
        return unit;
    }

    @Override
    public boolean changesWalks() { return true; }

    /** The walk is chosen before any condition judges the moves it makes (Madrasi listed first). */
    @Override
    public int generationStage() { return -1; }

    @Override
    public int observingUnit(Position p, int from, int unit) {
        if (unit == Piece.EMPTY || p.isNeutral(from)) return unit;
        int walk = annaniser(p, from, Piece.side(unit));
        return walk == 0 ? unit : Piece.of(Piece.type(walk), Piece.side(unit));
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        int walk = annaniser(p, from, side);
        if (walk == 0) return end;
        return Walks.generateAs(p, from, side, walk, out, start);
    }
}
