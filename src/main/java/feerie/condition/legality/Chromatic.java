package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * MonochromChess (every move, and every observation, ends on a square of the colour it started
 * from) and BichromChess (on the other colour). A castling is judged by its king's move, except
 * that castling on the queen's side counts as neither (its rook changes colour, its king does not),
 * as in Popeye.
 */
public final class Chromatic implements Condition {
    /** One of the conditions Popeye's intelligent mode knows. */
    @Override
    public boolean allowsIntelligentMode() { return true; }

    private final String name;
    /** Monochrom: the same colour; Bichrom: the other. */
    private final boolean sameColour;

    public Chromatic(String name, boolean sameColour) {
        this.name = name;
        this.sameColour = sameColour;
    }

    @Override
    public String name() { return name; }

    private boolean fits(Position p, int from, int to) {
        var g = p.geometry;
        boolean same = ((g.file(from) + g.rank(from) + g.file(to) + g.rank(to)) & 1) == 0;
        return same == sameColour;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (fits(p, Move.from(m), Move.to(m))) out[kept++] = m;
        }
        return kept;
    }

    /**
     * Every move is judged, also those other conditions add whatever the order they are listed
     * in (a Messigny exchange: REGRESSIONS-4_83_to_4_85-01, Kh2<->Ka1 is no Bichrom move).
     */
    @Override
    public int generationStage() { return 1; }

    /** Castling is generated apart from the pieces' moves: judged here. */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int m = p.lastMove();
        if (Move.kind(m) != Move.CASTLING) return true;
        boolean queenSide = p.geometry.file(Move.castlingRook(m)) < p.geometry.file(Move.from(m));
        return !queenSide && fits(p, Move.from(m), Move.to(m));
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean restrictsGeometry() { return true; }

    @Override
    public boolean allowsGeometry(Position p, int from, int to, int side) { return fits(p, from, to); }

    @Override
    public String toString() { return name; }
}
