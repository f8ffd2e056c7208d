package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.position.Position;
import feerie.solve.battle.StandingRefutations;
import feerie.solve.help.HelpSolver;
import feerie.solve.series.SeriesSolver;
import feerie.rules.Rules;
import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts and prunings of help and series play never change a result: on random small
 * positions the fast search finds exactly the solutions of the plain one (orthodox shortcuts off,
 * no pruning, no parallel first moves).
 */
class PruningEquivalenceTest {
    private static final String PIECES = "QRRBBNNPPPPqrrbbnnpppp";

    /** A random position with both kings, a few other pieces, the side not to move not in check. */
    static String randomFen(Random r, int extra, char toMove) { return randomFen(r, extra, toMove, PIECES); }

    static String randomFen(Random r, int extra, char toMove, String pieces) { return randomFen(r, extra, toMove, pieces, 0); }

    /** {@code blocked}: the chance in 10 that a black pawn gets a piece on the square before it. */
    static String randomFen(Random r, int extra, char toMove, String pieces, int blocked) {
        return randomFen(r, extra, toMove, pieces, blocked, new String[0]);
    }

    /**
     * The same with some units on given squares first ({@code "Ke1"}, {@code "ra8"}: white in
     * capitals); a king not given goes anywhere. With kings and rooks at home, castling is open.
     */
    static String randomFen(Random r, int extra, char toMove, String pieces, int blocked, String... placed) {
        while (true) {
            char[] board = new char[64];
            java.util.Arrays.fill(board, '.');
            for (String u : placed) board[(u.charAt(2) - '1') * 8 + u.charAt(1) - 'a'] = u.charAt(0);
            if (!new String(board).contains("K")) {
                int wk;
                do wk = r.nextInt(64); while (board[wk] != '.');
                board[wk] = 'K';
            }
            if (!new String(board).contains("k")) {
                int bk;
                do bk = r.nextInt(64); while (board[bk] != '.');
                board[bk] = 'k';
            }
            for (int i = 0; i < extra; i++) {
                char c = pieces.charAt(r.nextInt(pieces.length()));
                int s;
                do s = r.nextInt(64); while (board[s] != '.');
                int rank = s / 8;
                if ((c == 'P' || c == 'p') && (rank == 0 || rank == 7)) continue;
                board[s] = c;
                if (c == 'p' && rank > 1 && r.nextInt(10) < blocked && board[s - 8] == '.') board[s - 8] = "pPnNbBrRq".charAt(r.nextInt(9));
            }
            StringBuilder fen = new StringBuilder();
            for (int rank = 7; rank >= 0; rank--) {
                int empty = 0;
                for (int file = 0; file < 8; file++) {
                    char c = board[rank * 8 + file];
                    if (c == '.') { empty++; continue; }
                    if (empty > 0) fen.append(empty);
                    empty = 0;
                    fen.append(c);
                }
                if (empty > 0) fen.append(empty);
                if (rank > 0) fen.append('/');
            }
            String castling = "";
            if (board[4] == 'K' && board[7] == 'R') castling += "K";
            if (board[4] == 'K' && board[0] == 'R') castling += "Q";
            if (board[60] == 'k' && board[63] == 'r') castling += "k";
            if (board[60] == 'k' && board[56] == 'r') castling += "q";
            String f = fen + " " + toMove + " " + (castling.isEmpty() ? "-" : castling) + " - 0 1";
            Position p = Rules.ORTHODOX.position(f);
            int notToMove = Search.other(p.sideToMove());
            if (!p.inCheck(notToMove)) return f;
        }
    }

    private static List<String> solutions(String fen, boolean fast, BiFunction<Search, Boolean, List<int[]>> solver) {
        Position p = Rules.ORTHODOX.position(fen);
        Search s = new Search(p, Rules.ORTHODOX, 0, fast);
        assertEquals(fast, s.orthodox());
        List<String> out = new ArrayList<>();
        for (int[] path : solver.apply(s, fast)) out.add(java.util.Arrays.toString(path));
        // as a set: playing fewer moves for legality leaves the piece lists in another order, and
        // with them the order in which moves are generated
        java.util.Collections.sort(out);
        return out;
    }

    /**
     * The mate test with the king in check (Orthodox.hasLegalMove: the king's steps first, then
     * piece by piece onto the squares that stop the check) answers as the generic code after
     * every checking move of random positions, mates included.
     */
    @Test
    void mateTestAfterEveryCheckIsTheSame() {
        Random r = new Random(23);
        int mates = 0, tested = 0;
        for (int i = 0; i < 1500; i++) {
            String fen = randomFen(r, 4 + r.nextInt(12), r.nextBoolean() ? 'w' : 'b');
            Position p = Rules.ORTHODOX.position(fen), q = Rules.ORTHODOX.position(fen);
            Search fast = new Search(p, Rules.ORTHODOX, 0, true);
            Search plain = new Search(q, Rules.ORTHODOX, 0, false);
            int end = plain.legal(0);
            for (int j = 0; j < end; j++) {
                int m = plain.stack[j];
                p.make(m);
                q.make(m);
                if (plain.inCheck()) {
                    boolean expected = plain.hasLegalMove(end);
                    assertEquals(expected, fast.hasLegalMove(end), fen + " after move " + m);
                    tested++;
                    if (!expected) mates++;
                }
                q.unmake(m);
                p.unmake(m);
            }
        }
        assertTrue(mates > 0 && tested > 500, mates + " mates in " + tested + " checks");
    }

    @Test
    void legalMovesAreTheSame() {
        Random r = new Random(11);
        for (int i = 0; i < 3000; i++) {
            String fen = randomFen(r, 2 + r.nextInt(14), r.nextBoolean() ? 'w' : 'b');
            Position p = Rules.ORTHODOX.position(fen);
            Search fast = new Search(p, Rules.ORTHODOX, 0, true);
            Search plain = new Search(Rules.ORTHODOX.position(fen), Rules.ORTHODOX, 0, false);
            int a = fast.legal(0), b = plain.legal(0);
            assertArrayEquals(java.util.Arrays.copyOf(plain.stack, b), java.util.Arrays.copyOf(fast.stack, a), fen);
            assertEquals(plain.hasLegalMove(0), fast.hasLegalMove(0), fen);
            assertEquals(plain.inCheck(), fast.inCheck(), fen);
            int us = p.sideToMove(), enemyKing = p.king(Search.other(us));
            for (int k = 0; k < p.pieceCount(us); k++) {
                int from = p.pieceSquare(us, k);
                if (from == p.king(us)) continue;
                int mobile = Orthodox.mobile(p, fast.orthodox, from, us);
                int moves = feerie.position.MoveGenerator.generateFrom(p, from, fast.stack, 0);
                if (mobile >= 0) assertEquals(moves > 0 ? 1 : 0, mobile, fen + " " + from);
            }
            int end = feerie.position.MoveGenerator.generate(p, fast.stack, 0);
            for (int j = 0; j < end; j++) {
                int m = fast.stack[j];
                boolean predicted = OrthodoxChecks.givesCheck(p, fast.orthodox, m, enemyKing);
                if (predicted) assertTrue(OrthodoxChecks.mayCheck(m, enemyKing), fen);
                p.make(m);
                boolean check = p.inCheck(Search.other(us));
                p.unmake(m);
                assertEquals(check, predicted, fen + " " + feerie.piece.movement.Move.from(m) + "-" + feerie.piece.movement.Move.to(m));
            }
            for (int sq = 0; sq < 64; sq++)
                for (int by = 0; by < 2; by++)
                    assertEquals(p.isAttacked(sq, by), Orthodox.attacked(p, fast.orthodox, sq, by, -1), fen + " " + sq);
        }
    }

    private static void help(GoalType type, int half, int positions, long seed) {
        Random r = new Random(seed);
        int nonEmpty = 0;
        for (int i = 0; i < positions; i++) {
            String fen = randomFen(r, 1 + r.nextInt(half > 5 ? 4 : 6), half % 2 == 0 ? 'b' : 'w');
            Goal goal = new Goal(type);
            BiFunction<Search, Boolean, List<int[]>> solver = (s, fast) -> new HelpSolver(s, goal, fast).solve(half);
            List<String> plain = solutions(fen, false, solver);
            assertEquals(plain, solutions(fen, true, solver), fen + " " + type + " " + half);
            if (!plain.isEmpty()) nonEmpty++;
        }
        assertTrue(nonEmpty > positions / 20, "too few positions with solutions: " + nonEmpty);
    }

    @Test
    void helpMateInTwo() { help(GoalType.MATE, 4, 300, 1); }

    @Test
    void helpStalemateInTwo() { help(GoalType.STALEMATE, 4, 300, 2); }

    @Test
    void helpMateInTwoAndAHalf() { help(GoalType.MATE, 5, 100, 3); }

    @Test
    void helpStalemateInThreeOnThreads() { help(GoalType.STALEMATE, 6, 40, 5); }

    @Test
    void helpMateInThreeOnThreads() { help(GoalType.MATE, 6, 40, 6); }

    /**
     * Black pawns and a few pieces, as in stalemate problems with promotions: the stalemate
     * shortcuts count pawns that need their front square filled (Orthodox.unstoppable).
     */
    private static void stalemateWithPawns(int half, int positions, long seed, boolean series) {
        Random r = new Random(seed);
        int nonEmpty = 0;
        for (int i = 0; i < positions; i++) {
            String fen = randomFen(r, 3 + r.nextInt(5), 'b', series ? "ppppppnbPPRBNQ" : "pppppppnbrqPRBN", 7);
            Goal goal = new Goal(GoalType.STALEMATE);
            BiFunction<Search, Boolean, List<int[]>> solver = series
                    ? (s, fast) -> new SeriesSolver(s, goal, SeriesSolver.Kind.HELP).solve(half)
                    : (s, fast) -> new HelpSolver(s, goal, fast).solve(half);
            List<String> plain = solutions(fen, false, solver);
            assertEquals(plain, solutions(fen, true, solver), fen + " " + half);
            if (!plain.isEmpty()) nonEmpty++;
        }
        assertTrue(nonEmpty > positions / 100, "too few positions with solutions: " + nonEmpty);
    }

    @Test
    void helpStalemateInTwoWithPawns() { stalemateWithPawns(4, 400, 21, false); }

    @Test
    void seriesHelpStalemateInTwoWithPawns() { stalemateWithPawns(2, 800, 22, true); }

    /** Few pieces and more moves: where the intelligent-mode counting prunes most. */
    private static void fewPieces(GoalType type, int half, int positions, long seed, BiFunction<Goal, Integer, BiFunction<Search, Boolean, List<int[]>>> make) {
        Random r = new Random(seed);
        int nonEmpty = 0;
        for (int i = 0; i < positions; i++) {
            String fen = randomFen(r, 1 + r.nextInt(3), 'b');
            BiFunction<Search, Boolean, List<int[]>> solver = make.apply(new Goal(type), half);
            List<String> plain = solutions(fen, false, solver);
            assertEquals(plain, solutions(fen, true, solver), fen + " " + type + " " + half);
            if (!plain.isEmpty()) nonEmpty++;
        }
        assertTrue(nonEmpty > 0, "no position with solutions");
    }

    @Test
    void helpMateInThreeWithFewPieces() {
        fewPieces(GoalType.MATE, 6, 60, 7, (goal, half) -> (s, fast) -> new HelpSolver(s, goal, fast).solve(half));
    }

    @Test
    void helpStalemateInThreeWithFewPieces() {
        fewPieces(GoalType.STALEMATE, 6, 40, 8, (goal, half) -> (s, fast) -> new HelpSolver(s, goal, fast).solve(half));
    }

    @Test
    void seriesHelpMateInFiveWithFewPieces() {
        fewPieces(GoalType.MATE, 5, 60, 9, (goal, n) -> (s, fast) -> new SeriesSolver(s, goal, SeriesSolver.Kind.HELP).solve(n));
    }

    @Test
    void parrySeriesHelpMateInFourWithFewPieces() {
        fewPieces(GoalType.MATE, 4, 60, 11, (goal, n) -> (s, fast) -> new SeriesSolver(s, goal, SeriesSolver.Kind.HELP, true, true).solve(n));
    }

    @Test
    void seriesMateInFourWithFewPieces() {
        fewPieces(GoalType.MATE, 4, 60, 10, (goal, n) -> (s, fast) -> {
            s.position.setSideToMove(feerie.piece.Side.WHITE);
            return new SeriesSolver(s, goal, SeriesSolver.Kind.DIRECT).solve(n);
        });
    }

    @Test
    void seriesHelpMateInThree() {
        Random r = new Random(4);
        int nonEmpty = 0;
        for (int i = 0; i < 300; i++) {
            String fen = randomFen(r, 1 + r.nextInt(6), 'b');
            Goal goal = new Goal(GoalType.MATE);
            BiFunction<Search, Boolean, List<int[]>> solver = (s, fast) ->
                    new SeriesSolver(s, goal, SeriesSolver.Kind.HELP).solve(3);
            List<String> plain = solutions(fen, false, solver);
            assertEquals(plain, solutions(fen, true, solver), fen);
            if (!plain.isEmpty()) nonEmpty++;
        }
        assertTrue(nonEmpty > 5, "too few positions with solutions: " + nonEmpty);
    }

    /**
     * The selfmate's last move: every attacking move that {@link StandingRefutations} calls
     * refuted unplayed is refuted when played (the plain search finds a legal defence that does
     * not mate, or none at all).
     */
    @Test
    void standingRefutationsRefute() {
        Random r = new Random(31);
        Goal mate = new Goal(GoalType.MATE);
        int refuted = 0;
        for (int i = 0; i < 1500; i++) {
            String fen = randomFen(r, 2 + r.nextInt(14), 'w');
            Position p = Rules.ORTHODOX.position(fen);
            Search fast = new Search(p, Rules.ORTHODOX, 0, true);
            Search plain = new Search(Rules.ORTHODOX.position(fen), Rules.ORTHODOX, 0, false);
            var standing = new StandingRefutations(fast);
            standing.find(5000);
            int end = plain.legal(0);
            for (int j = 0; j < end; j++) {
                int m = plain.stack[j];
                if (!standing.refutes(m)) continue;
                refuted++;
                plain.position.make(m);
                int missing = plain.moveMissingGoal(mate, end, 0);
                plain.position.unmake(m);
                assertTrue(missing != Search.ALL_REACH, fen + " " + feerie.piece.movement.Move.from(m) + "-" + feerie.piece.movement.Move.to(m));
            }
        }
        assertTrue(refuted > 10000, "too few moves refuted unplayed: " + refuted);
    }
    /**
     * Reflex play asks at every node whether some move (or every move) reaches the goal; with the
     * shortcuts a move predicted not to check misses mate and check unplayed. The answers are the
     * plain search's, for both questions, on random positions (many with a mate in one).
     */
    @Test
    void movesReachingAGoalAreTheSame() {
        Random r = new Random(41);
        int any = 0;
        for (int i = 0; i < 3000; i++) {
            String fen = randomFen(r, 2 + r.nextInt(14), r.nextBoolean() ? 'w' : 'b');
            Search fast = new Search(Rules.ORTHODOX.position(fen), Rules.ORTHODOX, 0, true);
            Search plain = new Search(Rules.ORTHODOX.position(fen), Rules.ORTHODOX, 0, false);
            int a = fast.legal(0), b = plain.legal(0);
            for (GoalType type : new GoalType[] {GoalType.MATE, GoalType.CHECK}) {
                Goal goal = new Goal(type);
                boolean some = plain.movesReachGoal(goal, 0, b, false);
                assertEquals(some, fast.movesReachGoal(goal, 0, a, false), fen + " " + type);
                assertEquals(plain.movesReachGoal(goal, 0, b, true), fast.movesReachGoal(goal, 0, a, true), fen + " " + type + " all");
                if (some && type == GoalType.MATE) any++;
            }
        }
        assertTrue(any > 50, "too few positions with a mate in one: " + any);
    }
}
