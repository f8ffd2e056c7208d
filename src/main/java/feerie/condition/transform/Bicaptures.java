package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

/**
 * Bicaptures: a unit may capture the units of its own side (the king aside) as well as the
 * other side's. Only the moves change: observation (check) stays as it is. The own units are
 * coloured the other way for a moment (not recorded) while the unit's moves are generated again,
 * and the captures of them are added.
 */
final class Bicaptures implements Condition {
    @Override
    public String name() { return "Bicaptures"; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (p.isNeutral(from)) return end;
        int[] own = p.scratch;
        int base = p.scratchTop, count = 0;
        for (int i = 0, c = p.pieceCount(side); i < c; i++) {
            int sq = p.pieceSquare(side, i);
            if (sq != from && !p.table.isRoyal(p.at(sq))) own[base + count++] = sq;
        }
        if (count == 0) return end;
        p.scratchTop = base + count;
        for (int i = 0; i < count; i++) p.put(own[base + i], p.at(own[base + i]) ^ 1);
        // the plain moves go on the scratch stack above the squares kept there, then the kept
        // ones are copied to out: out may be that stack itself (Assassin Circe generates there),
        // where moves written at end would overwrite the squares before they are flipped back
        int plain = base + count;
        int n = MoveGenerator.generatePlain(p, from, side, own, plain);
        for (int i = 0; i < count; i++) p.put(own[base + i], p.at(own[base + i]) ^ 1);
        p.scratchTop = base;
        int k = end;
        for (int i = plain; i < n; i++) {
            int m = own[i];
            int kind = Move.kind(m);
            if (kind == Move.CASTLING || kind == Move.EN_PASSANT) continue;
            int target = p.at(Move.to(m));
            if (target != Piece.EMPTY && Piece.side(target) == side && Move.to(m) != from) out[k++] = m;
        }
        return k;
    }
}
