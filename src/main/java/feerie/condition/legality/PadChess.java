package feerie.condition.legality;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.position.Effects;
import feerie.position.Position;
import java.util.List;

/**
 * PADChess: a unit that has captured once disappears after its second capture ({@code [-wBd5]}).
 * Strict: a unit that has captured may not capture (nor check) again, and a captured unit reborn
 * (Circe, listed before) has captured nothing. Kings take part only with RexInclusive, where a
 * king never captures twice. Whether a unit has captured is its type: a twin of each type with
 * the {@link #MARK} bit, put on silently, so the position, its hash and its undo keep it.
 */
public final class PadChess implements Condition {
    /** The attribute bit of "has captured" (not one of Popeye's attributes: never written). */
    static final int MARK = 1 << 20;

    private final boolean strict;
    private final boolean rexInclusive;

    public PadChess(boolean strict, boolean rexInclusive) {
        this.strict = strict;
        this.rexInclusive = rexInclusive;
    }

    @Override
    public String name() { return "PADChess" + (strict ? " Strict" : "") + (rexInclusive ? " RexInclusive" : ""); }

    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : List.copyOf(types)) {
            int mask = Attributes.of(t);
            if ((mask & (MARK | Attributes.NEUTRAL)) != 0) continue;
            PieceType marked = Attributes.derive(t, mask | MARK);
            if (types.stream().noneMatch(x -> x.id().equals(marked.id()))) types.add(marked);
        }
    }

    private static boolean marked(Position p, int piece) { return (p.table.attributes(piece) & MARK) != 0; }

    /** The same unit with the mark set or cleared (itself if the table has no such type). */
    private static int withMark(Position p, int piece, boolean mark) {
        PieceType t = p.table.type(Piece.type(piece));
        int mask = mark ? Attributes.of(t) | MARK : Attributes.of(t) & ~MARK;
        String id = Attributes.baseId(t) + (mask == 0 ? "" : "@" + mask);
        int index = p.table.indexOf(id);
        return index == 0 ? piece : Piece.of(index, Piece.side(piece));
    }

    /** A second capture is no move (nor a check) when strict, or for a king. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int piece = p.at(from);
        if (piece == Piece.EMPTY || !marked(p, piece) || !strict && !p.table.isRoyal(piece)) return end;
        int kept = start;
        for (int i = start; i < end; i++) if (!Captures.isCapture(p, out[i])) out[kept++] = out[i];
        return kept;
    }

    @Override
    public boolean changesObservation() { return true; }

    /** It only takes captures and observations away, never adds or moves one. */
    @Override
    public boolean observesWithinMovement() { return true; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        if (strict) unmarkReborn(p);
        if (p.lastCaptured() == Piece.EMPTY) return;
        int sq = p.lastArrival();
        int piece = p.at(sq);
        if (piece == Piece.EMPTY || p.isNeutral(sq) || !rexInclusive && p.table.isRoyal(piece)) return;
        if (marked(p, piece)) {
            // the second capture: the unit goes (strict, or a king: the move is illegal anyway)
            if (!strict && !p.table.isRoyal(piece)) p.effectRemove(sq);
        } else p.effectChange(sq, withMark(p, piece, true), Effects.Style.SILENT);
    }

    /** Strict: a unit reborn by this move's earlier effects starts afresh. */
    private static void unmarkReborn(Position p) {
        Effects e = p.effects();
        for (int i = p.lastEffectsStart(), top = e.top(); i < top; i++) {
            if (e.kind(i) != Effects.Kind.ADD) continue;
            int sq = e.square(i);
            int piece = p.at(sq);
            if (piece != Piece.EMPTY && marked(p, piece)) p.effectChange(sq, withMark(p, piece, false), Effects.Style.SILENT);
        }
    }

    @Override
    public String toString() { return name(); }
}
