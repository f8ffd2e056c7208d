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
        "SuperCirce", "Circe RexInclusive", "AntiCirce Cheylan", "KoeKo", "AndernachChess", "AndernachChess Circe"})
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
