package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Breton: when a unit is captured, a unit of the capturing side with the captured unit's walk is
 * removed as well ({@code [-wBg4]}); Adverse: a unit of the captured side; Chromatic: the unit
 * changes sides instead ({@code [g4=b]}). When several could go, each is another move (the move's
 * choice: the k-th such unit on the board after the move, square by square from a1); when none
 * can, the capture is plain. Units in both camps (neutral) are left out, but count under PY.
 * Under the original definition a capturing pawn's fate is settled before it promotes: when it is
 * the unit that goes, it goes unpromoted ({@code b7*c8[-wPc8]}); PY counts the promoted piece.
 */
final class Breton implements Condition {
    private final String name;
    private final boolean adverse;
    private final boolean chromatic;
    /** Popeye's own reading (PY): a capturing pawn that promotes counts as the promoted piece. */
    private final boolean py;

    Breton(String name, boolean adverse, boolean chromatic, boolean py) {
        this.name = name;
        this.adverse = adverse;
        this.chromatic = chromatic;
        this.py = py;
    }

    @Override
    public String name() { return name; }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int n = end;
        int mover = p.at(from);
        int firstPromotion = p.promotionTypes(side).length > 0 ? p.promotionTypes(side)[0] : -1;
        boolean dropped = false;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int kind = Move.kind(m);
            if (kind == Move.CASTLING) continue;
            int victimSquare = kind == Move.EN_PASSANT ? p.enPassantVictim() : Move.to(m);
            if (victimSquare < 0) continue;
            int victim = p.at(victimSquare);
            if (victim == Piece.EMPTY || p.isNeutral(victimSquare)) continue;
            int losing = adverse ? Side.opponent(side) : side;
            String walk = walk(p, victim);
            int count = 0;
            for (int k = 0, c = p.pieceCount(losing); k < c; k++) {
                int sq = p.pieceSquare(losing, k);
                if (sq != from && sq != victimSquare && walk(p, p.at(sq)).equals(walk)) count++;
            }
            // PY: a neutral unit belongs to the losing side too (REGRESSIONS-4_87_to_4_89-02)
            if (py) for (int k = 0, c = p.neutralCount(); k < c; k++) {
                int sq = p.neutralSquare(k);
                if (sq != from && sq != victimSquare && walk(p, p.at(sq)).equals(walk)) count++;
            }
            if (losing == side) {
                if (kind == Move.PROMOTION && !py) {
                    // the original definition: the capturing pawn's fate is settled before it
                    // promotes; when it is the unit that goes, it goes as a pawn, unpromoted
                    // (b7*c8[-wPc8], REGRESSIONS-4_87_to_4_89-03)
                    if (walk(p, mover).equals(walk)) {
                        if (Move.promotion(m) == firstPromotion)
                            out[n++] = Move.withChoice(Move.of(from, Move.to(m)), moverChoice(p, side, from, Move.to(m), walk));
                        // the promotions only with another unit going: none, no promotion
                        if (count == 0) { out[i] = DROPPED; dropped = true; }
                    }
                } else {
                    int after = kind == Move.PROMOTION ? Piece.of(Move.promotion(m), side) : mover;
                    if (walk(p, after).equals(walk)) count++;
                }
            }
            if (count == 0) continue;
            out[i] = Move.withChoice(m, 1);
            for (int k = 2; k <= Math.min(count, 15); k++) out[n++] = Move.withChoice(m, k);
        }
        if (!dropped) return n;
        int kept = start;
        for (int i = start; i < n; i++) if (out[i] != DROPPED) out[kept++] = out[i];
        return kept;
    }

    /** A mark for a generated move that is dropped (no move is -1). */
    private static final int DROPPED = -1;

    /** The choice that takes the mover itself, standing on {@code to} after the move: its place among the candidates in the board's order. */
    private int moverChoice(Position p, int side, int from, int to, String walk) {
        int k = 1;
        for (int sq = 0; sq < to; sq++) {
            if (sq == from) continue;
            int unit = p.at(sq);
            if (unit != Piece.EMPTY && candidate(p, sq, unit, side) && walk(p, unit).equals(walk)) k++;
        }
        return Math.min(k, 15);
    }

    /** May the unit on {@code sq} go as one of side {@code losing}'s (neutral units only under PY)? */
    private boolean candidate(Position p, int sq, int unit, int losing) {
        return p.isNeutral(sq) ? py : Piece.side(unit) == losing;
    }

    private static String walk(Position p, int unit) {
        return Attributes.baseId(p.table.type(Piece.type(unit)));
    }

    @Override
    public void afterMove(Position p, int move) {
        int choice = Move.choice(move);
        int captured = p.lastCaptured();
        if (choice == 0 || captured == Piece.EMPTY) return;
        int mover = p.sideToMove();
        int losing = adverse ? Side.opponent(mover) : mover;
        String walk = walk(p, captured);
        var g = p.geometry;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (unit == Piece.EMPTY || !candidate(p, sq, unit, losing) || !walk(p, unit).equals(walk)) continue;
            if (--choice > 0) continue;
            if (chromatic) p.effectChange(sq, unit ^ 1, Effects.Style.COLOUR_BRACKETED);
            else p.effectRemove(sq);
            return;
        }
    }
}
