package feerie.condition.circe;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Position;

/**
 * Strict rebirth (AntiCirce's default, Circe Strict): a capture whose unit cannot be reborn -
 * its square occupied, or, under Cheylan, AntiCirce's capturer reborn where it captured - is no
 * move, nor an observation.
 */
final class StrictRebirth {
    private StrictRebirth() {}

    /** Strict: a capture whose unit cannot be reborn is no move (nor an observation). */
    static int dropBlockedCaptures(Position p, Circe circe, int mover, int[] out, int start, int end) {
        if (circe.reborn() == Circe.Reborn.CAPTURER && !circe.takesPart(p, mover)) return end;
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (!Circe.isCapture(p, m) || mayBeReborn(p, circe, mover, m)) out[kept++] = m;
        }
        return kept;
    }

    /** Can the unit the capture {@code m} brings to rebirth be reborn (or does it take no part)? */
    static boolean mayBeReborn(Position p, Circe circe, int mover, int m) {
        int from = Move.from(m), to = Move.to(m);
        if (circe.reborn() == Circe.Reborn.CAPTURED) {
            int sq = Move.kind(m) == Move.EN_PASSANT ? p.enPassantVictim() : to;
            int victim = p.at(sq);
            if (!circe.takesPart(p, victim)) return true;
            int r = circe.rebirth(p, victim, sq, m, false);
            return r >= 0 && r != to && (r == from && !leavesHoles(p) || free(p, r)) && !p.imitatorLandsOn(r, to - from);
        }
        int r = circe.rebirth(p, circe.capturerReborn(p, mover, m), to, m, false);
        if (r < 0) return false;
        if (r == to) return !circe.cheylan();
        // a square an imitator reaches by the move's imitation takes no unit (REGRESSIONS-4_63_to_4_65-65)
        return (r == from && !leavesHoles(p) || free(p, r)) && !p.imitatorLandsOn(r, to - from);
    }

    /** Does the square the mover leaves become a hole before the rebirth (HaanerChess)? */
    private static boolean leavesHoles(Position p) {
        return p.conditions() instanceof feerie.condition.ConditionSet set && set.leavesHoles();
    }

    /** An empty square that is no hole (HaanerChess: a square a unit left takes no unit). */
    private static boolean free(Position p, int r) { return p.at(r) == Piece.EMPTY && !p.blocked(r); }
}
