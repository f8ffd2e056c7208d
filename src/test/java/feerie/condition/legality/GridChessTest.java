package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** GridChess: a move must cross a grid line. */
class GridChessTest {
    @Test
    void grid() { Popeye.corpusMatches("BEISPIEL-legalsq-12", "BEISPIEL-legalsq-15", "BEISPIEL-maxi-05"); }

    /** Orthogonal lines after files and ranks (corpus: "ac16", and only rank lines "1234567"). */
    @Test
    void orthogonal() { Popeye.corpusMatches("EXAMPLES-grid-02", "EXAMPLES-grid-03"); }

    /** Irregular cells; the squares listed nowhere (h1, g1, g2, h2 ...) are one cell. Expected: py 4.104. */
    @Test
    void irregular() {
        String text = "begin\npieces white kh1 rd4 black ka8\nstip ~1\ncond grid irreg d4d5d6d7 e4f4g4h4\nend\n";
        assertEquals(Popeye.py("""
                1.Rd4-d1 !
                1.Rd4-d2 !
                1.Rd4-d3 !
                1.Rd4-a4 !
                1.Rd4-b4 !
                1.Rd4-c4 !
                1.Rd4-d8 !
                1.Rd4-h4 !
                1.Rd4-g4 !
                1.Rd4-f4 !
                1.Rd4-e4 !
                """), Popeye.lines(text));
    }
}
