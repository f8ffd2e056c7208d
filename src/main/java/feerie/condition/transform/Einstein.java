package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;

/**
 * EinsteinChess: a unit that captures goes one step up the scale pawn, knight, bishop, rook,
 * queen; a unit that moves without capturing goes one step down (a queen stays a queen when it
 * captures, a pawn a pawn when it does not; kings and fairy pieces keep their walk). The rook of a
 * castling moves without capturing. Written {@code Sb1-c3=P}. ReversalEinsteinChess: the other
 * way round. As in Popeye, pawns never promote (a pawn on its last rank stays one), and a pawn on
 * its first rank moves one, two or three squares forward (both squares passed open to en
 * passant) or captures.
 */
final class Einstein implements Condition {
    private static final String[] SCALE = {"pawn", "knight", "bishop", "rook", "queen"};

    private final boolean reversal;
    /** AntiEinsteinChess: a unit that moves without capturing goes down, one that captures stays. */
    private final boolean anti;

    Einstein(boolean reversal) { this(reversal, false); }

    Einstein(boolean reversal, boolean anti) {
        this.reversal = reversal;
        this.anti = anti;
    }

    @Override
    public String name() { return anti ? "AntiEinsteinChess" : reversal ? "ReversalEinsteinChess" : "EinsteinChess"; }

    @Override
    public boolean hasEffects() { return true; }

    /** Popeye's Einstein chess knows the orthodox walks only ("einsteinchess not allowed with fairy pieces", py 4.104). */
    @Override
    public boolean refusesFairyWalks() { return true; }

    /** A pawn on its first rank moves from there, as in Popeye. */
    @Override
    public feerie.piece.movement.PawnComponent.FirstRank pawnsOnFirstRank() {
        return feerie.piece.movement.PawnComponent.FirstRank.MOVES;
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (p.table.walk(unit) != PieceTable.PAWN) return end;
        var g = p.geometry;
        int kept = start;
        int[] types = p.promotionTypes(side);
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.kind(m) == Move.PROMOTION) {
                if (types.length == 0 || Move.promotion(m) != types[0]) continue;
                m = Move.of(from, Move.to(m));
            }
            out[kept++] = m;
        }
        int dy = side == feerie.piece.Side.WHITE ? 1 : -1;
        if (g.rank(from) != (dy > 0 ? 0 : g.ranks - 1)) return kept;
        int one = g.offset(from, 0, dy), two = g.offset(from, 0, 2 * dy), three = g.offset(from, 0, 3 * dy);
        if (one < 0 || p.at(one) != Piece.EMPTY || two < 0 || p.at(two) != Piece.EMPTY) return kept;
        out[kept++] = Move.of(from, two, Move.DOUBLE_STEP);
        if (three >= 0 && p.at(three) == Piece.EMPTY) out[kept++] = Move.of(from, three);
        return kept;
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        boolean capture = p.lastCaptured() != Piece.EMPTY;
        int to = Move.to(move);
        if (Move.kind(move) == Move.CASTLING) {
            int rook = Move.castlingRook(move);
            adjust(p, to + (rook > Move.from(move) ? -1 : 1), reversal);
            return;
        }
        if (!(anti && capture)) adjust(p, to, capture != reversal);
        int from = Move.from(move);
        var g = p.geometry;
        if (Move.kind(move) == Move.NORMAL && p.table.isPawn(p.lastMover()) && g.file(from) == g.file(to)
                && Math.abs(g.rank(to) - g.rank(from)) == 3) {
            // the three squares' step from the first rank: both squares passed open to en passant
            int dy = g.rank(to) > g.rank(from) ? 1 : -1;
            p.effectEnPassantSquares(g.offset(from, 0, dy), g.offset(from, 0, 2 * dy), to);
        }
    }

    /** The unit on {@code sq} one step up ({@code up}) or down the scale. */
    private static void adjust(Position p, int sq, boolean up) {
        int unit = p.at(sq);
        if (unit == Piece.EMPTY || p.table.attributes(unit) != 0) return;
        int walk = p.table.walk(unit);
        if (walk == PieceTable.FAIRY || walk == PieceTable.KING) return;
        int at = scaleIndex(walk);
        int next = up ? at + 1 : at - 1;
        if (next < 0 || next >= SCALE.length) return;
        int type = p.table.indexOf(SCALE[next]);
        if (type == 0) return;
        p.effectChange(sq, Piece.of(type, Piece.side(unit)), Effects.Style.WALK_INLINE);
    }

    private static int scaleIndex(int walk) {
        return switch (walk) {
            case PieceTable.PAWN -> 0;
            case PieceTable.KNIGHT -> 1;
            case PieceTable.BISHOP -> 2;
            case PieceTable.ROOK -> 3;
            default -> 4;
        };
    }
}
