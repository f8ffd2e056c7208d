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

    /**
     * A neutral unit may be paralysed for either side, by a neutral paralyser too: after
     * Kb3-c4 the black king cannot take it, for the neutral queen on d8 would then paralyse the
     * neutral pawn on d2 (lines of py 4.104 on this position).
     */
    @Test
    void neutralPawnParalysedByNeutralQueen() {
        assertEquals(Popeye.py("""
                1.Ke3-d4 nPa7-a8=nQ   2.nQa8-d8 Kb3-c4 #
                1.Ke3-d4 nPh7-h8=nQ   2.nQh8-d8 Kb3-c4 #
                1.Ke3-d3 nPa7-a8=nQ   2.nQa8-d8 Kb3-c4 #
                1.Ke3-d3 nPh7-h8=nQ   2.nQh8-d8 Kb3-c4 #
                1.Ke3-d3 nPh7-h8=nQ   2.nQh8-d8 Kb3-c3 #
                """), Popeye.lines("""
                begin
                pieces white kb3 black ke3 neutral pa7d2h7
                stipulation h#2
                condition leffie
                end
                """));
    }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-leffie-01", "EXAMPLES-leffie-05", "EXAMPLES-leffie-06"); }
}
