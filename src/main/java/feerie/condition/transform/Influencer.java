package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.Position;

/**
 * Influencer: a unit that moves (a royal one aside; in castling the rook) turns every enemy unit
 * next to its arrival square (royal ones aside) into a pawn, written {@code [c3=P]} even for a
 * pawn; a unit on its own side's first or last rank takes the mover's walk instead
 * ({@code [b1=B]}). The neighbours are taken in Popeye's order of directions.
 */
final class Influencer implements Condition {
    /** Popeye's order: right, up, left, down, up-left, up-right, down-right, down-left. */
    private static final int[] DX = {1, 0, -1, 0, -1, 1, 1, -1};
    private static final int[] DY = {0, 1, 0, -1, 1, 1, -1, -1};

    @Override
    public String name() { return "Influencer"; }

    @Override
    public int walkChangingFamily() { return OTHER_UNIT_WALK; }

    @Override
    public boolean hasEffects() { return true; }

    /**
     * After the other conditions' changes of colour and square (Masand's, Anda's, a rebirth), as
     * Popeye's fixed order of effects has it, whatever the order the problem lists them in: a unit
     * Masand has just made the opponent's is influenced ({@code Qh6-f4[e4=b][f8=w][e4=P]}).
     */
    @Override
    public int effectStage() { return 3; }

    /**
     * A unit in a corner of its first rank may become a rook, and then castles if neither it nor
     * its king has moved: the king at home and such units are marked unmoved from the start.
     */
    @Override
    public void prepare(Position p) {
        var g = p.geometry;
        if (!p.castlingAllowed() || g.files != 8) return;
        for (int side = 0; side < 2; side++) {
            int rank = side == 0 ? 0 : g.ranks - 1;
            int king = p.king(side);
            if (king != g.square(4, rank) || p.isNeutral(king)) continue;
            p.setUnmoved(king, true);
            for (int corner : new int[] {g.square(0, rank), g.square(7, rank)}) {
                int unit = p.at(corner);
                if (unit != Piece.EMPTY && Piece.side(unit) == side && !p.isNeutral(corner) && !p.table.isPawn(unit))
                    p.setUnmoved(corner, true);
            }
        }
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        int at;
        if (Move.kind(move) == Move.CASTLING) {
            int to = Move.to(move);
            at = to + (Move.castlingRook(move) > Move.from(move) ? -1 : 1);
        } else {
            at = p.lastArrival();
        }
        int influenced = p.sideToMove() ^ 1;
        // an exchange moves two units, each influences (the opponent's units both times), the one
        // now on the move's departure square first, as in Popeye (Rd3<->Rf8[d4=P][g7=P])
        if (Move.kind(move) == Move.EXCHANGE) influence(p, Move.from(move), influenced);
        influence(p, at, influenced);
    }

    /** The unit on {@code at}, if not royal, influences the units of {@code influenced} next to it. */
    private static void influence(Position p, int at, int influenced) {
        int influencer = p.at(at);
        if (influencer == Piece.EMPTY || p.table.isRoyal(influencer)) return;
        var g = p.geometry;
        int pawn = p.table.indexOf("pawn");
        for (int d = 0; d < 8; d++) {
            int f = g.file(at) + DX[d], r = g.rank(at) + DY[d];
            if (f < 0 || r < 0 || f >= g.files || r >= g.ranks) continue;
            int sq = g.square(f, r);
            int unit = p.at(sq);
            if (unit == Piece.EMPTY || p.isNeutral(sq) || Piece.side(unit) != influenced || p.table.isRoyal(unit)) continue;
            boolean edge = r == 0 || r == g.ranks - 1;
            int type = edge ? Piece.type(influencer) : pawn;
            if (type == 0) continue;
            p.effectChange(sq, Piece.of(type, influenced), Effects.Style.WALK_BRACKETED);
        }
    }
}
