package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.geometry.Geometry;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Maximummer and Minimummer (Black-, White-): the side must play one of its longest (shortest)
 * legal moves. A move's length is Popeye's: the square of the distance between departure and
 * arrival (dx² + dy²), castling 16 on the king's side and 25 on the queen's. With {@code Ultra}
 * the side also observes (checks) only by its longest (shortest) moves: a unit observes a square
 * only when the capture there is as long as the side's longest move, its castlings aside.
 */
public final class Mummer implements Condition {
    /** One measure of the moves of its side ({@link Condition#measuresMovesOf}). */
    @Override
    public int measuresMovesOf() { return 1 << side; }

    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    private final int side;
    private final boolean longest;
    private final boolean ultra;
    /** The Ultra form in a mate test: an escape counts only if no move of the side, legal or not, is longer. */
    private final boolean mateTest;

    public Mummer(String name, int side, boolean longest) { this(name, side, longest, false, false); }

    public Mummer(String name, int side, boolean longest, boolean ultra) { this(name, side, longest, ultra, false); }

    private Mummer(String name, int side, boolean longest, boolean ultra, boolean mateTest) {
        this.name = name;
        this.side = side;
        this.longest = longest;
        this.ultra = ultra;
        this.mateTest = mateTest;
    }

    @Override
    public Condition mateTestForm() { return ultra && !mateTest ? new Mummer(name, side, longest, true, true) : this; }

    /** Mate test, Ultra: the escape must be of the side's best length among all its moves (the move taken back to see them). */
    @Override
    public boolean legalAfter(Position p, int mover) {
        if (!mateTest || mover != side) return true;
        int m = p.lastMove();
        int l = length(p, m);
        p.unmake(m);
        boolean better = anyBetter(p, side, l);
        p.make(m);
        return !better;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean selects() { return true; }

    /** Only the moves of its side are chosen among. */
    @Override
    public boolean selectsNow(Position p) { return p.sideToMove() == side; }

    /** Popeye's length of {@code m}, a move of the position {@code p}. */
    static int length(Position p, int m) {
        Geometry g = p.geometry;
        int from = Move.from(m), to = Move.to(m);
        if (Move.kind(m) == Move.CASTLING) return g.file(Move.castlingRook(m)) > g.file(from) ? 16 : 25;
        int dx = g.file(to) - g.file(from), dy = g.rank(to) - g.rank(from);
        return dx * dx + dy * dy;
    }

    @Override
    public int selectLegal(Position p, int[] out, int start, int end) {
        if (p.sideToMove() != side || end - start < 2) return end;
        int best = longest ? -1 : Integer.MAX_VALUE;
        for (int i = start; i < end; i++) {
            int l = length(p, out[i]);
            if (longest ? l > best : l < best) best = l;
        }
        int kept = start;
        for (int i = start; i < end; i++) if (length(p, out[i]) == best) out[kept++] = out[i];
        return kept;
    }

    @Override
    public boolean changesObservation() { return ultra; }

    @Override
    public boolean vetoesObservationOnly() { return true; }

    /** Ultra: {@code from} observes {@code target} only by one of the side's longest (shortest) moves. */
    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (!ultra || by != side) return true;
        var g = p.geometry;
        int dx = g.file(target) - g.file(from), dy = g.rank(target) - g.rank(from);
        return !anyBetter(p, by, dx * dx + dy * dy);
    }

    /** Could {@code by}'s units make a move longer (shorter) than {@code length} (castling aside)? */
    private boolean anyBetter(Position p, int by, int length) {
        int[] out = p.scratch;
        int start = p.scratchTop;
        if (start > out.length - 4096) return false;
        try {
            for (int i = 0, count = p.pieceCount(by); i < count; i++) {
                int n = feerie.position.MoveGenerator.generateFrom(p, p.pieceSquare(by, i), out, start);
                for (int k = start; k < n; k++) {
                    int l = length(p, out[k]);
                    if (longest ? l > length : l < length) return true;
                }
            }
            return false;
        } finally {
            p.scratchTop = start;
        }
    }

    @Override
    public String toString() { return name + (side == Side.WHITE ? " (white)" : " (black)"); }
}
