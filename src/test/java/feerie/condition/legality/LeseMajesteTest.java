package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** LeseMajeste as Popeye plays it: the diagram may leave the side not to move in check; no king is captured. */
class LeseMajesteTest {
    @Test
    void theCheckedKingIsNotTaken() {
        // py 4.104 on this position: Rd6*d8 is not among Black's moves, the other checks stand
        String text = """
                begin
                pieces white kd8 pa6 black kh8 rd6 pa7
                stipulation ~1
                option halfduplex
                condition lesemajeste
                end
                """;
        assertEquals(Popeye.py("""
                1.Rd6-d1 + !
                1.Rd6-d2 + !
                1.Rd6-d3 + !
                1.Rd6-d4 + !
                1.Rd6-d5 + !
                1.Rd6*a6 !
                1.Rd6-b6 !
                1.Rd6-c6 !
                1.Rd6-d7 + !
                1.Rd6-h6 !
                1.Rd6-g6 !
                1.Rd6-f6 !
                1.Rd6-e6 !
                1.Kh8-g7 + !
                1.Kh8-h7 + !
                1.Kh8-g8 + !
                """), Popeye.lines(text));
    }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-lesemajeste-01", "EXAMPLES-lesemajeste-11", "EXAMPLES-lesemajeste-12"); }
}
