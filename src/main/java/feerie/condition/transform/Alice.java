package feerie.condition.transform;

import feerie.condition.Condition;
import feerie.piece.Attributes;
import feerie.piece.Piece;
import feerie.piece.PieceType;
import feerie.piece.movement.Move;
import feerie.position.Effects;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import java.util.List;

/**
 * AliceChess: two boards, A and B (a unit is on B when its type has {@link Attributes#ALICE_B}).
 * A unit moves on its own board as if the other were empty, to a square free on the other board,
 * and goes over to the other board with its move: {@code Ka1-a2B}, both castling partners
 * {@code 0-0-0BB}. Units observe only units of their own board. As in Popeye, a king that moves
 * may not stand in check on the board it left either.
 */
final class Alice implements Condition {
    @Override
    public String name() { return "AliceChess"; }

    @Override
    public boolean hasEffects() { return true; }

    /** Moves are orthodox moves on one board, each to the other board. */
    @Override
    public int proofFreedoms() { return FREEDOM_TWO_BOARDS; }

    @Override
    public boolean changesObservation() { return true; }

    /** The other board's units (square, unit) while a unit's moves are generated, one buffer per thread. */
    private static final ThreadLocal<int[]> HIDDEN = ThreadLocal.withInitial(() -> new int[2 * 256]);

    private static boolean onB(Position p, int unit) { return (p.table.attributes(unit) & Attributes.ALICE_B) != 0; }

    /** The unit's moves on its board alone, kept where the arrival square is free on the other board. */
    @Override
    public int pieceMoves(Position p, int from, int side, int[] out, int start, int end) {
        int unit = p.at(from);
        if (unit == Piece.EMPTY) return end;
        boolean b = onB(p, unit);
        int size = p.geometry.size;
        // the other board's units, taken off while the unit's moves are generated
        int[] hidden = HIDDEN.get();
        int base = 0, h = 0;
        if (p.hasNeutrals()) {
            for (int sq = 0; sq < size; sq++) h = hide(p, sq, b, hidden, h);
        } else {
            // the units by their lists (the look below changes the board, not the lists)
            for (int s = 0; s < 2; s++) for (int i = 0, count = p.pieceCount(s); i < count; i++) h = hide(p, p.pieceSquare(s, i), b, hidden, h);
        }
        int n;
        try {
            n = MoveGenerator.generatePlain(p, from, side, out, start);
        } finally {
            for (int i = base; i < h; i += 2) p.peekUnrecorded(hidden[i], hidden[i + 1]);
        }
        int kept = start;
        for (int i = start; i < n; i++) {
            int m = out[i];
            int there = p.at(Move.to(m));
            if (there != Piece.EMPTY && onB(p, there) != b) continue;
            // en passant takes only a pawn of the capturer's board (TESTS-alice-07)
            if (Move.kind(m) == Move.EN_PASSANT) {
                int victim = p.enPassantVictim();
                if (victim >= 0 && p.at(victim) != Piece.EMPTY && onB(p, p.at(victim)) != b) continue;
            }
            out[kept++] = m;
        }
        return kept;
    }

    /**
     * Check without generating the unit's moves (measured: 72 % of EXAMPLES-alice-01's time went
     * to generating every move of each unit, the other board hidden, to find those onto the king):
     * an orthodox walk captures a unit of its own board that its movement reaches on that board,
     * a line crossing only squares empty there. (The target square is free on the other board:
     * it holds the victim.)
     */
    @Override
    public int capturesOnto(Position p, int from, int target, int side) {
        int unit = p.at(from), victim = p.at(target);
        int walk = p.table.walk(unit);
        if (p.hasNeutrals() || walk == feerie.position.PieceTable.FAIRY) return -1;
        if (victim == Piece.EMPTY || Piece.side(victim) == side) return 0;
        boolean b = onB(p, unit);
        if (onB(p, victim) != b) return 0;
        if (walk == feerie.position.PieceTable.KING || walk == feerie.position.PieceTable.KNIGHT || walk == feerie.position.PieceTable.PAWN) {
            // leaps: no square between to block them
            for (var c : p.movement(unit)) if (c.attacks(p, from, target, side)) return 1;
            return 0;
        }
        var g = p.geometry;
        int df = g.file(target) - g.file(from), dr = g.rank(target) - g.rank(from);
        boolean straight = df == 0 || dr == 0, diagonal = Math.abs(df) == Math.abs(dr);
        if (df == 0 && dr == 0) return 0;
        if (walk == feerie.position.PieceTable.ROOK ? !straight : walk == feerie.position.PieceTable.BISHOP ? !diagonal : !straight && !diagonal) return 0;
        int sf = Integer.signum(df), sr = Integer.signum(dr);
        for (int f = g.file(from) + sf, r = g.rank(from) + sr; f != g.file(target) || r != g.rank(target); f += sf, r += sr) {
            int u = p.at(g.square(f, r));
            if (u != Piece.EMPTY && onB(p, u) == b) return 0;
        }
        return 1;
    }

    /** Takes the unit on {@code sq} off the board for a look if it stands on the other board than {@code b}. */
    private static int hide(Position p, int sq, boolean b, int[] hidden, int h) {
        int u = p.at(sq);
        if (u == Piece.EMPTY || onB(p, u) == b) return h;
        hidden[h++] = sq;
        hidden[h++] = u;
        p.peekUnrecorded(sq, Piece.EMPTY);
        return h;
    }

    @Override
    public boolean observes(Position p, int from, int target, int by) {
        int t = p.at(target);
        return t == Piece.EMPTY || onB(p, t) == onB(p, p.at(from));
    }

    @Override
    public void afterMove(Position p, int move) {
        if (move == Move.NULL) return;
        boolean toB = !onB(p, p.lastMover());
        if (Move.kind(move) == Move.CASTLING) {
            int from = Move.from(move), to = Move.to(move);
            cross(p, to, toB);
            cross(p, to + (Move.castlingRook(move) > from ? -1 : 1), toB);
            return;
        }
        int sq = p.lastArrival();
        if (sq >= 0 && p.at(sq) != Piece.EMPTY) cross(p, sq, toB);
    }

    /** The unit on {@code sq} goes to board B ({@code toB}) or A. */
    private void cross(Position p, int sq, boolean toB) {
        int unit = p.at(sq);
        // a unit already of the arrival board (a pawn's promotion is to the plain piece) is still written "A"
        int type = onB(p, unit) == toB ? Piece.type(unit) : otherBoard(p.table)[Piece.type(unit)];
        if (type == 0) return;
        p.effectChange(sq, Piece.of(type, Piece.side(unit)), Effects.Style.BOARD);
    }

    /** By type of a table, the same unit's type on the other board (0: none), worked out once per table. */
    private record Crossing(feerie.position.PieceTable table, int[] other) { }

    /** The last table's crossings (a race between threads only works them out twice). */
    private volatile Crossing crossing;

    private int[] otherBoard(feerie.position.PieceTable table) {
        Crossing c = crossing;
        // a table gains types as pawns promote (d2-d1=SA): worked out again when it has
        if (c != null && c.table == table && c.other.length == table.typeCount() + 1) return c.other;
        int[] other = new int[table.typeCount() + 1];
        for (int i = 1; i <= table.typeCount(); i++) {
            PieceType t = table.type(i);
            int mask = Attributes.of(t) ^ Attributes.ALICE_B;
            String base = Attributes.baseId(t);
            other[i] = table.indexOf(mask == 0 ? base : base + "@" + mask);
        }
        crossing = new Crossing(table, other);
        return other;
    }

    /** Popeye's test of the board left comes with the king's safety, after it has counted the move. */
    @Override
    public boolean guardsKingOnly() { return true; }

    /** A king that moved may not stand in check on the board it left (its old self put back there to see). */
    @Override
    public boolean legalAfter(Position p, int mover) {
        int before = p.lastMover();
        if (!p.table.isRoyal(before)) return true;
        int k = p.king(mover);
        if (k < 0) return true;
        int now = p.at(k);
        p.peekUnrecorded(k, Piece.of(Piece.type(before), Piece.side(now)));
        try {
            return !p.isAttacked(k, 1 - mover);
        } finally {
            p.peekUnrecorded(k, now);
        }
    }

    /** Every unit on either board: the table must hold both forms. */
    @Override
    public void addTypes(List<PieceType> types) {
        for (PieceType t : List.copyOf(types)) {
            int mask = Attributes.of(t);
            PieceType base = feerie.piece.Catalogue.standard().byId(Attributes.baseId(t));
            if (base == null) continue;
            for (PieceType d : new PieceType[] {Attributes.derive(base, mask | Attributes.ALICE_B),
                    Attributes.derive(base, mask & ~Attributes.ALICE_B)})
                if (types.stream().noneMatch(x -> x.id().equals(d.id()))) types.add(d);
        }
    }
}
