package feerie.solve;

import feerie.piece.Piece;
import feerie.piece.movement.Move;
import feerie.position.Effects.Kind;
import feerie.position.Effects.Style;
import feerie.position.Position;

/**
 * The goals that follow units from the diagram through the moves played and their effects:
 * kiss, exchange, circuit and exchange by rebirth, and the key of which unit stands where.
 */
final class FollowedUnits {
    private FollowedUnits() { }

    /**
     * The kiss goal: the unit that stood on {@code square} in the diagram (followed through the
     * moves played since) stands next to the unit that has just moved, and has no other neighbour.
     */
    static boolean kissed(Position position, String square, int move) {
        var g = position.geometry;
        int s = g.parse(square);
        for (int i = 0; i < position.ply(); i++) {
            int m = position.moveAt(i);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            if (s == from) {
                s = to;
            } else if (Move.kind(m) == Move.CASTLING) {
                if (s == Move.castlingRook(m)) s = to + (to > from ? -1 : 1);
            } else if (s == to || Move.kind(m) == Move.EN_PASSANT && s == g.square(g.file(to), g.rank(from))) {
                return false; // captured
            }
        }
        if (position.at(s) == Piece.EMPTY) return false;
        int kisser = Move.to(move);
        if (kisser == s || Math.abs(g.file(kisser) - g.file(s)) > 1 || Math.abs(g.rank(kisser) - g.rank(s)) > 1) return false;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int f = g.file(s) + dx, r = g.rank(s) + dy;
                if (dx == 0 && dy == 0 || !g.contains(f, r)) continue;
                int n = g.square(f, r);
                if (n != kisser && position.at(n) != Piece.EMPTY) return false;
            }
        }
        return true;
    }

    /**
     * Where the unit that just moved stands: its arrival square, or where an effect of the move
     * took it (AntiCirce: BEISPIEL-anticir-52, a capture on the target square whose capturer is
     * reborn elsewhere does not reach it; one reborn on the target square does).
     */
    private static int arrival(Position position, int move) { return position.lastArrival(); }

    /**
     * The goal exchange ({@code <>}): the unit that has just moved stands on the diagram square
     * of a unit of its own side, which stands on the diagram square of the mover: they have
     * swapped places. The units are followed through the moves played since the diagram.
     */
    static boolean exchanged(Position position, int move) {
        int[] origin = origins(position);
        int arrival = arrival(position, move);
        // a Kamikaze mover gone with its victim exchanged nothing
        if (position.at(arrival) == Piece.EMPTY) return false;
        int home = origin[arrival];
        if (home < 0 || home == arrival || origin[home] != arrival) return false;
        int unit = position.at(home);
        return unit != Piece.EMPTY && Piece.side(unit) == Search.other(position.sideToMove());
    }

    /**
     * The goal circuit ({@code ct}): the unit that has just moved (followed through the move's
     * effects) stands on its own diagram square again.
     */
    static boolean circuit(Position position, int move) {
        int arrival = arrival(position, move);
        return position.at(arrival) != Piece.EMPTY && origins(position)[arrival] == arrival;
    }

    /**
     * The goals circuit and exchange by rebirth ({@code ctr}, {@code <>r}; Popeye's manual: "only
     * reachable in some fairy conditions"): the unit the last move brought back (a Circe rebirth,
     * AntiCirce's capturer moved to its square) stands on its own diagram square; or, exchanging,
     * on the diagram square of a unit of the side now to move which stands on the reborn unit's
     * diagram square.
     */
    static boolean rebornHome(Position position, boolean exchange) {
        var e = position.effects();
        int reborn = -1;
        for (int k = e.top() - 1; k >= position.lastEffectsStart() && reborn < 0; k--) {
            if (e.kind(k) == Kind.ADD) reborn = e.square(k);
            else if (e.kind(k) == Kind.MOVE) reborn = e.to(k);
        }
        if (reborn < 0 || position.at(reborn) == Piece.EMPTY) return false;
        int[] origin = origins(position);
        int home = origin[reborn];
        if (!exchange) return home == reborn;
        if (home < 0 || home == reborn || origin[home] != reborn) return false;
        int unit = position.at(home);
        return unit != Piece.EMPTY && Piece.side(unit) == position.sideToMove();
    }

    /**
     * A key for which unit stands where: the position's hash mixed with the diagram square of
     * every unit that left its own (for tables of positions under goals that follow units).
     */
    static long unitsKey(Position position) {
        int[] origin = origins(position);
        long key = position.hash();
        for (int sq = 0; sq < origin.length; sq++) {
            if (origin[sq] < 0 || origin[sq] == sq) continue;
            long z = (sq * 1024L + origin[sq]) * 0x9E3779B97F4A7C15L;
            key ^= z ^ (z >>> 29);
        }
        return key;
    }

    /** By square: the diagram square of the unit standing there (followed through the moves played), or -1. */
    private static int[] origins(Position position) {
        var g = position.geometry;
        int[] origin = new int[g.size];
        for (int sq = 0; sq < origin.length; sq++) origin[sq] = sq;
        // the unit taken last: one added by a move that captured nothing is it (Parrain's rebirth)
        int pending = -1;
        for (int i = 0; i < position.ply(); i++) {
            int m = position.moveAt(i);
            if (m == Move.NULL) continue;
            int from = Move.from(m), to = Move.to(m);
            int o = origin[from];
            int capturedSquare = Move.kind(m) == Move.EN_PASSANT ? g.square(g.file(to), g.rank(from)) : to;
            int captured = Move.kind(m) == Move.CASTLING ? -1 : origin[capturedSquare];
            origin[from] = -1;
            if (Move.kind(m) == Move.EN_PASSANT) origin[capturedSquare] = -1;
            if (Move.kind(m) == Move.CASTLING) {
                int rook = Move.castlingRook(m), rookTo = to + (to > from ? -1 : 1);
                int r = origin[rook];
                origin[rook] = -1;
                origin[rookTo] = r;
            }
            origin[to] = o;
            if (position.capturedAt(i) != Piece.EMPTY) pending = captured;
            else captured = pending;
            followEffects(position, origin, i, captured);
        }
        return origin;
    }

    /**
     * The units through the effects of the move made at {@code ply} (REGRESSIONS-4_55_to_4_57-34,
     * PWC: pawns reborn elsewhere are still themselves): a unit added is the captured one reborn,
     * a unit moved aside takes its origin along, a unit removed is gone.
     */
    private static void followEffects(Position position, int[] origin, int ply, int captured) {
        var e = position.effects();
        for (int k = position.effectsStart(ply), end = position.effectsStart(ply + 1); k < end; k++) {
            int sq = e.square(k);
            switch (e.kind(k)) {
                case Kind.ADD -> origin[sq] = captured;
                case Kind.REMOVE, Kind.REMOVE_QUIETLY,
                        Kind.HIDE_FROM_BOARD, Kind.UNHIDE -> origin[sq] = -1;
                case Kind.EXCHANGE -> {
                    int o = origin[sq];
                    origin[sq] = origin[e.to(k)];
                    origin[e.to(k)] = o;
                }
                case Kind.MOVE -> {
                    int o = origin[sq];
                    origin[sq] = -1;
                    origin[e.to(k)] = o;
                }
                default -> { }
            }
        }
    }

    /**
     * Did the last move's effects bring a captured unit back (a rebirth: a unit added, or put
     * below a square)? AntiCirce's capturer going home is no rebirth of the captured unit (py 4.104:
     * {@code Rd1*d4[wRd4->a1] %}).
     */
    static boolean rebirthInLastMove(Position position) {
        if (position.conditions() == null) return false;
        var e = position.effects();
        for (int i = position.lastEffectsStart(); i < e.top(); i++) {
            int k = e.kind(i);
            if (e.style(i) == Style.SILENT) continue;
            if (k == Kind.ADD || k == Kind.HIDE && e.to(i) == e.square(i)) return true;
        }
        return false;
    }
}
