package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Component;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Cage Circe: the captured unit is reborn on a square of the capturing side's choice where it has
 * no legal move without capture (a "cage"), on the board after the capture (py: {@code c6*b7[+bPa8]},
 * {@code [+bPb8]}; a pawn reborn on its promotion rank promotes only to the pieces caged there:
 * {@code g2*h3[+bPg1=S]}). When there is no cage the unit is not reborn ({@code h2*g3}), or, Strict,
 * the capture is no move. Volcanic and Parachute take occupied squares too, a cage when the unit
 * standing there instead of the occupant would be caged (py: {@code Be8*f7[+wBh8->v]}). The square
 * and the promotion travel in the move as Super Circe's do ({@link SuperRebirth#withSquare},
 * {@link Move#withChoice}).
 */
final class CageRebirth {
    private CageRebirth() {}

    /**
     * Replaces each capture of {@code out[start..end)} by its variants, one per cage (and per
     * caged promotion there); without a cage by the capture alone, or by nothing when
     * {@code strict}. Returns the new end.
     */
    static int expand(Position p, int mover, int side, int[] out, int start, int end, Circe circe, boolean strict,
            boolean underworld) {
        int kept = start;
        int tail = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Circe.isCapture(p, m)) out[tail++] = m;
            else out[kept++] = m;
        }
        int w = tail;
        int rebornSide = Side.opponent(side);
        int[] types = p.promotionTypes(rebornSide);
        for (int j = end; j < tail; j++) {
            int m = out[j];
            int piece = circe.rebornBy(p, mover, m);
            if (piece == Piece.EMPTY) {
                out[w++] = m;
                continue;
            }
            int first = w;
            boolean pawn = p.table.isPawn(piece);
            // the move's choice bits hold a promotion's rebirth square: its reborn pawn takes the first piece
            int promotions = pawn && Move.kind(m) != Move.PROMOTION ? Math.min(types.length, Move.CHOICES - 1) : 1;
            int from = Move.from(m), to = Move.to(m);
            int victimSquare = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            int victim = p.at(victimSquare);
            // the board after the capture, for the questions below
            p.peekUnrecorded(from, Piece.EMPTY);
            if (victimSquare != to) p.peekUnrecorded(victimSquare, Piece.EMPTY);
            p.peekUnrecorded(to, Move.kind(m) == Move.PROMOTION ? p.promoted(mover, Move.promotion(m), side) : mover);
            // a move of the reborn unit could leave its king attacked only if the king is attacked
            // without it (or a hopper might use it as a hurdle): otherwise no move needs the test
            int king = p.king(rebornSide);
            boolean testLegality = king >= 0 && (!p.attacksOnlyAlongLines(side) || p.isAttackedPlainly(king, side));
            // then whether a move to a square is legal does not depend on where the unit came from:
            // the answers are kept by square past the room for this capture's variants, the unit's
            // moves generated after them
            int size = p.geometry.size;
            int known = w + size * Move.CHOICES;
            int scratch = known + size;
            // the answers hold for one unit: a promoted piece on a square may shield its king where
            // the pawn does not (a neutral queen on e1 attacks Ke7 for White), so they are dropped
            // when the unit asked about changes (REGRESSIONS-4_61_to_4_63-05: no cage on e2)
            int answersFor = Piece.EMPTY;
            for (int s = 0; s < p.geometry.size; s++) {
                boolean free = p.at(s) == Piece.EMPTY;
                if (!underworld && !free || !SuperRebirth.fits(m, s)) continue;
                int v = SuperRebirth.withSquare(m, s);
                if (pawn && types.length > 0 && SuperRebirth.onPromotionRank(p, piece, s)) {
                    for (int c = 1; c <= promotions; c++) {
                        int promoted = p.promoted(piece, types[c - 1], rebornSide);
                        if (testLegality && answersFor != promoted) java.util.Arrays.fill(out, known, known + size, 0);
                        answersFor = promoted;
                        if (caged(p, s, promoted, rebornSide, testLegality, out, known, scratch))
                            out[w++] = promotions == 1 ? v : Move.withChoice(v, c);
                    }
                } else {
                    if (testLegality && answersFor != piece) java.util.Arrays.fill(out, known, known + size, 0);
                    answersFor = piece;
                    if (caged(p, s, piece, rebornSide, testLegality, out, known, scratch)) out[w++] = v;
                }
            }
            if (victimSquare != to) {
                p.peekUnrecorded(to, Piece.EMPTY);
                p.peekUnrecorded(victimSquare, victim);
            } else {
                p.peekUnrecorded(to, victim);
            }
            p.peekUnrecorded(from, mover);
            if (w == first && !strict) out[w++] = m;
        }
        System.arraycopy(out, tail, out, kept, w - tail);
        return kept + (w - tail);
    }

    /**
     * Would {@code unit} (of {@code side}) standing on {@code s} (instead of its occupant) have no
     * legal move without capture? Its moves are written in {@code out} from {@code start}, which is
     * free; with {@code testLegality}, {@code out[known + square]} keeps whether a move there is
     * legal (0: not asked yet, 1: legal, 2: not).
     */
    private static boolean caged(Position p, int s, int unit, int side, boolean testLegality, int[] out, int known,
            int start) {
        int standing = p.table.isNeutral(unit) ? Piece.of(Piece.type(unit), side) : unit;
        int occupant = p.at(s);
        p.peekUnrecorded(s, standing);
        int n = start;
        for (Component.Bound c : p.movement(standing)) n = c.generate(p, s, side, out, n);
        boolean caged = true;
        for (int i = start; i < n && caged; i++) {
            int kind = Move.kind(out[i]);
            int arrival = Move.to(out[i]);
            if (kind == Move.EN_PASSANT || kind != Move.CASTLING && p.at(arrival) != Piece.EMPTY) continue;
            if (kind == Move.CASTLING) caged = false;
            else if (p.table.isRoyal(standing)) caged = !legal(p, s, arrival, standing, side);
            else if (testLegality) {
                if (out[known + arrival] == 0) out[known + arrival] = legal(p, s, arrival, standing, side) ? 1 : 2;
                caged = out[known + arrival] == 2;
            } else caged = false;
        }
        p.peekUnrecorded(s, occupant);
        return caged;
    }

    /**
     * Would the unit's move {@code s}-{@code arrival} leave its king unattacked? A cage is a square
     * without a legal move that captures nothing (REGRESSIONS-4_51_to_4_53-21: a rook whose king
     * stays in check is caged). Asked of the pieces' movements on the board alone.
     */
    private static boolean legal(Position p, int s, int arrival, int unit, int side) {
        p.peekUnrecorded(s, Piece.EMPTY);
        p.peekUnrecorded(arrival, unit);
        int king = p.table.isRoyal(unit) ? arrival : p.king(side);
        boolean legal = king < 0 || !p.isAttackedPlainly(king, Side.opponent(side));
        p.peekUnrecorded(arrival, Piece.EMPTY);
        p.peekUnrecorded(s, unit);
        return legal;
    }
}
