package feerie.condition.transform;

import static feerie.condition.transform.PopeyeChecks.assertMatchesPopeye;
import static feerie.condition.transform.PopeyeChecks.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
