package feerie.solve;

import java.util.Comparator;
import java.util.List;

/**
 * The order in which Popeye finds help and series solutions, so that Féerie prints them in the
 * same order and, under {@code MaxSolutions n}, keeps the same n.
 *
 * <p>Popeye searches depth first and tries the moves of a position from the top of its move stack,
 * that is, in the reverse of the order it generated them. It generates square by square from h8
 * down to a1 (each rank from the h-file to the a-file), so the pieces are tried from a1 up to h8,
 * rank by rank. A piece's moves are generated vector by vector in the order of Popeye's vector
 * table (for each kind of step (a,b): (-b,a), (-a,b), (a,b), (b,a) and their opposites; (0,b):
 * right, up, left, down; (b,b): up-left, up-right, down-right, down-left), each line from near
 * to far, so they are tried last vector first, far before near. A king's castlings come after its
 * steps (0-0, then 0-0-0), so they are tried first. A pawn generates its capture towards the
 * a-file, then towards the h-file, then its single and double steps. A promotion is chosen when
 * the move is played, in Popeye's order of walks ({@link feerie.piece.WalkOrder}): queen, knight,
 * rook, bishop, then the fairy pieces (LosingChess's king first).
 *
 * <p>The final move of a mate (or check, or double mate) in orthodox play comes from an optimised
 * generator that runs through the board from a1 up to h8, so those moves are tried from h8 down;
 * it gives a pawn's moves in an order of its own ({@link #mateGenerationIndex}).
 *
 * <p>Facts from Popeye 4.104's move generator (pieces/walks/vectors.c, solving/move_generator.c,
 * solving/castling.c, pieces/walks/pawns), checked against the order of the solutions in its
 * outputs; the order of fairy pieces' moves beyond riders and leapers is an approximation.
 */
public final class PopeyeOrder {
    /** The kinds of step in the order of Popeye's vector table, as (a,b) with a <= b. */
    private static final int[][] STEP_KINDS = {
            {0, 1}, {1, 1}, {1, 2}, {2, 3}, {1, 3}, {1, 4}, {3, 4}, {0, 5}, {0, 2}, {2, 2}, {1, 7}, {5, 5},
            {3, 7}, {1, 6}, {2, 4}, {3, 5}, {1, 5}, {2, 5}, {3, 6}, {0, 3}, {0, 4}, {0, 6}, {0, 7}, {3, 3},
            {4, 4}, {6, 6}, {7, 7}, {2, 6}, {4, 5}, {4, 6}, {4, 7}, {5, 6}, {5, 7}, {6, 7}, {2, 7}};

    private PopeyeOrder() {
    }

    /**
     * Orders the lines of one block as Popeye finds them: move by move in Popeye's order of
     * trial, shorter lines first if {@code shortestFirst} (series play searches its lengths one
     * after the other, shortest first; parry series mixes them in one search).
     *
     * @param matingFinal whether the last move of each line comes from Popeye's optimised mating
     *                    move generator (goal #, + or ## without fairy conditions)
     */
    public static Comparator<Line> lines(boolean matingFinal, boolean shortestFirst) {
        return lines(matingFinal, shortestFirst, List.of());
    }

    /**
     * The same, with the lines as the search found them: two moves of one position that differ
     * only in a choice made as they are played (a rebirth square of Take&amp;Make or Super Circe)
     * come in the order the search tried them, which is Popeye's (the conditions generate those
     * choices in Popeye's order), before the moves after them are compared (py 4.104: every line
     * of {@code Sc3*d5[+bSc7]} before those of {@code Sc3*d5[+bSe7]}).
     */
    public static Comparator<Line> lines(boolean matingFinal, boolean shortestFirst, List<Line> found) {
        java.util.Map<List<PlayedMove>, Integer> firstFound = new java.util.HashMap<>();
        for (int n = 0; n < found.size(); n++) {
            List<PlayedMove> moves = found.get(n).moves();
            for (int k = 1; k <= moves.size(); k++) firstFound.putIfAbsent(List.copyOf(moves.subList(0, k)), n);
        }
        return (a, b) -> {
            List<PlayedMove> x = a.moves(), y = b.moves();
            if (shortestFirst && x.size() != y.size()) return Integer.compare(x.size(), y.size());
            for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
                int c = Long.compare(key(x.get(i), matingFinal && i == x.size() - 1),
                        key(y.get(i), matingFinal && i == y.size() - 1));
                if (c == 0) c = continuations(x.get(i), y.get(i));
                if (c == 0 && !firstFound.isEmpty() && !x.get(i).equals(y.get(i)))
                    c = Integer.compare(firstFound.getOrDefault(x.subList(0, i + 1), 0),
                            firstFound.getOrDefault(y.subList(0, i + 1), 0));
                if (c != 0) return c;
            }
            return Integer.compare(x.size(), y.size());
        };
    }

    /**
     * Sorts the moves {@code stack[top, end)}, legal in {@code p}, into the order Popeye tries
     * them. {@code keys} is scratch space (null at first); the scratch to pass next time is
     * returned, grown when one position has more moves than it holds: a position's moves rather
     * than the whole move stack (16 MB to zero for every problem, a tenth of a one-move
     * problem's start-up).
     */
    public static long[] sort(feerie.position.Position p, int[] stack, int top, int end, long[] keys, boolean matingFinal) {
        int count = end - top;
        if (keys == null || keys.length < count) keys = new long[Math.max(count, keys == null ? 256 : 2 * keys.length)];
        for (int i = 0; i < count; i++) keys[i] = key(p, stack[top + i], matingFinal);
        for (int i = 1; i < count; i++) {
            long k = keys[i];
            int m = stack[top + i], j = i - 1;
            while (j >= 0 && keys[j] > k) {
                keys[j + 1] = keys[j];
                stack[top + j + 1] = stack[top + j];
                j--;
            }
            keys[j + 1] = k;
            stack[top + j + 1] = m;
        }
        return keys;
    }

    /** Moves of one position in the order Popeye tries them (the ordinary generator's order). */
    public static Comparator<PlayedMove> moves() {
        return Comparator.<PlayedMove>comparingLong(m -> key(m, false)).thenComparing(PopeyeOrder::continuations);
    }

    /**
     * Between the continuations of one capture (SeriesCapture: "Qb6*b8-h2", "Qb6*b8-h8"), the
     * order Popeye tries them in: depth first, choice by choice as the effects come (py 4.104,
     * TESTS/series_capture-13 with Breton: "c5*d6[-wPc6]", "c5*d6[-wPc6]-d7",
     * "c5*d6[-wPc6]*e7[-wPe6]" ... before "c5*d6[-wPd6]"). A stop comes before any continuation;
     * each step is a move of the unit from where it stands; a unit removed by choice (Breton) is
     * chosen from a1 up to h8; a promotion at the end of a step queen, knight, rook, bishop.
     * Moves without steps keep the order they were generated in.
     */
    static int continuations(PlayedMove a, PlayedMove b) {
        // one move whose reborn pawn promotes: Popeye plays each promotion in turn, queen first
        int promoted = Integer.compare(rebirthPromotion(a), rebirthPromotion(b));
        if (promoted != 0) return promoted;
        if (steps(a).isEmpty() && steps(b).isEmpty()) return 0;
        java.util.List<EffectNote> x = a.effects() == null ? java.util.List.of() : a.effects();
        java.util.List<EffectNote> y = b.effects() == null ? java.util.List.of() : b.effects();
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            int c = Long.compare(choice(x.get(i)), choice(y.get(i)));
            if (c != 0) return c;
        }
        return Integer.compare(x.size(), y.size());
    }

    /** The place of one effect among the choices Popeye tries after a capture (smaller: earlier). */
    private static long choice(EffectNote e) {
        int style = e.style();
        if (style == feerie.position.Effects.Style.STEP || style == feerie.position.Effects.Style.STEP_CAPTURE)
            return key(file(e.square()), rank(e.square()), file(e.to()), rank(e.to()), "p".equalsIgnoreCase(e.piece()),
                    false, 0, false, null, false);
        if (e.kind() == feerie.position.Effects.Kind.REMOVE && e.square() != null)
            return rank(e.square()) * 64L + file(e.square());
        if (e.kind() == feerie.position.Effects.Kind.CHANGE && e.piece() != null) return feerie.piece.WalkOrder.rankOfCode(e.piece());
        return 0;
    }

    /**
     * The place of a pawn's move among those the optimised mating generator gives it: en passant
     * towards the h-file, towards the a-file, the single step, the double step, then the captures
     * towards the a-file and towards the h-file; so the captures are tried before the steps, unlike
     * the ordinary generator's order (py 4.104: {@code d5*e6#} before {@code d5-d6#}).
     */
    private static long mateGenerationIndex(int dx, int dy, boolean enPassant) {
        if (enPassant) return dx > 0 ? 0 : 1;
        if (dx == 0) return 1 + Math.abs(dy);
        return dx < 0 ? 4 : 5;
    }

    /** The place in Popeye's order of the piece a reborn pawn promotes to ({@code [+bPd1=Q]}), or -1. */
    private static int rebirthPromotion(PlayedMove m) {
        if (m.effects() == null) return -1;
        java.util.List<EffectNote> e = m.effects();
        for (int i = 1; i < e.size(); i++) {
            EffectNote change = e.get(i), unit = e.get(i - 1);
            if (change.kind() != feerie.position.Effects.Kind.CHANGE || unit.kind() != feerie.position.Effects.Kind.ADD
                    || !change.square().equals(unit.square()) || !unit.piece().equalsIgnoreCase("p")) continue;
            return feerie.piece.WalkOrder.rankOfCode(change.piece());
        }
        return -1;
    }

    private static java.util.List<EffectNote> steps(PlayedMove m) {
        if (m.effects() == null || m.effects().isEmpty()) return java.util.List.of();
        return m.effects().stream().filter(e -> e.style() == feerie.position.Effects.Style.STEP
                || e.style() == feerie.position.Effects.Style.STEP_CAPTURE).toList();
    }

    /**
     * Does Popeye's optimised generator give the final mating (or checking) move in this position?
     * Not under a fairy condition (but those that say {@code keepsMatingGenerator}), nor with a fairy walk on the board or among the promotions:
     * its generator knows only the orthodox walks (py 4.104: with a nightrider in an h#2, the final
     * moves come in the ordinary order, Qd4-g1 before Rb7-b1).
     */
    public static boolean matingGenerator(feerie.position.Position p) {
        if (p.conditions() != null && !(p.conditions() instanceof feerie.condition.ConditionSet set && set.keepsMatingGenerator()))
            return false;
        for (int t = 1, n = p.table.typeCount(); t <= n; t++)
            if (p.table.walk(feerie.piece.Piece.of(t, feerie.piece.Side.WHITE)) == feerie.position.PieceTable.FAIRY) return false;
        return true;
    }

    /** When, among the moves of one position, Popeye tries this move (smaller: earlier). */
    static long key(PlayedMove m, boolean matingFinal) {
        int castling = m.castling();
        // a condition's pass (RoleExchange) is pushed after the units' moves: tried first
        if (castling == PlayedMove.CONDITION_PASS) return Long.MIN_VALUE;
        return key(file(m.from()), rank(m.from()), file(m.to()), rank(m.to()), m.piece().isEmpty(), m.enPassant(), castling,
                m.exchanged() != null, m.promotion(), matingFinal) | (leavesAliceBoardA(m) ? ALICE_BOARD_A : 0);
    }

    /**
     * AliceChess: Popeye generates the moves of board A's units first, then board B's, and tries
     * them from the last generated: every move from board B before any from board A (py 4.104,
     * conditions/alice.c; REGRESSIONS-4_99_to_4_101-03). A key's highest bit below the sign.
     */
    private static final long ALICE_BOARD_A = 1L << 62;

    /** Does the move take a unit from board A to board B (its board note says "B")? */
    private static boolean leavesAliceBoardA(PlayedMove m) {
        if (m.effects() == null) return false;
        for (EffectNote e : m.effects())
            if (e.style() == feerie.position.Effects.Style.BOARD) return (e.attributes() & feerie.piece.Attributes.ALICE_B) != 0;
        return false;
    }

    /**
     * The same for a move of the search, {@code move} legal in {@code p}: so that a search can try
     * its moves in Popeye's order (MaxSolutions then stops where Popeye stops).
     */
    public static long key(feerie.position.Position p, int move, boolean matingFinal) {
        if (feerie.piece.movement.Move.isPass(move)) return Long.MIN_VALUE;
        var g = p.geometry;
        int from = feerie.piece.movement.Move.from(move), to = feerie.piece.movement.Move.to(move);
        int kind = feerie.piece.movement.Move.kind(move);
        int unit = p.at(from);
        int[] codes = codesOf(p.table);
        boolean pawn = unit != feerie.piece.Piece.EMPTY && (codes[feerie.piece.Piece.type(unit)] & 1) != 0;
        int castling = kind == feerie.piece.movement.Move.CASTLING
                ? (feerie.piece.movement.Move.castlingRook(move) > from ? PlayedMove.KINGSIDE : PlayedMove.QUEENSIDE) : 0;
        int promoted = kind == feerie.piece.movement.Move.PROMOTION ? codes[feerie.piece.movement.Move.promotion(move)] >> 1 : -1;
        // (without AliceChess every unit is on board A: the same bit for all, the order unchanged)
        long board = unit != feerie.piece.Piece.EMPTY
                && (p.table.attributes(unit) & feerie.piece.Attributes.ALICE_B) == 0 ? ALICE_BOARD_A : 0;
        return key(g.file(from), g.rank(from), g.file(to), g.rank(to), pawn, kind == feerie.piece.movement.Move.EN_PASSANT, castling,
                kind == feerie.piece.movement.Move.EXCHANGE, promoted, matingFinal) | board;
    }

    /** A piece table's types (by index) as {@link #key} reads their English codes: bit 0 a pawn's "P", above it the promotion's place. */
    private record TableCodes(feerie.position.PieceTable table, int[] codes) {}

    /**
     * The codes of the table asked last: sorting asks for them once per move compared (HurdleMover's
     * trial order at every generation), too often to look the code strings up each time.
     */
    private static volatile TableCodes lastCodes;

    private static int[] codesOf(feerie.position.PieceTable table) {
        TableCodes last = lastCodes;
        if (last != null && last.table() == table) return last.codes();
        int[] codes = new int[table.typeCount() + 1];
        for (int t = 1; t < codes.length; t++) {
            String code = table.type(t).code("en");
            codes[t] = (code.equalsIgnoreCase("P") ? 1 : 0) | promotedPlace(code) << 1;
        }
        lastCodes = new TableCodes(table, codes);
        return codes;
    }

    /**
     * The last field of a key: 0 no piece named, else 1 + its place in Popeye's order of walks,
     * the order in which it offers promotions (LosingChess's "=K" before "=Q", "=PA" before "=VA").
     */
    private static int promotedPlace(String promotion) {
        if (promotion == null || promotion.isEmpty()) return 0;
        return 1 + Math.min(feerie.piece.WalkOrder.rankOfCode(promotion), 254);
    }

    private static long key(int fromFile, int fromRank, int toFile, int toRank, boolean pawn, boolean enPassant,
                            int castling, boolean exchange, String promotion, boolean matingFinal) {
        return key(fromFile, fromRank, toFile, toRank, pawn, enPassant, castling, exchange, promotedPlace(promotion),
                matingFinal);
    }

    /** {@code promoted}: {@link #promotedPlace} of the promotion, -1 (as 0) when the move promotes not. */
    private static long key(int fromFile, int fromRank, int toFile, int toRank, boolean pawn, boolean enPassant,
                            int castling, boolean exchange, int promoted, boolean matingFinal) {
        if (promoted < 0) promoted = 0;
        long square = (long) fromRank * 64 + fromFile;
        if (matingFinal) square = 64L * 64 - 1 - square;
        // an exchange of squares (MessignyChess) is added after the unit's own moves, partner by
        // partner from a1 up to h8 (py 4.104, conditions/messigny.c runs through the board)
        long generated = exchange ? 0xFFFF2L + toRank * 8L + toFile
                : pawn && matingFinal ? mateGenerationIndex(toFile - fromFile, toRank - fromRank, enPassant)
                : generationIndex(toFile - fromFile, toRank - fromRank, pawn, castling);
        // tried from the top of the stack: the move generated last comes first
        return square << 32 | (0xFFFFFFL - generated) << 8 | promoted;
    }

    /** The place of this move among the moves Popeye generates for its piece (0: first). */
    private static long generationIndex(int dx, int dy, boolean pawn, int castling) {
        if (castling == PlayedMove.KINGSIDE) return 0xFFFF0;
        if (castling == PlayedMove.QUEENSIDE) return 0xFFFF1;
        if (pawn) {
            // the pawn: capture towards the a-file, towards the h-file, then its steps near to far
            if (dx < 0) return 0;
            if (dx > 0) return 1;
            return 2 + Math.abs(dy);
        }
        int g = gcd(Math.abs(dx), Math.abs(dy));
        if (g == 0) return 0;
        int ux = dx / g, uy = dy / g;
        int lo = Math.min(Math.abs(ux), Math.abs(uy)), hi = Math.max(Math.abs(ux), Math.abs(uy));
        int kind = STEP_KINDS.length;
        for (int k = 0; k < STEP_KINDS.length; k++) {
            if (STEP_KINDS[k][0] == lo && STEP_KINDS[k][1] == hi) {
                kind = k;
                break;
            }
        }
        return ((long) kind * 8 + direction(ux, uy, lo, hi)) * 64 + g;
    }

    /** The place of the step (x,y) among the eight (or four) of its kind in Popeye's table. */
    private static int direction(int x, int y, int lo, int hi) {
        if (lo == 0) {
            if (x > 0) return 0;
            if (y > 0) return 1;
            return x < 0 ? 2 : 3;
        }
        if (lo == hi) {
            if (y > 0) return x < 0 ? 0 : 1;
            return x > 0 ? 2 : 3;
        }
        // the order {-hi,lo} {-lo,hi} {lo,hi} {hi,lo} {hi,-lo} {lo,-hi} {-lo,-hi} {-hi,-lo}, without a table
        if (x == -hi && y == lo) return 0;
        if (x == -lo && y == hi) return 1;
        if (x == lo && y == hi) return 2;
        if (x == hi && y == lo) return 3;
        if (x == hi && y == -lo) return 4;
        if (x == lo && y == -hi) return 5;
        if (x == -lo && y == -hi) return 6;
        if (x == -hi && y == -lo) return 7;
        return 0;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    private static int file(String square) {
        return square == null || square.isEmpty() ? 0 : square.charAt(0) - 'a';
    }

    private static int rank(String square) {
        if (square == null || square.length() < 2) return 0;
        try {
            return Integer.parseInt(square.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
