package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

import feerie.cli.SolveCommand;
import feerie.input.ProblemReader;
import feerie.problem.Problem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** AliceChess against Popeye 4.104: corpus problems (skipped without the corpus) and a py run of our own. */
class AliceChessTest {
    @Test
    void aliceChess() {
        // -03: a king may not stand in check on the board it left; -04: an AliceB pawn checks on A; -05, -06: castling
        assertMatchesPopeye("TESTS-alice-03", "TESTS-alice-04", "TESTS-alice-05", "TESTS-alice-06");
    }

    /** Without the condition, Alice attributes make AliceChess active (condition-free corpus; -07: en passant on one board). */
    @Test
    void aliceAttributesImplyTheCondition() {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isDirectory(java.nio.file.Path.of("../shared/corpus/popeye")));
        feerie.verify.Verifier verifier = new feerie.verify.Verifier(null, 60_000_000_000L);
        for (String id : new String[] {"EXAMPLES-alice-03", "TESTS-alice-02", "TESTS-alice-07"}) {
            java.nio.file.Path file = java.nio.file.Path.of("../shared/corpus/popeye", id + ".inp");
            for (feerie.verify.Verifier.Result r : verifier.verifyFile(file, file))
                assertEquals(feerie.verify.Verifier.Verdict.OK, r.verdict(), r.toString());
        }
    }

    /**
     * A position of our own as py 4.104 lists White's moves: the rook passes the knight of board B
     * but may not stop on its square, b2-b4 is barred by the rook of B, the king may not go to f2
     * (the knight of B observes it there).
     */
    @Test
    void unitsMoveOnTheirBoardToSquaresFreeOnTheOther() {
        List<String> expected = List.of("1.Ke1-d2B !", "1.Ke1-e2B !", "1.Ke1-f1B !", "1.Rd1*d5B !", "1.Rd1-a1B !",
                "1.Rd1-b1B !", "1.Rd1-c1B !", "1.Rd1-d2B !", "1.Rd1-d4B !", "1.b2-b3B !");
        assertEquals(expected, lines("""
                begin
                pieces white ke1 rd1 pb2 black ke8 pd5 black aliceb sd3 rb4
                stipulation ~1
                condition alice
                end
                """));
    }

    /**
     * Option MoveNumbers, as py 4.104 numbers White's moves: board B's units first (Popeye
     * generates board A's moves first and tries the last generated first), and the king's moves
     * to f2 and f1, which the rook of board A observes there, numbered though illegal (Popeye
     * tests the board left with the king's safety, after counting the move).
     */
    @Test
    void moveNumbersCountBoardBFirstAndTheKingIntoCheckOnTheBoardLeft() {
        String text = """
                begin
                pieces white ke1 pc2
                white aliceb sc3
                black rf6
                black aliceb kf8
                stip h#1
                cond alice
                opt move whitetoplay
                end
                """;
        Problem problem = (Problem) ProblemReader.read(text, "test").get(0);
        List<String> numbered = Arrays.stream(SolveCommand.solveToText(problem, 60).split("\n"))
                .filter(l -> l.matches("^ *\\d+  \\(.*")).toList();
        assertEquals(List.of("  1  (Sc3-a2A )", "  2  (Sc3-b1A )", "  3  (Sc3-d1A )", "  4  (Sc3-e2A )", "  5  (Sc3-e4A )",
                "  6  (Sc3-d5A )", "  7  (Sc3-b5A )", "  8  (Sc3-a4A )", "  9  (Ke1-f2B )", " 10  (Ke1-d2B )", " 11  (Ke1-d1B )",
                " 12  (Ke1-e2B )", " 13  (Ke1-f1B )", " 14  (c2-c4B )"), numbered);
    }
}
