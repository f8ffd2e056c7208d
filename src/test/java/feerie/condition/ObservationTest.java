package feerie.condition;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.input.ProblemReader;
import feerie.piece.Piece;
import feerie.position.Position;
import feerie.problem.Problem;
import feerie.solve.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The two ways observation is answered under conditions agree: generating every capture of the
 * observing side and validating it, and validating only the observers the reverse probes find
 * (used when the conditions only veto observers). Random positions, every occupied square, both
 * sides, several games deep.
 */
class ObservationTest {
    private static final String[] FILES = {"a", "b", "c", "d", "e", "f", "g", "h"};

    @Test
    void probesAndGenerationAgreeUnderAntiCirce() {
        SplittableRandom random = new SplittableRandom(20261125);
        for (String condition : new String[] {"AntiCirce", "AntiCirce Cheylan", "MirrorAntiCirce", "SymmetryAntiCirce"}) {
            for (int round = 0; round < 40; round++) {
                Problem pr = (Problem) ProblemReader.read(randomProblem(random, condition), "test").get(0);
                Setup setup = new Setup(pr);
                Position p = setup.position(true);
                ConditionSet set = ((ConditionRules) setup.rules()).conditions();
                Condition[] validators = set.conditions().toArray(new Condition[0]);
                // a few random plies deep, so that rebirths have happened
                int[] moves = new int[512];
                for (int ply = 0; ply < 6; ply++) {
                    compare(p, validators, condition);
                    int n = setup.rules().legalMoves(p, moves, 0);
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
        }
    }

    /**
     * Under conditions that only take captures away ({@link Condition#observesWithinMovement}),
     * observation restricted to the units whose movement reaches the target (found by the probes,
     * or asked one by one with neutral units on the board) agrees with generating every unit's
     * moves.
     */
    @Test
    void reachingUnitsAndGenerationAgreeUnderConditionsThatOnlyTakeCapturesAway() {
        SplittableRandom random = new SplittableRandom(20261126);
        String[] conditions = {"Madrasi", "Madrasi RexInclusive", "CASTChess", "CASTChess Inverse", "Disparate",
                "Patrouille", "Woozles", "BiWoozles", "Isardam", "EiffelChess", "CentralChess", "KoeKo",
                "ShieldedKings", "Pepo", "Lortap", "BrunnerChess", "GridChess", "WhiteEdgeMover", "MultiCaptures"};
        for (String condition : conditions) {
            for (int round = 0; round < 25; round++) {
                String text = randomProblem(random, condition);
                // every other round a neutral rook and pawn, which are asked one by one
                if (round % 2 == 1) text = text.replace(" stipulation", neutrals(text, random) + " stipulation");
                Problem pr = (Problem) ProblemReader.read(text, "test").get(0);
                Setup setup = new Setup(pr);
                Position p = setup.position(true);
                ConditionSet set = ((ConditionRules) setup.rules()).conditions();
                Condition[] validators = set.conditions().stream().filter(Condition::changesObservation).toArray(Condition[]::new);
                // a form that changes observation otherwise (in this position's set-up) is not compared
                if (!java.util.Arrays.stream(validators).allMatch(Condition::observesWithinMovement)) continue;
                int[] moves = new int[512];
                for (int ply = 0; ply < 6; ply++) {
                    compareWithinMovement(p, validators, condition);
                    int n = setup.rules().legalMoves(p, moves, 0);
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
        }
    }

    private static String neutrals(String text, SplittableRandom random) {
        StringBuilder sb = new StringBuilder(" neutral");
        for (String k : new String[] {"r", "p"}) {
            String sq;
            do sq = FILES[random.nextInt(8)] + (2 + random.nextInt(6));
            while (text.contains(sq) || sb.indexOf(sq) >= 0);
            sb.append(' ').append(k).append(sq);
        }
        return sb.toString();
    }

    private static void compareWithinMovement(Position p, Condition[] validators, String condition) {
        for (int sq = 0; sq < p.geometry.size; sq++) {
            if (p.at(sq) == Piece.EMPTY) continue;
            for (int by = 0; by < 2; by++) {
                boolean slow = Observation.attacked(p, sq, by, validators, false);
                boolean fast = Observation.attacked(p, sq, by, validators, true);
                assertEquals(slow, fast, condition + ": " + p.geometry.name(sq) + " by " + by);
            }
        }
    }

    private static void compare(Position p, Condition[] validators, String condition) {
        for (int sq = 0; sq < p.geometry.size; sq++) {
            if (p.at(sq) == Piece.EMPTY) continue;
            for (int by = 0; by < 2; by++) {
                // observation is asked of units of the other side (a king, a unit to be captured)
                if (Piece.side(p.at(sq)) == by) continue;
                boolean slow = Observation.attacked(p, sq, by, validators);
                boolean fast = Observation.attackedByProbes(p, sq, by, validators);
                assertEquals(slow, fast, condition + ": " + p.geometry.name(sq) + " by " + by);
            }
        }
    }

    private static String randomProblem(SplittableRandom random, String condition) {
        List<String> squares = new ArrayList<>();
        for (String f : FILES) for (int r = 1; r <= 8; r++) squares.add(f + r);
        StringBuilder white = new StringBuilder(), black = new StringBuilder();
        String[] kinds = {"k", "q", "r", "r", "b", "s", "p", "p", "p"};
        for (int side = 0; side < 2; side++) {
            StringBuilder sb = side == 0 ? white : black;
            for (String k : kinds) {
                if (!k.equals("k") && random.nextInt(3) == 0) continue;
                String sq;
                do sq = squares.get(random.nextInt(squares.size()));
                while (k.equals("p") && (sq.endsWith("1") || sq.endsWith("8")));
                squares.remove(sq);
                sb.append(' ').append(k).append(sq);
            }
        }
        return "begin condition " + condition + " pieces white" + white + " black" + black + " stipulation h#2 end";
    }
}
