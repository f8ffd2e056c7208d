package feerie.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feerie.input.ProblemReader;
import feerie.output.ProblemOutput;
import feerie.problem.Problem;
import org.junit.jupiter.api.Test;

/**
 * StartMoveNumber and UpToMoveNumber below the first move, and MoveNumbers with fairy conditions.
 * The expected texts are Popeye 4.104's: the corpus outputs of EXAMPLES/pad-06, TESTS/pad-01 and
 * TESTS/series_capture-13, and py's output of the positions of our own below (solved by
 * /work/shared/reference/popeye/py, time stamps taken out).
 */
class NumberedPlayTest {
    private static String tail(String problem, String from) {
        Problem p = (Problem) ProblemReader.read(problem, "test").get(0);
        String out = ProblemOutput.render(p, new ProblemSolver(60_000_000_000L).solve(p));
        return out.substring(out.indexOf(from));
    }

    @Test
    void helpPlayWritesTheNumbersOfEachLevelTheBoundsName() {
        String problem = "begin\npieces white kc3 rh2 black ka1 pa2 pb3\nstip h#2\noption start 3:3 upto 3:5\nend\n";
        assertEquals("  h#2                         2 + 3\n\n"
                + "  3  (b3-b2 )\n"
                + "  3:3  (Rh2-c2 )\n"
                + "  3:4  (Rh2-d2 )\n"
                + "  1.b3-b2 Rh2-d2   2.Ka1-b1 Rd2-d1 #\n"
                + "  3:5  (Rh2-e2 )\n"
                + "  1.b3-b2 Rh2-e2   2.Ka1-b1 Re2-e1 #\n\n"
                + "solution finished.\n\n\n", tail(problem, "  h#2"));
    }

    @Test
    void helpPlayUnderAConditionFromThePadCorpusProblem() {
        String problem = "begin\npieces white kf4 rh1h2 bc6 pe2g2g6 black kh6 pb7c7f7g7h5f3\nstip h#1.5\n"
                + "condition PAD\noption movenumbers start 27:11 upto 27:11\nend\n";
        assertEquals("  h#1.5                       7 + 7\n"
                + "              PADChess\n\n"
                + " 27  (Bc6*f3 )\n"
                + " 27:11  (f7*g6 )\n"
                + "  1...Bc6*f3   2.f7*g6 Rh2*h5 #\n"
                + "  1...Bc6*f3   2.f7*g6 Bf3*h5[-wBh5] #\n\n"
                + "solution finished.\n\n\n", tail(problem, "  h#1.5"));
    }

    @Test
    void theFinalLevelNumbersOnlyTheMovesThatCanReachTheTarget() {
        // TESTS/pad-01: b3-b4 cannot reach c4 and is not numbered; the marked pawn has no letter
        String problem = "begin\npieces white pa2 black pb3c4\nstip ser-Zc42\ncondition pad\n"
                + "option nowk nobk movenumbers start 3:1 upto 3:40\nend\n";
        assertEquals("  ser-zc42                    1 + 2\n"
                + "              PADChess\n\n"
                + "  3  (a2*b3 )\n"
                + "  3:1  (b3*c4[-wPc4] )\n\n"
                + "solution finished.\n\n\n", tail(problem, "  ser-zc42"));
    }

    @Test
    void aPositionReachedAgainWithoutSolutionIsNotPlayedAgain() {
        // after 1.Kc1-d1 2.Kd1-c2 the position of 1.Kc1-c2 2.Kc2-d1 ... is known: no third moves written
        String problem = "begin\npieces white kc1 rh2 sg5 black ka1 pa2 pc4\nstip ser-zc43\n"
                + "option start 5:1:1 upto 5:9:9\nend\n";
        assertEquals("  ser-zc43                    3 + 3\n\n"
                + "  5  (Kc1-d1 )\n"
                + "  5:1  (Kd1-e2 )\n"
                + "  5:2  (Kd1-c2 )\n"
                + "  5:3  (Kd1-c1 )\n"
                + "  5:4  (Kd1-d2 )\n"
                + "  5:5  (Kd1-e1 )\n"
                + "  5:6  (Rh2-h1 )\n"
                + "  5:7  (Rh2*a2 + )\n"
                + "  5:8  (Rh2-b2 )\n"
                + "  5:9  (Rh2-c2 )\n"
                + "  5:9:1  (Rc2*c4 )\n"
                + "  1.Kc1-d1   2.Rh2-c2   3.Rc2*c4 z\n\n"
                + "solution finished.\n\n\n", tail(problem, "  ser-zc43"));
    }

    @Test
    void aSeriesToMateNumbersOnlyCheckingFinalMoves() {
        String problem = "begin\npieces white kc1 rh2 sg5 black ka1 pa2\nstip ser-#3\noption start 6:2 upto 6:4\nend\n";
        assertEquals("  ser-#3                      3 + 2\n\n"
                + "  6  (Rh2-h1 )\n"
                + "  6:2  (Kc1-b2 + )\n"
                + "  6:3  (Kc1-b1 + )\n"
                + "  6:4  (Kc1-c2 + )\n\n"
                + "solution finished.\n\n\n", tail(problem, "  ser-#3"));
    }

    private static final String SHORT = "begin\npieces white kc3 rh2 black ka1 pa2 pb3\nstip h#2\noption %s\nend\n";

    @Test
    void moveNumbersWriteTheShorterSolutionsFirstWithoutNumbers() {
        String out = tail(String.format(SHORT, "movenum"), "  h#2");
        assertTrue(out.startsWith("  h#2                         2 + 3\n\n"
                + "  1.Ka1-b1 Rh2-h1 #\n"
                + "  1  (Ka1-b2 + )\n"
                + "  2  (Ka1-b1 )\n"
                + "  1.Ka1-b1 Rh2*a2   2.Kb1-c1 Ra2-a1 #\n"), out);
    }

    @Test
    void startOrUpToMoveNumberFindNoShorterSolutions() {
        String out = tail(String.format(SHORT, "movenum upto 2"), "  h#2");
        assertTrue(out.startsWith("  h#2                         2 + 3\n\n"
                + "  1  (Ka1-b2 + )\n"
                + "  2  (Ka1-b1 )\n"
                + "  1.Ka1-b1 Rh2*a2   2.Kb1-c1 Ra2-a1 #\n"), out);
        assertTrue(!out.contains("  1.Ka1-b1 Rh2-h1 #\n"), out);
    }

    @Test
    void seriesCaptureContinuationsAreNumberedDepthFirst() {
        // TESTS/series_capture-13
        String problem = "begin\npieces white pc5c6e6 black pd6e7\nstipulation ~1\ncondition seriescapture breton\n"
                + "option nowk nobk movenumber start 16\nend\n";
        assertEquals("  ~1                          3 + 2\n"
                + "               Breton\n"
                + "            SeriesCapture\n\n"
                + " 16  (c5*d6[-wPe6]*e7[-wPc6]-e8=B )\n"
                + "   1.c5*d6[-wPe6]*e7[-wPc6]-e8=B !\n\n"
                + " 17  (c5*d6[-wPe6]*e7[-wPe7] )\n"
                + "   1.c5*d6[-wPe6]*e7[-wPe7] !\n\n"
                + " 18  (c6-c7 )\n"
                + "   1.c6-c7 !\n\n\n"
                + "solution finished.\n\n\n", tail(problem, "  ~1"));
    }

    @Test
    void aMoveTheConditionForbidsIsNotNumbered() {
        // py 4.104: under KoeKo a move to no neighbour is not counted (Ka5-b6 would be 2 otherwise)
        String problem = "begin\npieces white kh5 pg4 qa3 ph2 black ka5 pf7\nstipulation ser-h#4\ncondition KoeKo\n"
                + "option start 2:2 upto 4:5\nend\n";
        assertEquals("  ser-h#4                     4 + 2\n"
                + "                KoeKo\n\n"
                + "  2  (Ka5-a4 )\n"
                + "  2:2  (Ka4-b4 )\n"
                + "  2:3  (f7-f5 )\n"
                + "  3  (f7-f5 )\n"
                + "  3:1  (Ka5-b4 )\n"
                + "  3:2  (Ka5-a4 )\n"
                + "  3:3  (f5-f4 )\n"
                + "  3:4  (f5*g4 )\n\n"
                + "solution finished.\n\n\n", tail(problem, "  ser-h#4"));
    }

    @Test
    void theSideNoConditionSelectsForHasItsMovesIntoCheckNumbered() {
        // py 4.104: BlackMinimummer does not choose White's moves; all five king moves are numbered
        String problem = "begin\npieces white kg8 pc4 pb7 sf3 black kc2 rh2\nstipulation ser-#2\n"
                + "condition BlackMinimummer\noption movenumbers\nend\n";
        String out = tail(problem, "  ser-#2");
        assertTrue(out.contains("  9  (c4-c5 )\n 10  (b7-b8=Q )\n"), out);
        assertTrue(out.contains(" 14  (Kg8-f7 )\n 15  (Kg8-h7 )\n 16  (Kg8-g7 )\n 17  (Kg8-f8 )\n 18  (Kg8-h8 )\n"), out);
    }

    /** The generator of checking moves makes every castling, checking or not: the last level numbers them (py 4.104). */
    @Test
    void theLastLevelToMateNumbersEveryCastling() {
        String problem = "begin\npieces white ke1 rh1 ra1 pa2 pd5 black ke8 ra8 rh8 ph7 pe5\nstip h#1\n"
                + "option noboard start 13:1 upto 16:4\nend\n";
        assertEquals(" 13  (0-0-0 )\n 13:1  (0-0-0 )\n 13:2  (0-0 )\n 13:3  (Ra1-c1 + )\n 14  (0-0 )\n 14:1  (Rh1-g1 + )\n"
                + " 14:2  (0-0-0 )\n 15  (Ke8-d7 )\n 15:1  (Rh1*h7 + )\n 15:2  (0-0-0 )\n 15:3  (0-0 )\n 16  (Ke8-f7 )\n"
                + " 16:1  (Rh1-f1 + )\n 16:2  (Rh1*h7 + )\n 16:3  (0-0-0 )\n 16:4  (0-0 + )\n\nsolution finished.\n\n\n",
                tail(problem, " 13  (0-0-0"));
    }
}
