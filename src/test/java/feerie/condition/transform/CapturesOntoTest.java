package feerie.condition.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.condition.Condition;
import feerie.condition.ConditionSet;
import feerie.input.ProblemReader;
import feerie.piece.Piece;
import feerie.piece.Side;
import feerie.piece.movement.Move;
import feerie.position.MoveGenerator;
import feerie.position.Position;
import feerie.problem.Problem;
import feerie.rules.Rules;
import feerie.solve.Setup;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Check is asked of a condition's {@link Condition#capturesOnto} instead of generating every move
 * of the unit (Make&Take: the one victim's make and the takes from there; AliceChess: the unit's
 * movement on its own board): along random games from the game array (captures preferred, so
 * that makes and takes, and units of both boards, come up) the answer is the generation's for
 * every unit and every unit of the other side.
 */
class CapturesOntoTest {
    @ParameterizedTest
    @ValueSource(strings = {"make&take", "alicechess"})
    void capturesOntoAgreesWithTheGeneration(String condition) {
        Problem problem = (Problem) ProblemReader.read("begin\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f2g2h2\n"
                + "black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\ncondition " + condition + "\nstipulation #1\nend\n", "test.inp").get(0);
        Setup setup = new Setup(problem);
        Rules rules = setup.rules();
        Random r = new Random(30);
        int[] stack = new int[4096], moves = new int[4096];
        int compared = 0;
        for (int g = 0; g < 40; g++) {
            Position p = setup.position(true);
            Condition tested = ((ConditionSet) p.conditions()).conditions().get(0);
            for (int ply = 0; ply < 40; ply++) {
                for (int s = 0; s < 2; s++) {
                    for (int i = 0; i < p.pieceCount(s); i++) {
                        int from = p.pieceSquare(s, i);
                        int end = MoveGenerator.generateFrom(p, from, moves, 0);
                        for (int j = 0; j < p.pieceCount(Side.opponent(s)); j++) {
                            int target = p.pieceSquare(Side.opponent(s), j);
                            boolean generated = false;
                            for (int k = 0; k < end; k++)
                                generated |= Move.to(moves[k]) == target && Move.kind(moves[k]) != Move.EN_PASSANT && Move.kind(moves[k]) != Move.CASTLING;
                            assertEquals(generated ? 1 : 0, tested.capturesOnto(p, from, target, s),
                                    "game " + g + " ply " + ply + ": " + from + " onto " + target);
                            compared++;
                        }
                    }
                }
                int end = rules.legalMoves(p, stack, 0);
                if (end == 0) break;
                int m = stack[r.nextInt(end)];
                for (int k = 0; k < end; k++) if (p.at(Move.to(stack[k])) != Piece.EMPTY && r.nextBoolean()) { m = stack[k]; break; }
                p.make(m);
            }
        }
        assertTrue(compared > 100_000, "too few comparisons: " + compared);
    }
}
