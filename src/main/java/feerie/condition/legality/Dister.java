package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Black-/WhiteMaxDister and MinDister: the side must play a move that leaves the two reference
 * units (those on the two squares named, in the diagram) farthest apart (nearest), by Popeye's
 * measure dx² + dy². A move that captures one of them, or a position without one, counts as the
 * worst. As in Popeye, a move is measured by its departure, arrival and capture alone (its
 * effects, a rebirth, are not looked at); the units are followed through the moves played.
 */
public final class Dister implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    private final String name;
    private final int side;
    private final boolean max;
    /** The two diagram squares, as file and rank pairs. */
    private final int[] reference;

    public Dister(String name, int side, boolean max, int[] reference) {
        this.name = name;
        this.side = side;
        this.max = max;
        this.reference = reference;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return p.sideToMove() == side; }

    /** Where the unit that stood on {@code square} in the diagram stands now, or -1 (captured). */
    private static int follow(Position p, int square) {
        int s = square;
        Effects e = p.effects();
        for (int ply = 0; ply < p.ply() && s >= 0; ply++) {
            int m = p.moveAt(ply);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            if (p.captureSquareAt(ply) == s && p.capturedAt(ply) != Piece.EMPTY) {
                s = -1;
                // reborn by this move's effect: it is the unit captured
                for (int k = p.effectsStart(ply); k < p.effectsStart(ply + 1); k++)
                    if (e.kind(k) == Effects.Kind.ADD) s = e.square(k);
                continue;
            }
            if (Move.kind(m) == Move.CASTLING && s == Move.castlingRook(m)) s = to + (s > from ? -1 : 1);
            else if (s == from) s = to;
            for (int k = p.effectsStart(ply); k < p.effectsStart(ply + 1); k++)
                if (e.kind(k) == Effects.Kind.MOVE && e.square(k) == s) s = e.to(k);
        }
        return s;
    }

    /** The measure of {@code m}: higher is better; 0 when a reference unit is gone or taken. */
    private int measure(Position p, int m, int a, int b) {
        int from = Move.from(m), to = Move.to(m);
        int taken = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim()
                : Move.kind(m) == Move.CASTLING || p.at(to) == Piece.EMPTY ? -1 : to;
        if (a == from) a = to;
        else if (a == taken) a = -1;
        if (b == from) b = to;
        else if (b == taken) b = -1;
        if (a < 0 || b < 0) return 0;
        var g = p.geometry;
        int dx = g.file(a) - g.file(b), dy = g.rank(a) - g.rank(b);
        int d = dx * dx + dy * dy;
        return max ? d : 1000 - d;
    }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (p.sideToMove() != side || end - start < 2) return end;
        var g = p.geometry;
        int a = follow(p, g.square(reference[0], reference[1])), b = follow(p, g.square(reference[2], reference[3]));
        int best = -1;
        for (int i = start; i < end; i++) best = Math.max(best, measure(p, out[i], a, b));
        int kept = start;
        for (int i = start; i < end; i++) if (measure(p, out[i], a, b) == best) out[kept++] = out[i];
        return kept;
    }

    @Override
    public String toString() { return name + (side == Side.WHITE ? " (white)" : " (black)"); }
}
