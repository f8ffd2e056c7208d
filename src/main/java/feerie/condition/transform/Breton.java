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
 * can, the capture is plain. Units in both camps (neutral) are left out. Under the original
 * definition a capturing pawn's fate is settled before it promotes: such captures are left plain
 * here when a pawn was captured (not played); PY counts the promoted piece.
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
            // the mover itself: as it stood (the original definition) or promoted (PY)
            if (losing == side) {
                if (kind == Move.PROMOTION && !py) continue;
                int after = kind == Move.PROMOTION ? Piece.of(Move.promotion(m), side) : mover;
                if (walk(p, after).equals(walk)) count++;
            }
            if (count == 0) continue;
            out[i] = Move.withChoice(m, 1);
            for (int k = 2; k <= Math.min(count, 15); k++) out[n++] = Move.withChoice(m, k);
        }
        return n;
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
            if (unit == Piece.EMPTY || p.isNeutral(sq) || Piece.side(unit) != losing || !walk(p, unit).equals(walk)) continue;
            if (--choice > 0) continue;
            if (chromatic) p.effectChange(sq, unit ^ 1, Effects.Style.COLOUR_BRACKETED);
            else p.effectRemove(sq);
            return;
        }
    }
}
