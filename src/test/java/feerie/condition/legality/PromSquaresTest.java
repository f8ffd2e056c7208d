package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** White/BlackPromSquares: pawns promote on the listed squares only. Expected: py 4.104, corpus. */
class PromSquaresTest {
    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-promsqua-01", "BEISPIEL-promsqua-02"); }

    /** b2-b4 promotes (double step onto b4), d5*c6 promotes, c7-c8 does not. */
    @Test
    void promotionOnTheListedSquaresOnly() {
        String text = "begin\npieces white ke1 pb2 pc7 pd5 black ke8 pa3 pc6\nstipulation ~1\n"
                + "condition WhitePromSquares b4c6\nend\n";
        assertEquals(Popeye.py("""
                1.Ke1-f2 !
                1.Ke1-d2 !
                1.Ke1-d1 !
                1.Ke1-e2 !
                1.Ke1-f1 !
                1.b2-b4=Q !
                1.b2-b4=S !
                1.b2-b4=R !
                1.b2-b4=B !
                1.b2-b3 !
                1.b2*a3 !
                1.d5-d6 !
                1.d5*c6=Q + !
                1.d5*c6=S !
                1.d5*c6=R !
                1.d5*c6=B + !
                1.c7-c8 !
                """), Popeye.lines(text));
    }

    /**
     * A Berolina pawn promotes on a listed square (BPa6-b7) and stays a pawn on its last rank
     * (BPh7-g8): seeds 19-38 and 20-64 of the corpus run, with black Berolina pawns. Expected: py 4.104.
     */
    @Test
    void aBerolinaPawnFollowsTheSquaresToo() {
        String text = "begin\npieces white Ke1 BPa6 BPh7 Pd6 black Ka1\nstipulation ~1\ncondition WhitePromSquares b7d7\nend\n";
        assertEquals(Popeye.py("""
                1.Ke1-f2 !
                1.Ke1-d2 !
                1.Ke1-d1 !
                1.Ke1-e2 !
                1.Ke1-f1 !
                1.BPa6-b7=Q !
                1.BPa6-b7=S !
                1.BPa6-b7=R !
                1.BPa6-b7=B !
                1.d6-d7=Q !
                1.d6-d7=S !
                1.d6-d7=R !
                1.d6-d7=B !
                1.BPh7-g8 !
                """), Popeye.lines(text));
    }

    /** Popeye writes the squares from its board, a1 to h8, each once ("h1a4a4": "h1 a4", py 4.104). */
    @Test
    void theCaptionListsTheSquaresInBoardOrder() {
        assertEquals("WhitePromSquares h1 a4", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("WhitePromSquares", java.util.List.of("h1a4a4")), feerie.problem.Language.ENGLISH));
        assertEquals("WhiteForcedSquare c3 e5", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("WhiteForcedSquare", java.util.List.of("e5c3c3")), feerie.problem.Language.ENGLISH));
        assertEquals("MagicSquares a3 h3 a6 h6", feerie.output.ConditionText.of(
                new feerie.problem.ConditionSpec("MagicSquares", java.util.List.of("a6h6a3h3")), feerie.problem.Language.ENGLISH));
    }
}
