package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * Option TrivialTriesAvoid (manual: "refuted first moves delivering check are considered
 * trivial"): REGRESSIONS/4_89_to_4_91-05, its output Popeye 4.104's corpus .out; without the
 * option py 4.104 writes the checking try "1.Qa4*a8-b6 + ?" as well.
 */
class TrivialTriesAvoidTest {
    private static final String PROBLEM = "begin\npieces white Kg7 Qa4 Bb1h2 Sc3e7 Pb7f2f6h6\n"
            + "       black Ke6 Rh4 Bc1 Sa8 Pc4d5d7g6h3h5h7\nstipulation #2\noption vari try%s\n"
            + "condition Take&MakeChess\nend\n";

    private static String solve(String options) {
        Problem p = (Problem) ProblemReader.read(String.format(PROBLEM, options), "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        return out.substring(out.indexOf("  #2"));
    }

    @Test
    void aCheckingTryIsWrittenWithoutTheOption() {
        assertTrue(solve("").contains("   1.Qa4*a8-b6 + ?\n    but\n      1...d7-d6 !\n"));
    }

    @Test
    void theOptionLeavesTheCheckingTryOut() {
        assertEquals("  #2                        10 + 11\n"
                + "           Take&MakeChess\n\n"
                + "   1.f2-f4 ! threat:\n"
                + "          2.f4-f5 #\n"
                + "      1...Bc1*f4-f5\n"
                + "          2.Se7*g6-g5 #\n"
                + "      1...Rh4*f4-f5\n"
                + "          2.Se7*d5-d4 #\n"
                + "      1...Ke6-d6\n"
                + "          2.Qa4*a8-b6 #\n\n"
                + "   1.b7-b8=Q ? threat:\n"
                + "          2.Qb8-g8 #\n"
                + "      1...Bc1-f4\n"
                + "          2.Se7*d5-d4 #\n"
                + "      1...Rh4-e4\n"
                + "          2.Sc3*e4-d4 #\n"
                + "      1...Rh4-f4\n"
                + "          2.Se7*g6-g5 #\n"
                + "    but\n"
                + "      1...Bc1-g5 !\n\n\n"
                + "solution finished.\n\n\n", solve(" TrivialTriesAvoid"));
    }
}
