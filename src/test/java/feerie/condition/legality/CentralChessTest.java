package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** CentralChess: only units supported back to their king move (lines from py 4.104 on an own position). */
class CentralChessTest {
    @Test
    void onlyTheKingsChainMoves() {
        // the rook is observed by the king; bishop and knight are not supported
        String text = """
                begin
                pieces white ke1 rd2 bf4 sh1 black ke8 rd8 sg6
                stipulation ~1
                condition centralchess
                end
                """;
        assertEquals(Popeye.py("""
                1.Ke1-f2 !
                1.Ke1-d1 !
                1.Ke1-e2 !
                1.Ke1-f1 !
                1.Rd2-d1 !
                1.Rd2-a2 !
                1.Rd2-b2 !
                1.Rd2-c2 !
                1.Rd2*d8 !
                1.Rd2-d7 !
                1.Rd2-d6 !
                1.Rd2-d5 !
                1.Rd2-d4 !
                1.Rd2-d3 !
                1.Rd2-h2 !
                1.Rd2-g2 !
                1.Rd2-f2 !
                1.Rd2-e2 + !
                """), Popeye.lines(text));
    }

    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-zentral-04", "REGRESSIONS-4_63_to_4_65-75"); }
}
