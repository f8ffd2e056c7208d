package feerie.solve;

import feerie.geometry.Geometry;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Popeye's option MoveNumbers: every first move it tries, numbered in the order it tries them
 * (and so the moves after it, where StartMoveNumber or UpToMoveNumber go deeper).
 * Popeye numbers the pseudo-legal moves (a move that leaves its own king in check is numbered
 * too), in this order (found in Popeye 4.104's outputs of orthodox problems):
 * <ul>
 * <li>the pieces by their square, a1, b1, ..., h1, a2, ..., h8 (for either side);</li>
 * <li>a piece's moves in the reverse of the order it generates them: a king, queen, rook or
 * bishop generates direction by direction (right, up, left, down, up-left, up-right,
 * down-right, down-left), each from the nearest square outwards, the king then its castlings
 * (0-0, then 0-0-0); a knight generates (-2,+1), (-1,+2), (+1,+2), (+2,+1), (+2,-1), (+1,-2),
 * (-1,-2), (-2,-1); a pawn its capture to the left (a-file side), to the right, its single
 * step, its double step;</li>
 * <li>a promotion's promotees in the order queen, knight, rook, bishop.</li>
 * </ul>
 * Only for orthodox play: with fairy pieces or conditions Popeye's order differs and is not known
 * here, so {@link #of} gives null.
 */
public final class MoveNumbering {
    private MoveNumbering() {}

    /**
     * A numbered move: its number (from 1), the move, whether it checks, and its code (to play
     * it, {@link Move}).
     */
    public record Numbered(int number, PlayedMove move, boolean check, int code) {
        /** Popeye's line: {@code "  3  (Td1-c1 + )"} (number right-aligned in three columns). */
        public String text(String moveText) {
            return MoveNumbering.text(new int[] {number}, moveText, check);
        }
    }

    /**
     * Popeye's line for a move numbered at some depth: {@code "  1:8  (Kb3-c3 )"}, the first
     * move's number right-aligned in three columns, those of the moves after it joined by colons.
     */
    public static String text(int[] numbers, String moveText, boolean check) {
        StringBuilder b = new StringBuilder(String.format("%3d", numbers[0]));
        for (int i = 1; i < numbers.length; i++) b.append(':').append(numbers[i]);
        return b.append("  (").append(moveText).append(check ? " +" : "").append(" )").toString();
    }

    /** A key that identifies a first move in a solution (departure, arrival, promotee, castling). */
    public static String key(PlayedMove m) {
        // a condition's effects tell apart moves with the same squares (SeriesCapture's continuations)
        return m.from() + "|" + m.to() + "|" + m.promotion() + "|" + m.castling() + "|" + m.effects();
    }

    /**
     * The numbered moves of the side to move, in Popeye's order, the position left as it was;
     * null where the order is not known.
     */
    public static List<Numbered> of(Search search) {
        if (!search.orthodox()) return ofCandidates(search);
        Position p = search.position;
        Geometry g = p.geometry;
        if (g.files != 8 || g.ranks != 8) return null;
        int us = p.sideToMove(), them = Side.opponent(us);
        int[] buffer = new int[1024];
        int n = MoveGenerator.generate(p, buffer, 0);
        record Keyed(long key, PlayedMove move, boolean check, int code) {}
        List<Keyed> keyed = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            int from = Move.from(m), to = Move.to(m);
            int kind = Move.kind(m);
            int generated;
            int promotee = 0;
            if (kind == Move.CASTLING) {
                // generated only when the king is not in check and does not cross an attacked square
                if (p.inCheck(us)) continue;
                int step = to > from ? 1 : -1;
                if (p.isAttacked(from + step, them)) continue;
                generated = 100 + (Move.castlingRook(m) > from ? 0 : 1);
            } else {
                int df = g.file(to) - g.file(from), dr = g.rank(to) - g.rank(from);
                if (p.table.isPawn(p.at(from))) {
                    generated = df < 0 ? 0 : df > 0 ? 1 : Math.abs(dr) == 1 ? 2 : 3;
                    if (kind == Move.PROMOTION) {
                        String code = p.table.type(Move.promotion(m)).code("en").toLowerCase();
                        promotee = switch (code) {
                            case "q" -> 0;
                            case "s", "n" -> 1;
                            case "r" -> 2;
                            case "b" -> 3;
                            default -> -1;
                        };
                        if (promotee < 0) return null;
                    }
                } else {
                    generated = knight(df, dr);
                    if (generated < 0) {
                        int dir = direction(Integer.signum(df), Integer.signum(dr));
                        int distance = Math.max(Math.abs(df), Math.abs(dr));
                        if (dir < 0 || (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr))) return null;
                        generated = 10 + dir * 8 + distance;
                    }
                }
            }
            PlayedMove played = Describe.before(p, m, "");
            p.make(m);
            boolean check = p.inCheck(them);
            p.unmake(m);
            long key = (long) from * 1_000_000L + (999 - generated) * 10L + promotee;
            keyed.add(new Keyed(key, played, check, m));
        }
        keyed.sort(Comparator.comparingLong(Keyed::key));
        List<Numbered> result = new ArrayList<>();
        for (Keyed k : keyed) result.add(new Numbered(result.size() + 1, k.move(), k.check(), k.code()));
        return result;
    }

    /**
     * Fairy pieces or conditions: the moves generated, in the order Popeye tries them
     * ({@link PopeyeOrder}). A move that leaves its own king in check is numbered, as in orthodox
     * play; one that a condition forbids is not, as Popeye tests those conditions (KoeKo,
     * MainlyInChess, Isardam...) while it plays the move, before it counts it (py 4.104, h#2 and
     * ser-h#4 under KoeKo). A side whose moves a condition selects (Maximummer) has only the
     * selected ones numbered; the other side all of its own (py 4.104, ser-#2 with
     * BlackMinimummer numbers White's king moves into check).
     */
    private static List<Numbered> ofCandidates(Search search) {
        Position p = search.position;
        int us = p.sideToMove(), them = Side.opponent(us);
        int[] buffer = new int[4096];
        feerie.condition.ConditionSet conditions = p.conditions() instanceof feerie.condition.ConditionSet c ? c : null;
        int n = MoveGenerator.generate(p, buffer, 0);
        java.util.Set<Integer> selected = selection(search, conditions, buffer, n);
        record Tried(PlayedMove move, boolean check, int code) {}
        List<Tried> tried = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            if (selected != null && !selected.contains(m)) continue;
            PlayedMove played = Describe.before(p, m, "");
            p.make(m);
            boolean check = p.inCheck(them);
            boolean allowed = conditions == null || conditions.legalBeforeCounting(p, us);
            p.unmake(m);
            if (allowed) tried.add(new Tried(played, check, m));
        }
        tried.sort(Comparator.comparing(Tried::move, PopeyeOrder.moves()));
        List<Numbered> result = new ArrayList<>();
        for (Tried t : tried) result.add(new Numbered(result.size() + 1, t.move(), t.check(), t.code()));
        return result;
    }

    /** The moves a condition selects for the side to move, null if it selects none of them out. */
    private static java.util.Set<Integer> selection(Search search, feerie.condition.ConditionSet conditions, int[] moves, int n) {
        if (conditions == null || !conditions.selects()) return null;
        Position p = search.position;
        int us = p.sideToMove();
        int legal = 0;
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            if (conditions.legal(p, us)) legal++;
            p.unmake(moves[i]);
        }
        int[] chosen = new int[4096];
        int end = search.rules.candidateMoves(p, chosen, 0);
        if (end >= legal) return null;
        java.util.Set<Integer> set = new java.util.HashSet<>();
        for (int i = 0; i < end; i++) set.add(chosen[i]);
        return set;
    }

    private static final int[][] KNIGHT = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}};

    private static int knight(int df, int dr) {
        for (int i = 0; i < KNIGHT.length; i++) if (KNIGHT[i][0] == df && KNIGHT[i][1] == dr) return i;
        return -1;
    }

    private static int direction(int df, int dr) {
        for (int i = 0; i < DIRECTIONS.length; i++) if (DIRECTIONS[i][0] == df && DIRECTIONS[i][1] == dr) return i;
        return -1;
    }
}
