package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Pepo: an observed king is paralysed; check needs two observers (lines from py 4.104 on an own position). */
class PepoTest {
    @Test
    void paralysedKingAndDoubleObservation() {
        // Ke8, observed by Ra8, neither moves nor castles; the knight may leave e7 only to block the rook
        String text = """
                begin
                pieces white ke1 ra8 qe2 black ke8 rh8 se7 pb7
                stipulation ~1
                option halfduplex
                condition pepo
                end
                """;
        assertEquals(Popeye.py("""
                1.b7-b5 !
                1.b7-b6 !
                1.Se7-c8 !
                1.Rh8-h1 !
                1.Rh8-h2 !
                1.Rh8-h3 !
                1.Rh8-h4 !
                1.Rh8-h5 !
                1.Rh8-h6 !
                1.Rh8-h7 !
                1.Rh8-f8 !
                1.Rh8-g8 !
                """), Popeye.lines(text));
    }

    @Test
    void corpus() { Popeye.corpusMatches("EXAMPLES-pepo-02", "TESTS-pepo-01", "TESTS-pepo-02"); }
}
