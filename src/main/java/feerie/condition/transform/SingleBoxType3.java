package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.MoveGenerator;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * SingleBox type 3: the box of type 1; a pawn on its last rank may stay a pawn (a latent pawn)
 * while no officer of its side is missing. Once one is, the side's every move comes with the
 * promotion of one of its latent pawns to a missing officer, made before the move (the promoted
 * unit may itself move, written {@code [d8=L]Ld8-b6}); a move after which the mover keeps a
 * latent pawn while an officer is missing is illegal. A latent pawn observes as any officer
 * missing from its side. A move's choice says which latent pawn (in the order of the squares)
 * promotes to which officer (queen, knight, rook, bishop).
 */
final class SingleBoxType3 implements Condition {
    private static final int[] OFFICERS = {PieceTable.QUEEN, PieceTable.KNIGHT, PieceTable.ROOK, PieceTable.BISHOP};
    private static final int MAX_LATENT = 3;

    @Override
    public String name() { return "SingleBox Type3"; }

    @Override
    public void prepare(Position p) { LatentPawns.allowPawnPromotion(p); }

    /** The square of {@code side}'s j-th latent pawn in the order of the squares (a1 ... h8), or -1. */
    private static int latent(Position p, int side, int j) {
        var g = p.geometry;
        int rank = side == Side.WHITE ? g.ranks - 1 : 0;
        for (int f = 0; f < g.files; f++) {
            int sq = g.square(f, rank);
            if (LatentPawns.isLatent(p, sq, side) && j-- == 0) return sq;
        }
        return -1;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!LatentPawns.officerMissing(p, side) || LatentPawns.count(p, side) == 0) return end;
        int n = end;
        // the piece's own moves, each with every latent promotion: written after the originals
        for (int j = 0; j < MAX_LATENT; j++) {
            int sq = latent(p, side, j);
            if (sq < 0) break;
            for (int t = 0; t < OFFICERS.length; t++) {
                if (LatentPawns.countWalk(p, side, OFFICERS[t]) >= SingleBoxType1.BOX[OFFICERS[t]]) continue;
                int type = LatentPawns.officerType(p, side, OFFICERS[t]);
                if (type == 0) continue;
                int choice = j * OFFICERS.length + t + 1;
                if (sq == from) {
                    // the latent pawn moves as what it becomes
                    int pawn = p.at(sq);
                    p.changeUnrecorded(sq, Piece.of(type, side));
                    int first = n;
                    n = MoveGenerator.generatePlain(p, sq, side, out, n);
                    p.changeUnrecorded(sq, pawn);
                    for (int k = first; k < n; k++) out[k] = Move.withChoice(out[k], choice);
                } else {
                    for (int k = start; k < end; k++) out[n++] = Move.withChoice(out[k], choice);
                }
            }
        }
        // a move without a promotion is not possible: drop the originals
        System.arraycopy(out, end, out, start, n - end);
        return start + (n - end);
    }

    @Override
    public boolean actsBeforeMove() { return true; }

    @Override
    public void beforeMove(Position p, int move) {
        int choice = Move.choice(move);
        if (choice == 0) return;
        int side = p.sideToMove();
        int sq = latent(p, side, (choice - 1) / OFFICERS.length);
        int type = LatentPawns.officerType(p, side, OFFICERS[(choice - 1) % OFFICERS.length]);
        if (sq >= 0 && type > 0) p.effectChange(sq, Piece.of(type, side), Effects.Style.WALK_PREFIX);
    }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return SingleBoxType1.withinBox(p, Side.WHITE) && SingleBoxType1.withinBox(p, Side.BLACK)
                && !LatentPawns.illegal(p, mover);
    }

    @Override
    public boolean addsAttacks() { return true; }

    /** A latent pawn of {@code by} attacks as any officer missing from its side. */
    @Override
    public boolean attackedOtherwise(Position p, int target, int by) {
        if (LatentPawns.count(p, by) == 0 || !LatentPawns.officerMissing(p, by)) return false;
        int[] buf = new int[512];
        for (int j = 0; ; j++) {
            int sq = latent(p, by, j);
            if (sq < 0) return false;
            int pawn = p.at(sq);
            for (int walk : OFFICERS) {
                if (LatentPawns.countWalk(p, by, walk) >= SingleBoxType1.BOX[walk]) continue;
                int type = LatentPawns.officerType(p, by, walk);
                if (type == 0) continue;
                p.changeUnrecorded(sq, Piece.of(type, by));
                int n = MoveGenerator.generatePlain(p, sq, by, buf, 0);
                p.changeUnrecorded(sq, pawn);
                for (int k = 0; k < n; k++) if (Move.to(buf[k]) == target) return true;
            }
        }
    }
}
