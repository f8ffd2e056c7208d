package feerie.solve.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.position.Fen;
import feerie.problem.Problem;
import feerie.solve.Setup;
import feerie.position.Position;
import feerie.rules.Rules;
import feerie.solve.Search;
import feerie.solve.help.HelpSolver;
import feerie.stipulation.Goal;
import feerie.stipulation.GoalType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The proof-game bound never cuts a real game: along random games from the initial position
 * (captures, promotions, castling included) every position is judged able to reach the game's
 * final position in the moves left; and on short games the pruned search finds exactly the
 * solutions of the plain one.
 */
class ProofBoundTest {
    /** A random legal game of {@code plies} half-moves from the start, as moves (shorter if it ends early). */
    private static int[] randomGame(Position p, Random r, int plies, boolean preferCaptures) {
        return randomGame(p, Rules.ORTHODOX, r, plies, preferCaptures);
    }

    private static int[] randomGame(Position p, Rules rules, Random r, int plies, boolean preferCaptures) {
        int[] stack = new int[4096];
        List<Integer> game = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            int end = rules.legalMoves(p, stack, 0);
            if (end == 0) break;
            int m = stack[r.nextInt(end)];
            if (preferCaptures)
                for (int k = 0; k < end; k++) if (p.at(feerie.piece.movement.Move.to(stack[k])) != 0 && r.nextBoolean()) { m = stack[k]; break; }
            p.make(m);
            game.add(m);
        }
        return game.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void boundNeverCutsARealGame() {
        Random r = new Random(30);
        for (int g = 0; g < 400; g++) {
            Position p = Rules.ORTHODOX.position(Fen.START);
            int[] game = randomGame(p, r, 10 + r.nextInt(70), g % 2 == 0);
            Position target = p.copy();
            for (int i = game.length - 1; i >= 0; i--) p.unmake(game[i]);
            Position start = Rules.ORTHODOX.position(Fen.START);
            ProofBound bound = new ProofBound(new ProofTarget(target, start), start, true, 0);
            for (int i = 0; i <= game.length; i++) {
                int left = game.length - i;
                assertTrue(bound.possible(start, left), "game " + g + " cut after " + i + " of " + game.length + " half-moves");
                if (i < game.length) start.make(game[i]);
            }
        }
    }

    /**
     * The same under the conditions that change what a capture does (rebirths, relocations,
     * losses) or the kings: each weakens only the rules it breaks, and random games under it
     * (captures preferred, so that its effects come into play) are never cut.
     */
    @ParameterizedTest
    @ValueSource(strings = {"Circe", "ParrainCirce", "AntiCirce", "AntiCirce Symmetry", "Take&MakeChess", "Make&TakeChess",
        "LostPieces", "MultiCaptures", "TransmutedKings", "ReflectiveKings", "LosingChess", "Rokagogo", "MirrorCirce",
        "SuperCirce", "Circe RexInclusive", "AntiCirce Cheylan", "KoeKo", "AndernachChess", "AndernachChess Circe", "AliceChess"})
    void boundNeverCutsARealGameUnderConditions(String condition) {
        Problem problem = (Problem) ProblemReader.read("begin\npieces white ke1 black ke8\ncondition " + condition
                + "\nstipulation dia30\nend\n", "test.inp").get(0);
        Setup setup = new Setup(problem);
        Random r = new Random(condition.hashCode());
        int checked = 0;
        for (int g = 0; g < 60; g++) {
            ProofGame.Prepared prepared = ProofGame.prepare(problem, setup, setup.position(true), true);
            Position p = prepared.start();
            int[] game = randomGame(p, setup.rules(), r, 6 + r.nextInt(40), g % 3 != 2);
            Position target = p.copy();
            for (int i = game.length - 1; i >= 0; i--) p.unmake(game[i]);
            Search search = new Search(p, setup.rules(), 0);
            search.proofTarget = new ProofTarget(target, p);
            ProofBound bound = ProofGame.bound(search);
            assertNotNull(bound, condition + ": no bound");
            for (int i = 0; i <= game.length; i++) {
                int left = game.length - i;
                assertTrue(bound.possible(p, left), condition + ": game " + g + " cut after " + i + " of " + game.length + " half-moves");
                if (i < game.length) p.make(game[i]);
            }
            checked += game.length;
        }
        assertTrue(checked > 600, condition + ": games too short");
    }

    /** A problem's start position, its diagram as target, and the bound the search asks. */
    private static ProofBound boundOf(String text, Position[] start) {
        Problem problem = (Problem) ProblemReader.read(text, "test.inp").get(0);
        Setup setup = new Setup(problem);
        ProofGame.Prepared prepared = ProofGame.prepare(problem, setup, setup.position(true), true);
        Search search = new Search(prepared.start(), setup.rules(), 0);
        search.proofTarget = prepared.target();
        start[0] = prepared.start();
        return ProofGame.bound(search);
    }

    /**
     * A transmuted king moves with the walks of the units checking it: at best as a queen or a
     * knight, around the pawns that never moved. BEISPIEL-transmut-06 (E. Huber, Problem
     * Paradise 2002, dia9; its solution as py 4.104 gives it: 1.f3 c6 2.Kf2 Qb6+ 3.Kg3 Qf2+
     * 4.Kc7 e5 5.d4 Ke7 6.Bg5+ Kb4 7.Qd3 Na6+ 8.Ke8 Nc5 9.Qa3+ Ke1): White's king needs 3 such
     * moves e1-e8 (e2 and d7, f7 never move), Black's 3; with the queens', knights' and pawns'
     * moves White needs 8 of its 9, Black all 9; and the solution is never cut.
     */
    @Test
    void transmutedKingGoesAsQueenOrKnightAtBest() {
        Position[] start = new Position[1];
        ProofBound bound = boundOf("begin\ncondition TransmutedKings\nstipulation dia9\n"
                + "pieces white ke8 qa3 ra1h1 bg5f1 sb1g1 pa2b2c2d4e2f3g2h2\n"
                + "black ke1 qf2 ra8h8 bc8f8 sc5g8 pa7b7c6d7e5f7g7h7\nend\n", start);
        Position p = start[0];
        assertEquals(8, bound.needed(p, feerie.piece.Side.WHITE, 9, 9));
        assertEquals(9, bound.needed(p, feerie.piece.Side.BLACK, 9, 9));
        String[] game = "f2f3 c7c6 e1f2 d8b6 f2g3 b6f2 g3c7 e7e5 d2d4 e8e7 c1g5 e7b4 d1d3 b8a6 c7e8 a6c5 d3a3 b4e1".split(" ");
        Rules rules = new Setup((Problem) ProblemReader.read("begin\ncondition TransmutedKings\nstipulation dia9\n"
                + "pieces white ke1 black ke8\nend\n", "test.inp").get(0)).rules();
        int[] stack = new int[4096];
        for (int i = 0; i <= game.length; i++) {
            assertTrue(bound.possible(p, game.length - i), "cut after " + i + " half-moves");
            if (i == game.length) break;
            int end = rules.legalMoves(p, stack, 0), played = -1;
            for (int k = 0; k < end; k++) if (feerie.position.MoveText.uci(p, stack[k]).equals(game[i])) played = stack[k];
            assertTrue(played >= 0, game[i] + " not legal");
            p.make(played);
        }
        assertTrue(bound.possible(p, 0));
    }

    /**
     * AliceChess: each move takes the unit to the other board (manual: "a piece moves on its
     * board and is then transferred to the corresponding square of the other board"), so an odd
     * number of moves ends on the other board, an even one on its own. The knight g1 reaches f3
     * on board B in one move; on board A it needs an even number, two at the least by this count.
     */
    @Test
    void aliceUnitsChangeBoardWithEachMove() {
        String rest = "pieces white ke1 qd1 ra1h1 bc1f1 sb1 pa2b2c2d2e2f2g2h2\n"
                + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\n";
        Position[] start = new Position[1];
        ProofBound onB = boundOf("begin\ncondition AliceChess\nstipulation dia2\n" + rest + "white AliceB sf3\nend\n", start);
        assertNotNull(onB);
        assertEquals(1, onB.needed(start[0], feerie.piece.Side.WHITE, 2, 2));
        ProofBound onA = boundOf("begin\ncondition AliceChess\nstipulation dia2\n" + rest + "white sf3\nend\n", start);
        assertEquals(2, onA.needed(start[0], feerie.piece.Side.WHITE, 2, 2));
        assertEquals(0, onA.needed(start[0], feerie.piece.Side.BLACK, 2, 2));
    }

    /** The solutions of help play to the final position, as move lists. */
    private static TreeSet<String> solutions(Position target, int plies, boolean pruned) {
        Position start = Rules.ORTHODOX.position(Fen.START);
        Search s = new Search(start, Rules.ORTHODOX, 0, pruned);
        s.proofTarget = new ProofTarget(target, start);
        if (pruned) s.proofBound = new ProofBound(s.proofTarget, start, true, 0);
        TreeSet<String> lines = new TreeSet<>();
        for (int[] path : new HelpSolver(s, new Goal(GoalType.PROOF_GAME), pruned).solve(plies))
            lines.add(java.util.Arrays.toString(path));
        return lines;
    }

    @Test
    void prunedSearchFindsThePlainSolutions() {
        Random r = new Random(7);
        for (int g = 0; g < 12; g++) {
            Position p = Rules.ORTHODOX.position(Fen.START);
            int[] game = randomGame(p, r, 3 + r.nextInt(2), g % 3 == 0);
            TreeSet<String> plain = solutions(p, game.length, false);
            assertTrue(plain.contains(java.util.Arrays.toString(game)), "game " + g + " not found by the plain search");
            assertEquals(plain, solutions(p, game.length, true), "game " + g);
        }
    }
}
