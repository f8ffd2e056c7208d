package feerie.condition.circe;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * The Circe family as one record of independent choices (Popeye's manual, "After Circe,
 * AntiCirce, ..."): whose unit is reborn (the captured one in Circe, the capturer in AntiCirce),
 * on which side's home squares ({@code mirror}), where ({@link RebirthSquare}), whether kings take
 * part ({@code rexInclusive}), and what an occupied rebirth square does (Circe: no rebirth;
 * AntiCirce: the capture is illegal; Cheylan: also when reborn on the capture square). Each named
 * condition is a preset of these choices ({@link CirceConditions}).
 */
public final class Circe implements Condition, feerie.condition.RebirthOfCaptured {
    /** Whose unit is reborn. */
    public enum Reborn { CAPTURED, CAPTURER }

    private final String name;
    private final Reborn reborn;
    private final RebirthSquare where;
    private final boolean mirror;
    private final boolean rexInclusive;
    private final boolean cheylan;

    public Circe(String name, Reborn reborn, RebirthSquare where, boolean mirror, boolean rexInclusive, boolean cheylan) {
        this.name = name;
        this.reborn = reborn;
        this.where = where;
        this.mirror = mirror;
        this.rexInclusive = rexInclusive;
        this.cheylan = cheylan;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    /** The rebirth square of {@code piece} (as reborn) for a capture on {@code sq} by {@code move}, or -1. */
    private int rebirth(Position p, int piece, int sq, int move) {
        int side = Piece.side(piece);
        return where.square(p, piece, sq, mirror ? Side.opponent(side) : side, move);
    }

    private boolean takesPart(Position p, int piece) { return rexInclusive || !p.table.isRoyal(piece); }

    // ---- AntiCirce: captures whose capturer cannot be reborn are not moves, nor observations -----

    @Override
    public boolean changesObservation() { return reborn == Reborn.CAPTURER; }

    /** AntiCirce vetoes an observation whose capturer could not be reborn; it adds no observer. */
    @Override
    public boolean vetoesObservationOnly() { return true; }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        if (reborn != Reborn.CAPTURER) return true;
        int mover = p.at(from);
        if (!takesPart(p, mover)) return true;
        if (p.table.isPawn(mover)) {
            // a pawn capturing onto its last rank is reborn as what it promotes to: it observes if
            // any of its promotions could be reborn
            int last = Piece.side(mover) == Side.WHITE ? p.geometry.ranks - 1 : 0;
            if (p.geometry.rank(target) == last) {
                for (int type : p.promotionTypes(Piece.side(mover)))
                    if (capturerMayBeReborn(p, mover, Move.promotion(from, target, type))) return true;
                return false;
            }
        }
        return capturerMayBeReborn(p, mover, Move.of(from, target));
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (reborn != Reborn.CAPTURER) return end;
        int mover = p.at(from);
        if (!takesPart(p, mover)) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!isCapture(p, m) || capturerMayBeReborn(p, mover, m)) out[kept++] = m;
        }
        return kept;
    }

    private static boolean isCapture(Position p, int m) {
        int kind = Move.kind(m);
        return kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(Move.to(m)) != Piece.EMPTY;
    }

    private boolean capturerMayBeReborn(Position p, int mover, int m) {
        int from = Move.from(m), to = Move.to(m);
        int piece = Move.kind(m) == Move.PROMOTION ? Piece.of(Move.promotion(m), Piece.side(mover)) : mover;
        int r = rebirth(p, piece, to, m);
        if (r < 0) return false;
        if (r == to) return !cheylan;
        return r == from || p.at(r) == Piece.EMPTY;
    }

    // ---- the rebirth -------------------------------------------------------------------------

    @Override
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY) return;
        if (reborn == Reborn.CAPTURED) {
            if (!takesPart(p, captured)) return;
            int r = rebirth(p, captured, p.lastCaptureSquare(), move);
            if (r < 0 || p.at(r) != Piece.EMPTY) return;
            p.effectAdd(r, captured);
            restoreCastling(p, r, captured);
        } else {
            int to = Move.to(move);
            int capturer = p.at(to);
            if (capturer == Piece.EMPTY || !takesPart(p, capturer)) return;
            int r = rebirth(p, capturer, to, move);
            if (r < 0 || r != to && p.at(r) != Piece.EMPTY) return;
            p.effectMove(to, r);
            restoreCastling(p, r, capturer);
        }
    }

    /**
     * A king or rook reborn on its game-array square may castle again (as in Popeye, which gives
     * the castling right to whatever king or rook arrives there).
     */
    private static void restoreCastling(Position p, int square, int piece) {
        int walk = p.table.walk(piece);
        if (walk != PieceTable.KING && walk != PieceTable.ROOK) return;
        var g = p.geometry;
        int home = Piece.side(piece) == Side.WHITE ? 0 : g.ranks - 1;
        if (g.rank(square) != home || g.files != 8) return;
        int file = g.file(square);
        if (walk == PieceTable.KING ? file == 4 : file == 0 || file == 7) p.effectUnmoved(square, true);
    }

    /** Where a captured unit is reborn (Kamikaze asks it for its capturer); -1 in AntiCirce. */
    @Override
    public int rebirthOfCaptured(Position p, int piece, int square, int move) {
        return reborn == Reborn.CAPTURED && takesPart(p, piece) ? rebirth(p, piece, square, move) : -1;
    }

    @Override
    public String toString() { return name; }
}
