package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * SingleBox type 2: the box of type 1, and a pawn reaching its last rank may stay a pawn there (a
 * latent pawn) when no piece of its side is missing from the board. As soon as one is missing the
 * latent pawn must promote to it, and it does so with a move of the other side (Popeye: any move
 * of White may come with the promotion of a black latent pawn, written {@code Sh4*f3[h1=S]}). A
 * position where a side keeps a latent pawn while one of its queen, rooks, bishops or knights is
 * missing is illegal. A move's choice says which latent pawn (in Popeye's order: White's from h8
 * to a8, Black's from a1 to h1) promotes to which officer.
 */
final class SingleBoxType2 implements Condition {
    /** The officers a latent pawn may become, in Popeye's order. */
    private static final int[] OFFICERS = {PieceTable.QUEEN, PieceTable.KNIGHT, PieceTable.ROOK, PieceTable.BISHOP};
    /** Latent pawns a move's choice can name (4 officers each, within {@link Move#CHOICES}). */
    private static final int MAX_LATENT = 3;

    @Override
    public String name() { return "SingleBox Type2"; }

    @Override
    public void prepare(Position p) { LatentPawns.allowPawnPromotion(p); }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int them = Side.opponent(side);
        int latent = LatentPawns.count(p, them);
        if (latent == 0) return end;
        int total = 0;
        boolean any = false;
        for (int i = start; i < end; i++) {
            int n = promotable(p, them, out[i], latent);
            any |= n > 0;
            total += Math.max(n, 1);
        }
        if (!any) return end;
        // written back to front, each move followed by its promotions, in Popeye's order
        int pos = start + total;
        for (int i = end - 1; i >= start; i--) {
            int m = out[i];
            int n = promotable(p, them, m, latent);
            pos -= Math.max(n, 1);
            if (n == 0) {
                out[pos] = m;
                continue;
            }
            int k = pos;
            for (int j = 0; j < Math.min(latentAfter(p, them, m, latent), MAX_LATENT); j++)
                for (int t = 0; t < OFFICERS.length; t++)
                    if (missingAfter(p, them, m, OFFICERS[t])) out[k++] = Move.withChoice(m, j * OFFICERS.length + t + 1);
        }
        return start + total;
    }

    /** The number of moves {@code m} becomes, one per latent pawn and missing officer (0: it stays itself). */    private static int promotable(Position p, int them, int m, int latent) {
        int pawns = Math.min(latentAfter(p, them, m, latent), MAX_LATENT);
        if (pawns == 0) return 0;
        int officers = 0;
        for (int walk : OFFICERS) if (missingAfter(p, them, m, walk)) officers++;
        return pawns * officers;
    }

    /** The latent pawns of {@code them} left after the move {@code m} (it may take one). */
    private static int latentAfter(Position p, int them, int m, int latent) {
        int victim = victim(p, m);
        return victim >= 0 && LatentPawns.isLatent(p, victim, them) ? latent - 1 : latent;
    }

    /** Is an officer of this walk missing from {@code them}'s board after the move {@code m}? */
    private static boolean missingAfter(Position p, int them, int m, int walk) {
        int count = LatentPawns.countWalk(p, them, walk);
        int victim = victim(p, m);
        if (victim >= 0 && Piece.side(p.at(victim)) == them && p.table.walk(p.at(victim)) == walk) count--;
        return count < SingleBoxType1.BOX[walk];
    }

    private static int victim(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLING || kind == Move.EXCHANGE) return -1;
        int sq = kind == Move.EN_PASSANT ? p.enPassantVictim() : kind == Move.DISPLACED_CAPTURE ? Move.victim(m) : Move.to(m);
        return sq >= 0 && p.at(sq) != Piece.EMPTY ? sq : -1;
    }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int choice = Move.choice(move);
        if (choice == 0) return;
        int them = Side.opponent(Piece.side(p.lastMover()));
        int square = LatentPawns.nth(p, them, (choice - 1) / OFFICERS.length);
        int type = LatentPawns.officerType(p, them, OFFICERS[(choice - 1) % OFFICERS.length]);
        if (square >= 0 && type > 0) p.effectChange(square, Piece.of(type, them), Effects.Style.WALK_BRACKETED);
    }

    @Override
    public boolean legalAfter(Position p, int mover) {
        return SingleBoxType1.withinBox(p, Side.WHITE) && SingleBoxType1.withinBox(p, Side.BLACK)
                && !LatentPawns.illegal(p, Side.WHITE) && !LatentPawns.illegal(p, Side.BLACK);
    }
}
