package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.PieceTable;
import feerie.position.Position;
import java.util.List;

/**
 * SnekChess: when an officer is captured, a unit of its side takes its walk, one the capturer
 * chooses among those of the walk next in the snake: for a captured queen a rook, for a rook a
 * bishop, for a bishop a knight, for a knight the king (which becomes a royal knight,
 * {@code [a3=rS]}); a captured pawn turns the royal unit back into a king. SnekCircleChess closes
 * the circle instead: queen, rook, bishop, knight, queen, pawns aside. Written {@code [g6=R]}.
 * The move's choice is the candidate's number, in the order of the squares (a1, b1 ... h8).
 */
final class Snek implements Condition {
    private final boolean circle;

    Snek(boolean circle) { this.circle = circle; }

    @Override
    public String name() { return circle ? "SnekCircleChess" : "SnekChess"; }

    @Override
    public int walkChangingFamily() { return OTHER_UNIT_WALK; }

    /** The walk whose units take the captured walk, or -1 (none; a pawn is handled apart). */
    private int snekked(int capturedWalk) {
        return switch (capturedWalk) {
            case PieceTable.QUEEN -> PieceTable.ROOK;
            case PieceTable.ROOK -> PieceTable.BISHOP;
            case PieceTable.BISHOP -> PieceTable.KNIGHT;
            case PieceTable.KNIGHT -> circle ? PieceTable.QUEEN : PieceTable.KING;
            default -> -1;
        };
    }

    /** A king may become a royal unit of an officer's walk: the table must hold them. */
    @Override
    public void addTypes(List<PieceType> types) {
        if (circle) return;
        for (PieceType t : List.copyOf(types)) {
            if (t.royal() || Attributes.of(t) != 0) continue;
            PieceType royal = Attributes.derive(t, Attributes.ROYAL);
            if (types.stream().noneMatch(x -> x.id().equals(royal.id()))) types.add(royal);
        }
    }

    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int victim = victimSquare(p, m);
            if (victim < 0) continue;
            int unit = p.at(victim);
            if (p.table.isNeutral(unit)) continue;
            int walk = snekked(p.table.walk(unit));
            if (walk < 0) continue;
            int candidates = Math.min(candidates(p, Piece.side(unit), walk, victim), Move.CHOICES - 1);
            if (candidates == 0) continue;
            out[i] = Move.withChoice(m, 1);
            for (int c = 2; c <= candidates; c++) out[n++] = Move.withChoice(m, c);
        }
        return n;
    }

    private static int victimSquare(Position p, int m) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLING || kind == Move.EXCHANGE || kind == Move.EN_PASSANT) return -1;
        int sq = kind == Move.DISPLACED_CAPTURE ? Move.victim(m) : Move.to(m);
        return p.at(sq) != Piece.EMPTY ? sq : -1;
    }

    /** The number of units of {@code side} with this orthodox walk, the one on {@code except} aside. */
    private static int candidates(Position p, int side, int walk, int except) {
        int n = 0;
        for (int i = 0, c = p.pieceCount(side); i < c; i++) {
            int sq = p.pieceSquare(side, i);
            if (sq != except && p.table.walk(p.at(sq)) == walk) n++;
        }
        return n;
    }

    @Override
    public boolean hasEffects() { return true; }

    @Override
    public void afterMove(Position p, int move) {
        int captured = p.lastCaptured();
        if (captured == Piece.EMPTY || move == Move.NULL || p.table.isNeutral(captured)) return;
        int side = Piece.side(captured);
        int capturedWalk = p.table.walk(captured);
        if (capturedWalk == PieceTable.PAWN) {
            if (circle) return;
            int royal = p.king(side);
            int king = p.table.standardType("king"); // UltramarineChess: the Poseidon
            if (royal >= 0 && king != 0 && p.table.walk(p.at(royal)) != PieceTable.KING)
                p.effectChange(royal, Piece.of(king, side), Effects.Style.WALK_BRACKETED);
            return;
        }
        int walk = snekked(capturedWalk);
        int choice = Move.choice(move);
        if (walk < 0 || choice == 0) return;
        var g = p.geometry;
        for (int sq = 0; sq < g.size; sq++) {
            int unit = p.at(sq);
            if (unit == Piece.EMPTY || p.table.isNeutral(unit) || Piece.side(unit) != side || p.table.walk(unit) != walk) continue;
            if (--choice > 0) continue;
            PieceType becomes = p.table.type(Piece.type(captured));
            String id = Attributes.baseId(becomes);
            int mask = Attributes.of(p.table.type(Piece.type(unit))) | (p.table.isRoyal(unit) ? Attributes.ROYAL : 0);
            int type = p.table.indexOf(mask == 0 ? id : id + "@" + mask);
            if (type != 0) p.effectChange(sq, Piece.of(type, side), Effects.Style.WALK_BRACKETED);
            return;
        }
    }
}
