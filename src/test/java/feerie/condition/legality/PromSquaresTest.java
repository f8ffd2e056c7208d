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
}
