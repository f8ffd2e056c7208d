package feerie.condition.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** BrunnerChess: a check counts only if taking the king were legal (lines from py 4.104 on an own position). */
class BrunnerTest {
    @Test
    void aCheckThatWouldExposeTheCheckersKingIsNone() {
        // Qa5 checks (Qxe1 is legal), Re2-d2 would let Re7 check; after Rxe7 the rook gives no check: Rxe8 would expose Ke1
        String text = """
                begin
                pieces white ke1 re2 black ke8 re7 qa5
                stipulation ~1
                condition brunnerchess
                end
                """;
        assertEquals(Popeye.py("""
                1.Ke1-f2 !
                1.Ke1-d1 !
                1.Ke1-f1 !
                1.Re2*e7 !
                """), Popeye.lines(text));
    }

    @Test
    void corpus() { Popeye.corpusMatches("BEISPIEL-brunner-03", "TESTS-maxi-01"); }
}
