package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * A pawn reborn on its promotion rank promotes there: the capture that brings it back is one move
 * per piece it may become ({@link Move#choice}), which {@link RebornUnit#promote} then applies.
 */
final class RebirthPromotions {
    private RebirthPromotions() {}

    /**
     * A pawn of any kind (Berolina, super, marine too: py 4.104 {@code Qd4*d5[+bBPd1=S]} under
     * Circe Couscous) reborn on its promotion rank promotes there, to any piece it may promote to: the
     * move becomes one move per piece, told apart by {@link Move#choice} (Popeye:
     * {@code Tb8*b1[+wBb8=D]}, {@code [+wBb8=T]}, ...).
     */
    static int expand(Position p, int mover, int[] out, int start, int end, Circe circe) {
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!circe.lastMove() && !Circe.isCapture(p, m)) continue;
            int choices = count(p, mover, m, circe);
            if (choices <= 1) continue;
            out[i] = Move.withChoice(m, 1);
            for (int c = 2; c <= choices; c++) out[n++] = Move.withChoice(m, c);
        }
        return n;
    }

    /** How many pieces the unit reborn by the move {@code m} promotes to (0: it does not promote). */
    private static int count(Position p, int mover, int m, Circe circe) {
        boolean lastMove = circe.lastMove();
        Circe.Reborn reborn = circe.reborn();
        Circe.Occupied occupied = circe.occupied();
        int from = Move.from(m), to = Move.to(m);
        int piece, sq;
        if (lastMove) {
            // the previous move's capture (before the diagram: LastCapture's)
            boolean retro = p.ply() == 0;
            int previous = retro ? p.retroCaptured() : p.lastCaptured();
            if (previous == Piece.EMPTY) return 0;
            sq = reborn == Circe.Reborn.CAPTURED || retro ? (retro ? p.retroCaptureSquare() : p.lastCaptureSquare())
                    : Move.to(p.lastMove());
            if (sq == to) return 0;
            piece = reborn == Circe.Reborn.CAPTURED ? previous : p.at(sq);
        } else if (reborn == Circe.Reborn.CAPTURED) {
            sq = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            piece = p.at(sq);
        } else {
            sq = to;
            piece = circe.capturerReborn(p, mover, m);
        }
        if (piece == Piece.EMPTY || !p.table.isPromotingPawn(piece) || !circe.takesPart(p, piece)) return 0;
        int r = circe.rebirth(p, piece, sq, m, false);
        if (r < 0 || !RebornUnit.onPromotionRank(p, piece, r)) return 0;
        boolean free = r == from || p.at(r) == Piece.EMPTY || reborn == Circe.Reborn.CAPTURER && r == sq;
        if (r == to && !(reborn == Circe.Reborn.CAPTURER && !lastMove)
                || !free && occupied == Circe.Occupied.RELAXED || occupied == Circe.Occupied.STRICT && !free) return 0;
        return RebornUnit.promotionChoices(p, piece, Piece.side(piece));
    }
}
