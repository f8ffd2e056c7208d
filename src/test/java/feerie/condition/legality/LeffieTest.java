package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Leffie: no move may leave a unit Eiffel-paralysed (lines from py 4.104 on an own position). */
class LeffieTest {
    @Test
    void theBishopAvoidsTheKnightsSquares() {
        // Bf5 and Be6 would stand observed by the knight, which paralyses bishops
        String text = """
                begin
                pieces white ke1 rd1 bh3 black ke8 sd4 pa6
                stipulation ~1
                condition leffie
                end
                """;
        assertEquals(Popeye.py("""
                1.Rd1-a1 !
                1.Rd1-b1 !
                1.Rd1-c1 !
                1.Rd1*d4 !
                1.Rd1-d3 !
                1.Rd1-d2 !
                1.Ke1-f2 !
                1.Ke1-d2 !
                1.Ke1-f1 !
                1.Bh3-f1 !
                1.Bh3-g2 !
                1.Bh3-c8 !
                1.Bh3-d7 + !
                1.Bh3-g4 !
                """), Popeye.lines(text));
    }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-leffie-01"); }
}
