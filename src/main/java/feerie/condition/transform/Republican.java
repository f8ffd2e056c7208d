package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.Position;
import java.util.List;

/**
 * RepublicanChess: a side whose opponent has no king on the board may, with its move, put that
 * king on a square where it is mated, written {@code [+bKh1]}; or not put it. Whether the king is
 * mated there is judged without the opponent's own insertions (Popeye 4.104). Type2 (the
 * default): the mates the solvers then test count the mated side's insertions (a king put in the
 * way of the check); Type1: they do not.
 *
 * <p>The square (+1) is carried in bits 16-23 of a move; a promotion carries it in bits 22-23,
 * 27 and 28-31. Castling puts no king.
 */
final class Republican implements Condition {
    private final boolean type1;
    /** In a mate test of Type1: no insertion. */
    private final boolean inserts;

    Republican(boolean type1) { this(type1, true); }

    private Republican(boolean type1, boolean inserts) {
        this.type1 = type1;
        this.inserts = inserts;
    }

    @Override
    public String name() { return "RepublicanChess    " + (type1 ? "Type1" : "Type2"); }

    @Override
    public void addTypes(List<PieceType> types) {
        PieceType king = feerie.piece.Catalogue.standard().byId("king");
        if (types.stream().noneMatch(t -> t.id().equals("king"))) types.add(king);
    }

    @Override
    public Condition mateTestForm() { return type1 && inserts ? new Republican(true, false) : this; }

    @Override
    public boolean hasEffects() { return inserts; }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        if (!inserts || side != p.sideToMove() || p.trialDepth() > 0) return end;
        int them = Side.opponent(side);
        if (p.king(them) >= 0) return end;
        int king = Piece.of(p.table.indexOf("king"), them);
        int n = end;
        // the mate tests generate moves on the position's scratch stack, which may hold out; the
        // opponent's captures tried there change the order of the mover's units, which generation
        // goes through by index: it is put back after (else a unit's moves come twice)
        boolean plain = !ConditionSet.of(p).observation();
        int top = p.scratchTop;
        int units = p.pieceCount(side);
        // the order is kept above the stack's top, or apart when the caller's list is on that stack
        int[] order = out == p.scratch ? new int[units] : p.scratch;
        int at = out == p.scratch ? 0 : top;
        if (at + units > order.length - 2048 && order == p.scratch) return end;
        for (int i = 0; i < units; i++) order[at + i] = p.pieceSquare(side, i);
        int base = order == p.scratch ? top + units : top;
        p.scratchTop = base;
        try {
            for (int i = start; i < end; i++) {
                int m = out[i];
                if (Move.kind(m) == Move.CASTLING || placement(m) != 0 || !free(m)) continue;
                p.make(m);
                p.beginTrial();
                for (int sq = 0; sq < p.geometry.size && n < out.length; sq++) {
                    if (p.at(sq) != Piece.EMPTY) continue;
                    // a king is mated only where it is in check: with observation as the movements
                    // say, an unattacked square is passed over before the king is put there
                    if (plain && !p.isAttackedPlainly(sq, side)) continue;
                    p.effectAdd(sq, king);
                    if (out == p.scratch) p.scratchTop = Math.max(base, n);
                    boolean mate = p.kingAttacked(them) && !ConditionSet.of(p).hasLegalMove(p);
                    p.rewindTrial();
                    if (mate) out[n++] = withPlacement(m, sq + 1);
                }
                p.endTrial();
                p.unmake(m);
            }
        } finally {
            p.reorder(side, order, at);
            p.scratchTop = top;
        }
        return n;
    }

    @Override
    public void afterMove(Position p, int move) {
        int sq = placement(move) - 1;
        if (sq < 0 || move == Move.NULL || Move.kind(move) == Move.CASTLING) return;
        int them = Side.opponent(p.sideToMove());
        if (p.king(them) < 0 && p.at(sq) == Piece.EMPTY) p.effectAdd(sq, Piece.of(p.table.indexOf("king"), them));
    }

    /** Are the bits that would carry a square free of other conditions' marks? */
    private static boolean free(int m) {
        if (Move.kind(m) == Move.PROMOTION) return (m >>> 22 & 3) == 0 && (m >>> 27) == 0;
        return Move.kind(m) != Move.DISPLACED_CAPTURE && Move.kind(m) != Move.EXCHANGE && (m >>> 16 & 0xff) == 0;
    }

    /** The square + 1 where the move puts the opponent's king (0: none). */
    private static int placement(int m) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLING || kind == Move.DISPLACED_CAPTURE || kind == Move.EXCHANGE || m == Move.NULL) return 0;
        if (kind == Move.PROMOTION) return (m >>> 22 & 3) | (m >>> 27 & 1) << 2 | (m >>> 28) << 3;
        return m >>> 16 & 0xff;
    }

    private static int withPlacement(int m, int v) {
        if (Move.kind(m) == Move.PROMOTION) return m | (v & 3) << 22 | (v >> 2 & 1) << 27 | (v >> 3) << 28;
        return m | v << 16;
    }
}
