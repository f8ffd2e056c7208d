package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Bolero: a piece moves without capturing with the walk of the piece the game array starts on its
 * file (rook, knight, bishop, queen, king, bishop, knight, rook) and captures with its own walk.
 * BoleroInverse: the other way round (so it also observes with the file's walk). Pawns keep their
 * walk, and so does the king unless RexInclusive.
 */
final class Bolero implements Condition {
    private static final String[] FILE_WALKS = {"rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook"};

    private final boolean inverse;
    private final boolean rexInclusive;

    Bolero(boolean inverse, boolean rexInclusive) {
        this.inverse = inverse;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() {
        return (inverse ? "BoleroInverse" : "Bolero") + (rexInclusive ? " RexInclusive" : "");
    }

    // captures keep the unit's walk under Bolero: only the inverse form changes what a unit observes
    @Override
    public boolean changesObservation() { return inverse; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.table.isPawn(unit) || !rexInclusive && p.table.isRoyal(unit)) return end;
        int file = p.geometry.file(from);
        if (file >= FILE_WALKS.length) return end;
        int walk = p.table.indexOf(FILE_WALKS[file]);
        if (walk == 0) return end;
        // the unit's own moves of the kind it keeps
        int kept = start;
        for (int i = start; i < end; i++)
            if (Move.kind(out[i]) == Move.CASTLING || isCapture(p, out[i]) != inverse) out[kept++] = out[i];
        // the file's walk, for the other kind
        int n = Walks.generateAs(p, from, side, Piece.of(walk, side), out, kept);
        int last = kept;
        for (int i = kept; i < n; i++) {
            int m = out[i];
            if (Move.kind(m) == Move.CASTLING || isCapture(p, m) != inverse) continue;
            out[last++] = m;
        }
        return last;
    }

    private static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.EN_PASSANT || kind == Move.DISPLACED_CAPTURE) return true;
        return kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }
}
