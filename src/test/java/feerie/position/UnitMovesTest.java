package feerie.position;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import feerie.input.ProblemReader;
import feerie.problem.Problem;
import feerie.solve.Setup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The generation unit by unit ({@link UnitMoves}, the "has a move" test) writes the moves of
 * {@link MoveGenerator#generate}: random positions under conditions that change
 * the moves (hooks on each unit's moves, moves of the other side's units, castling's hook),
 * with neutral units, a Dob hopper and castling rights, several plies deep.
 */
class UnitMovesTest {
    private static final String[] FILES = {"a", "b", "c", "d", "e", "f", "g", "h"};

    @Test
    void unitByUnitIsTheGeneration() {
        SplittableRandom random = new SplittableRandom(20261129);
        String[] conditions = {"", "Madrasi", "Circe", "AntiCirce", "MarsCirce", "CASTChess", "Disparate", "AndernachChess",
                "Make&Take", "HalfInChess", "Imitator c5", "Patrouille", "Isardam", "KoeKo", "MaximumMer"};
        for (String condition : conditions) {
            for (int round = 0; round < 30; round++) {
                Problem pr = (Problem) ProblemReader.read(randomProblem(random, condition, round), "test").get(0);
                Setup setup = new Setup(pr);
                Position p = setup.position(true);
                int[] moves = new int[4096];
                for (int ply = 0; ply < 6; ply++) {
                    compare(p, condition + " round " + round + " ply " + ply);
                    int n = setup.rules().legalMoves(p, moves, 0);
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
        }
    }

    private static void compare(Position p, String where) {
        int[] whole = new int[4096];
        int end = MoveGenerator.generate(p, whole, 0);
        int[] out = new int[8192];
        int units = UnitMoves.units(p, out, 0);
        List<Integer> pieces = new ArrayList<>();
        for (int u = 0; u <= units; u++) {
            int e = u < units ? UnitMoves.movesOf(p, out[u], out, units) : UnitMoves.castlings(p, out, units);
            for (int i = units; i < e; i++) pieces.add(out[i]);
        }
        // as sets: a generation may leave the piece lists in another order (a Dob's trial hop)
        int[] expected = Arrays.copyOf(whole, end);
        int[] actual = pieces.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(expected);
        Arrays.sort(actual);
        assertArrayEquals(expected, actual, where);
    }

    private static String randomProblem(SplittableRandom random, String condition, int round) {
        List<String> squares = new ArrayList<>();
        for (String f : FILES) for (int r = 1; r <= 8; r++) squares.add(f + r);
        StringBuilder white = new StringBuilder(), black = new StringBuilder(), neutral = new StringBuilder();
        // every third round the kings and rooks on their squares, castling open
        boolean castling = round % 3 == 0;
        if (castling) {
            for (String sq : new String[] {"e1", "a1", "h1", "e8", "a8", "h8"}) squares.remove(sq);
            white.append(" ke1 ra1 rh1");
            black.append(" ke8 ra8 rh8");
        }
        String[] kinds = castling ? new String[] {"q", "b", "s", "p", "p", "p"} : new String[] {"k", "q", "r", "r", "b", "s", "p", "p", "p"};
        for (int side = 0; side < 2; side++) {
            StringBuilder sb = side == 0 ? white : black;
            for (String k : kinds) {
                if (!k.equals("k") && random.nextInt(3) == 0) continue;
                sb.append(' ').append(k).append(take(squares, random, k.equals("p")));
            }
        }
        // every other round neutral units, and a Dob grasshopper
        if (round % 2 == 1) neutral.append(" neutral r").append(take(squares, random, false)).append(" p").append(take(squares, random, true));
        String dob = round % 4 == 1 ? " white dob g" + take(squares, random, false) : "";
        return "begin " + (condition.isEmpty() ? "" : "condition " + condition) + " pieces white" + white + " black" + black
                + neutral + dob + " stipulation h#2 end";
    }

    private static String take(List<String> squares, SplittableRandom random, boolean pawn) {
        String sq;
        do sq = squares.get(random.nextInt(squares.size()));
        while (pawn && (sq.endsWith("1") || sq.endsWith("8")));
        squares.remove(sq);
        return sq;
    }
}
